/** A page's format: the site's, unless its frontmatter says `mdx: { format }`, as Docusaurus reads it. */
import { describe, expect, it } from 'vitest';
import { formatByExtension, frontmatterFormat, pageFormat } from '../../../cli/parse/format.ts';
import { parsePage } from '../../helpers/parse-page.ts';

describe('pageFormat', () => {
  it('takes mdx.format from the frontmatter, detect going by the extension', () => {
    expect(frontmatterFormat('---\nmdx:\n  format: md\n---\n# T\n')).toBe('md');
    expect(pageFormat('docs/a.md', 'mdx', '---\nmdx: {format: md}\n---\n')).toBe('md');
    expect(pageFormat('docs/a.mdx', 'md', '---\nmdx:\n  format: mdx\n---\n')).toBe('mdx');
    expect(pageFormat('docs/a.md', 'mdx', '---\nmdx:\n  format: detect\n---\n')).toBe('md');
    expect(pageFormat('docs/a.mdx', 'md', '---\nmdx:\n  format: detect\n---\n')).toBe('mdx');
  });

  it('keeps the site format without mdx.format, including for a top-level format key', () => {
    expect(pageFormat('docs/a.md', 'mdx', '---\nformat: md\n---\n')).toBe('mdx');
    expect(pageFormat('docs/a.md', 'mdx', '# No frontmatter\n')).toBe('mdx');
    expect(formatByExtension('docs/a.markdown')).toBe('md');
    expect(formatByExtension('docs/a.mdx')).toBe('mdx');
  });
});

describe('pages with mdx.format: md', () => {
  it('reads braces as text and raw HTML as elements: links and ids counted', async () => {
    const text = '---\nmdx:\n  format: md\n---\n\n# Plain\n\nSo {curly braces} are text.\n\n<div>A <a href="/docs/raw">raw link</a>.</div>\n\n<h2 id="raw-h2">Raw</h2>\n\n[Back](#raw-h2)\n';
    const page = await parsePage(text, { path: 'docs/format-md.md' });
    expect(page.findings).toEqual([]);
    expect(page.links).toEqual(['10:8 a href /docs/raw', '14:1 a href #raw-h2']);
    expect(page.doc.anchors).toEqual(['raw-h2']);
  });

  it('says a top-level format key is not read, and parses the page as MDX', async () => {
    const page = await parsePage('---\nformat: md\n---\n\n# T\n\n{curly}\n', { path: 'docs/top.md' });
    expect(page.findings).toEqual([
      '2:1 warn unknown-frontmatter-key: the frontmatter key `format` is not read: a page sets its format with `mdx: { format: md }`',
      '7:1 error unsupported-mdx: the expression {curly} is code; content is data and expressions are never evaluated',
    ]);
  });
});
