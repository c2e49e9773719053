import { compile } from '@mdx-js/mdx';
import type { Element } from 'hast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { preprocess } from '../../../../schema/mdx-preprocess.ts';
import { type DocusaurusMarkdownOptions, remarkDocusaurus } from '../../../../renderer/site-build/plugins/remark-docusaurus.ts';

/** The compiled module's JS for a page, with these options (the site's files are under /site). */
async function compiled(text: string, options: Partial<DocusaurusMarkdownOptions> = {}): Promise<string> {
  const plugin: DocusaurusMarkdownOptions = { resolveUrl: () => undefined, codeBlocks: () => undefined, ...options };
  const file = await compile(
    { value: preprocess(text, 'mdx'), path: '/site/docs/page.mdx' },
    { remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkGfm, remarkDirective, [remarkDocusaurus, plugin]], outputFormat: 'program', jsx: true },
  );
  return String(file);
}

describe('remarkDocusaurus', () => {
  it('gives headings the ids the parser gives them, a {#custom} id and an expression slugged by its source', async () => {
    const out = await compiled('# Title\n\n## Hello World\n\n## Release {version} {#custom}\n\n## Release {version}\n\n## Hello World\n');
    expect([...out.matchAll(/<_components\.h2 id="([^"]+)"/g)].map((m) => m[1])).toEqual(['hello-world', 'custom', 'release-version', 'hello-world-1']);
  });

  it('leaves the frontmatter and the leading h1 out of the body (the page shows its title itself)', async () => {
    const out = await compiled('---\ntitle: T\n---\n# Title\n\nText\n');
    expect(out).not.toContain('h1');
    expect(out).not.toContain('title: T');
    expect(out).toContain('<_components.p>{"Text"}</_components.p>');
  });

  it('leaves out the h1 that follows the imports and exports, as the parser does once it has taken them out', async () => {
    const out = await compiled("import X from './x';\nexport const a = 1;\n\n# Title\n\nText\n");
    expect(out).not.toContain('h1');
  });

  it('makes an admonition the div.admonition of the data path, its title from the label', async () => {
    const out = await compiled(':::tip Be careful\n\nBody\n\n:::\n');
    expect(out).toContain('<_components.div className="admonition admonition-tip" data-admonition="tip">');
    expect(out).toContain('<_components.div className="admonition-heading">{"Be careful"}</_components.div>');
    expect(out).toContain('<_components.div className="admonition-content">{"\\n"}<_components.p>{"Body"}</_components.p>{"\\n"}</_components.div>');
  });

  it('puts back the text of directives that are not admonitions', async () => {
    const out = await compiled('Meet at 10:30 today\n');
    expect(out).toContain('<_components.p>{"Meet at 10"}{":30"}{" today"}</_components.p>');
  });

  it('gives links and images the URLs the resolver gives their files, keeping the hash', async () => {
    const seen: string[] = [];
    const resolveUrl = (url: string, file: string) => {
      seen.push(`${file} ${url}`);
      return url.startsWith('./other.md') ? `/docs/other${url.slice('./other.md'.length)}` : undefined;
    };
    const out = await compiled('[Other](./other.md#part) and [out](https://example.com)\n', { resolveUrl });
    expect(out).toContain('href="/docs/other#part"');
    expect(out).toContain('href="https://example.com"');
    expect(seen).toEqual(['/site/docs/page.mdx ./other.md#part', '/site/docs/page.mdx https://example.com']);
  });

  it("makes each code block the artifact's highlighted pre, in order", async () => {
    const pre = (text: string): Element => ({ type: 'element', tagName: 'pre', properties: { dataLanguage: 'js', className: ['shiki'] }, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }] });
    const out = await compiled('```js\na\n```\n\n```js\nb\n```\n', { codeBlocks: (file) => (file === '/site/docs/page.mdx' ? [pre('first'), pre('second')] : undefined) });
    expect(out).toContain('<_components.pre data-language="js" className="shiki"><_components.code>{"first"}</_components.code></_components.pre>');
    expect(out).toContain('{"second"}');
    expect(out).not.toContain('{"a\\n"}');
  });

  it('keeps plain code blocks when the artifact has another number of them', async () => {
    const out = await compiled('```js\na\n```\n', { codeBlocks: () => [] });
    expect(out).toContain('<_components.code className="language-js">{"a\\n"}</_components.code>');
  });
});
