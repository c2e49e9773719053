/** React pages (src/pages/*.js|tsx): their links and ids read from their code and the local modules they import, never run. */
import { describe, expect, it } from 'vitest';
import { readReactPage, readingDiagnostics, type ScriptMemory } from '../../../cli/model/react-pages.ts';

const PAGE = `import React from 'react';
import Layout from '@theme/Layout';
import Card from './_parts/Card';
import data from './data.json';

const links = [{ to: '/docs/one' }];
const TITLE = 'Home';

export default function Home(): JSX.Element {
  return (
    <Layout title={TITLE} description="The start page.">
      <h2 id="intro">Intro</h2>
      <Card />
      <a href="/raw">raw</a>
      {links.map((l) => <Link key={l.to} to={l.to}>x</Link>)}
    </Layout>
  );
}
`;
const CARD = `import Inner from '../_parts/Inner.jsx';
export default () => <div id="card"><Link to="/card-target">c</Link><Inner /></div>;
`;
const INNER = `import Card from './Card';
export default () => <Link to="/inner-target">i</Link>;
`;

const texts = new Map([
  ['src/pages/index.tsx', PAGE],
  ['src/pages/_parts/Card.js', CARD],
  ['src/pages/_parts/Inner.jsx', INNER],
]);

describe('readReactPage', () => {
  it("reads the links and ids a page's JSX renders, its constants' literal links, and counts computed ones", () => {
    const { parsed } = readReactPage('src/pages/index.tsx', texts, new Map());
    expect(parsed.links.map((l) => [l.url, l.tag, l.line, l.markdown])).toEqual([
      ['/raw', 'a', 14, false],
      ['/docs/one', 'Link', 6, false],
    ]);
    expect(parsed.anchors).toEqual(['intro']);
    expect([parsed.contentTitle, parsed.excerpt]).toEqual(['Home', 'The start page.']);
    expect(parsed.computedLinks).toBe(1);
  });

  it('follows the local modules it imports, each once, and only those read from the site', () => {
    const { components } = readReactPage('src/pages/index.tsx', texts, new Map());
    expect(components.map((c) => [c.path, c.parsed.links.map((l) => l.url), c.parsed.anchors])).toEqual([
      ['src/pages/_parts/Card.js', ['/card-target'], ['card']],
      ['src/pages/_parts/Inner.jsx', ['/inner-target'], []],
    ]);
  });

  it('follows a module imported through an alias, as a component an MDX page renders is found', () => {
    const aliased = new Map([
      ['src/pages/about.js', "import Team from '@components/Team';\nexport default () => <Team />;\n"],
      ['src/components/Team/index.jsx', "import Link from '@docusaurus/Link';\nexport default () => <Link to=\"/people\">People</Link>;\n"],
    ]);
    const { components } = readReactPage('src/pages/about.js', aliased, new Map(), { '@components': 'src/components' });
    expect(components.map((c) => [c.path, c.parsed.links.map((l) => l.url)])).toEqual([['src/components/Team/index.jsx', ['/people']]]);
    expect(readReactPage('src/pages/about.js', aliased, new Map()).components).toEqual([]);
  });

  it('reads a module once while its text is unchanged, and again when it changes', () => {
    const memory: ScriptMemory = new Map();
    const first = readReactPage('src/pages/index.tsx', texts, memory).parsed;
    expect(readReactPage('src/pages/index.tsx', texts, memory).parsed).toBe(first);
    const changed = new Map(texts).set('src/pages/index.tsx', 'export default () => <Link to="/other">o</Link>;\n');
    expect(readReactPage('src/pages/index.tsx', changed, memory).parsed.links.map((l) => l.url)).toEqual(['/other']);
  });

  it('reports code that does not parse once, at its place, with no links', () => {
    const broken = new Map([['src/pages/bad.js', 'export default () => <div>;\n']]);
    const reading = readReactPage('src/pages/bad.js', broken, new Map());
    expect(reading.parsed.links).toEqual([]);
    const found = readingDiagnostics([reading, reading]);
    expect(found.map((d) => [d.code, d.file, d.line, d.column])).toEqual([['parse-error', 'src/pages/bad.js', 1, 27]]);
  });
});
