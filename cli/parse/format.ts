/**
 * The format a page is parsed in: the site's (`markdown.format`, already applied to the source),
 * unless its frontmatter says `mdx: { format: md | mdx | detect }`, as Docusaurus reads it. A
 * top-level `format:` key is not read (Docusaurus ignores it too; the frontmatter plugin says so).
 */
import { parseDocument } from 'yaml';

const MD_EXTENSIONS = /\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i;
const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Docusaurus's `detect`: the Markdown extensions are CommonMark, anything else MDX. */
export function formatByExtension(path: string): 'md' | 'mdx' {
  return MD_EXTENSIONS.test(path) ? 'md' : 'mdx';
}

/** The `mdx.format` of the frontmatter, when it names one. */
export function frontmatterFormat(text: string): 'md' | 'mdx' | 'detect' | undefined {
  if (!text.startsWith('---')) return undefined;
  const block = FRONTMATTER.exec(text)?.[1];
  if (!block || !/^mdx[ \t]*:/m.test(block)) return undefined;
  const doc = parseDocument(block, { prettyErrors: false });
  if (doc.errors.length > 0) return undefined;
  const format = doc.getIn(['mdx', 'format']);
  return format === 'md' || format === 'mdx' || format === 'detect' ? format : undefined;
}

export function pageFormat(path: string, siteFormat: 'md' | 'mdx', text: string): 'md' | 'mdx' {
  const own = frontmatterFormat(text);
  if (own === undefined) return siteFormat;
  return own === 'detect' ? formatByExtension(path) : own;
}
