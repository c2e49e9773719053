/** Compile mode: MDX code is parsed and never run; what it says statically is kept, computed links are counted. */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../helpers/parse-page.ts';

const PAGE = `import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CardGrid from '@site/src/components/CardGrid';

export const version = '2.1';

export const cards = [
  {title: 'Setup', href: '/docs/setup'},
  {title: 'Missing', to: '/docs/card-missing'},
];

export function LinkList({items}) {
  return <ul>{items.map((item) => <li key={item.to}><Link to={item.to}>{item.label}</Link></li>)}</ul>;
}

# Components

Version {version}, {['a', 'b'].length} imports and {2 + 2} things.

<CardGrid items={cards} />

<LinkList items={cards} />

- <Link to={\`/docs/\${'setup'}#first-run\`}>Template</Link>
- <Link to={useBaseUrl('/docs/base-url')}>Base URL</Link>
- <a href={useBaseUrl('/docs/raw')}>Raw</a>
- <Link to={someVariable}>Computed</Link>

## Release {version}

<Link id="link-anchor" to="/docs/setup">With an id</Link>
`;

describe('MDX code in compile mode', () => {
  it('reads the links that can be known statically and counts the computed ones, without a finding', async () => {
    const page = await parsePage(PAGE, { mdxCode: 'compile' });
    expect(page.findings).toEqual([]);
    expect(page.links).toEqual([
      '8:26 Link href /docs/setup',
      '9:26 Link to /docs/card-missing',
      '24:9 Link to /docs/setup#first-run',
      '25:9 Link to /docs/base-url',
      '26:6 a href /docs/raw',
      '31:24 Link to /docs/setup',
    ]);
    expect(page.doc.computedLinks).toBe(2);
  });

  it('gives a heading with an expression the id of its source text and the text of its value', async () => {
    const page = await parsePage(PAGE, { mdxCode: 'compile' });
    expect(page.headings).toEqual(['1 - Components', '2 release-version Release 2.1']);
    expect(page.doc.anchors).toEqual(['link-anchor', 'release-version']);
  });

  it('renders an expression as the text of its known value, and drops the others', async () => {
    const page = await parsePage(PAGE, { mdxCode: 'compile' });
    const body = JSON.parse(page.doc.body) as { children: { tagName?: string; children?: { type: string; value?: string }[] }[] };
    const paragraph = body.children.find((n) => n.tagName === 'p');
    expect(paragraph?.children?.map((c) => c.value).join('')).toBe('Version 2.1,  imports and 4 things.');
  });

  it('keeps data mode as it was: export and expressions are errors', async () => {
    const page = await parsePage('export const a = 1;\n\n# T\n\nText {a}.\n');
    expect(page.findings).toEqual([
      '1:1 error unsupported-mdx: `export` and other JavaScript statements are not supported: content is data and is never run',
      '5:6 error unsupported-mdx: the expression {a} is code; content is data and expressions are never evaluated',
    ]);
    expect(page.doc.computedLinks).toBeUndefined();
  });

  it('reads an mdx-code-block fence as the page’s MDX, as Docusaurus unwraps it: its import and its component’s link', async () => {
    const text = "# Tabs\n\n```mdx-code-block\nimport Link from '@docusaurus/Link';\n\n<Link to=\"/docs/setup\">Setup</Link>\n```\n\nAfter.\n";
    const page = await parsePage(text, { mdxCode: 'compile' });
    expect([page.findings, page.links]).toEqual([[], ['6:7 Link to /docs/setup']]);
  });
});

