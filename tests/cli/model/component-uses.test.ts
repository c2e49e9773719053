import { describe, expect, it } from 'vitest';
import type { ParsedDoc } from '../../../cli/core/parsed-doc.ts';
import { componentUses } from '../../../cli/model/component-uses.ts';

const PILL = `import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
export default function Pill({ term, kind: shape = 'round', ...rest }) {
  const to = useBaseUrl(\`docs/terms#\${term}\`);
  return <Link to={to} className={shape}>{shape}<a href={\`/docs/\${shape}\`}>x</a></Link>;
}
`;

const ARROW = `import Link from '@docusaurus/Link';
const Card = ({ slug }) => <Link to={'/docs/' + slug}>card</Link>;
export default Card;
`;

const page = (components: ParsedDoc['components'], componentModules: Record<string, string>) =>
  ({ source: 'docs/a/page.mdx', parsed: { components, componentModules } as ParsedDoc });

const texts = new Map([
  ['src/components/Pill/index.tsx', PILL],
  ['src/parts/Card.js', ARROW],
  ['src/parts/deep/Card.js', ARROW.replace("'/docs/'", "'/deep/'")],
]);

const linksOf = (found: ReturnType<typeof componentUses>, source = 'docs/a/page.mdx') =>
  found.get(source)?.map((use) => `${use.path} ${use.parsed.links.map((link) => link.url).join(' ')}`);

describe('the components an MDX page renders', () => {
  it("are read with each use's literal props, a parameter's default when a prop is not given", () => {
    const found = componentUses([page([{ name: 'Pill', line: 3, column: 1, props: { term: 'lane' } }, { name: 'Pill', line: 4, column: 1, props: { term: 'frame', kind: 'square' } }], { Pill: '@site/src/components/Pill' })], texts, {}, new Map());
    expect(linksOf(found)).toEqual(['src/components/Pill/index.tsx /docs/terms#lane /docs/round', 'src/components/Pill/index.tsx /docs/terms#frame /docs/square']);
  });

  it('read one use per page for the same props, and find a module through the longest alias or a relative path', () => {
    const uses = [
      { name: 'Card', line: 1, column: 1, props: { slug: 'x' } },
      { name: 'Card', line: 2, column: 1, props: { slug: 'x' } },
      { name: 'Deep', line: 3, column: 1, props: { slug: 'y' } },
      { name: 'Near', line: 4, column: 1, props: { slug: 'z' } },
    ];
    const modules = { Card: '@parts/Card', Deep: '@parts/deep/Card', Near: '../../src/parts/Card' };
    const found = componentUses([page(uses, modules)], texts, { '@parts': 'src/parts', '@parts/deep': 'src/parts/deep' }, new Map());
    expect(linksOf(found)).toEqual(['src/parts/Card.js /docs/x', 'src/parts/deep/Card.js /deep/y', 'src/parts/Card.js /docs/z']);
  });

  it('leave out a component whose module is not one of the files read, or that the page does not import', () => {
    const found = componentUses([page([{ name: 'Gone', line: 1, column: 1 }, { name: 'Tabs', line: 2, column: 1 }], { Gone: '@site/src/components/Gone' })], texts, {}, new Map());
    expect(found.size).toBe(0);
  });
});
