/** The links and ids a JS/TS module's JSX renders, read from its syntax tree (React pages, MDX code). */
import { describe, expect, it } from 'vitest';
import { addToScope, createScope, jsxLinks } from '../../../cli/parse/index.ts';
import { parseScript } from '../../../cli/parse/script.ts';
import { COMPUTED_IDS } from '../../../cli/core/parsed-doc.ts';

function read(text: string, path: string) {
  const program = parseScript(text, path);
  const scope = createScope();
  addToScope(scope, program);
  const found = jsxLinks(program, { scope, seen: new Set() });
  return { links: found.links.map((l) => `${l.line}:${l.column} ${l.tag} ${l.attribute} ${l.url}`), anchors: found.anchors, computed: found.computed };
}

describe('jsxLinks', () => {
  it('reads a TypeScript React page: Link, raw a, ids, literal cards, and counts computed links', () => {
    const page = `import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
const cards = [{ title: 'A', to: '/docs/a' }];
export default function Home({ x }: { x: number }): JSX.Element {
  return (
    <Layout>
      <Heading as="h2" id="top">Top</Heading>
      <Link to="/docs/intro">Intro</Link>
      {cards.map((card) => <Link key={card.to} to={card.to}>{card.title}</Link>)}
      <a href="/raw">Raw</a>
      <Link to="/docs/away" target="_blank">Away</Link>
    </Layout>
  );
}
`;
    expect(read(page, 'src/pages/index.tsx')).toEqual({
      links: ['9:16 Link to /docs/intro', '4:34 Link to /docs/a', '11:15 a href /raw'],
      anchors: ['top'],
      computed: 1,
    });
  });

  it('follows an imported Link under another name, and useBaseUrl', () => {
    const page = `import L from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
export default () => <L to={useBaseUrl('/docs/x')} />;
`;
    expect(read(page, 'src/pages/x.jsx')).toEqual({ links: ['3:28 Link to /docs/x'], anchors: [], computed: 0 });
  });

  it("reads useBaseUrl of a path without a leading slash under the base URL, as useBaseUrl makes it, and a URL with a protocol as it is", () => {
    const page = `import useBaseUrl from '@docusaurus/useBaseUrl';
export default () => <><img src={useBaseUrl('img/shot.png')} /><a href={useBaseUrl('https://example.com/x')}>x</a></>;
`;
    expect(read(page, 'docs/x.mdx').links).toEqual(['2:33 img src /img/shot.png', '2:72 a href https://example.com/x']);
  });

  it('reads the links of a constant once however often it is used', () => {
    const page = `const items = [{ href: '/docs/one' }];
export const A = () => <><List items={items} /><Other values={items} /></>;
`;
    expect(read(page, 'src/pages/a.js')).toEqual({ links: ['1:24 Link href /docs/one'], anchors: [], computed: 0 });
  });

  it('reads the ids a component declares with collectAnchor, and marks each id computed when the page renders', () => {
    const page = `import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
const FIXED = 'fixed-anchor';
export default function Setup({ tool }) {
  useBrokenLinks().collectAnchor(FIXED);
  useBrokenLinks().collectAnchor(tool);
  return <h2><Link id={tool + '-usage'} /><span id="static">Usage</span></h2>;
}
`;
    const program = parseScript(page, 'src/pages/setup.js');
    const scope = createScope();
    addToScope(scope, program);
    const found = jsxLinks(program, { scope, seen: new Set() });
    expect([found.anchors, found.plainIds]).toEqual([['fixed-anchor', COMPUTED_IDS, COMPUTED_IDS], ['static']]);
  });
});
