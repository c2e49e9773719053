/** Parses one page in-process with the parser's options, and trims the result for exact comparisons. */
import type { ParseOptions } from '../../cli/core/parse-options.ts';
import { parseSource } from '../../cli/parse/index.ts';

export const THEMES = { light: 'github-light', dark: 'github-dark' };

export async function parsePage(text: string, options: Partial<ParseOptions> & { path?: string; format?: 'md' | 'mdx' } = {}) {
  const { path = 'docs/page.mdx', format = path.endsWith('.mdx') ? 'mdx' : 'mdx', ...parseOptions } = options;
  const doc = await parseSource({ path, hash: 'h', kind: 'doc', format, text }, { themes: THEMES, ...parseOptions });
  return {
    doc,
    findings: doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.level} ${d.code}: ${d.message}`),
    links: doc.links.map((l) => `${l.line}:${l.column} ${l.tag} ${l.attribute} ${l.url}`),
    headings: doc.headings.map((h) => `${h.depth} ${h.id ?? '-'} ${h.text}`),
  };
}
