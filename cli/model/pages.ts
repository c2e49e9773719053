/** model (pages): standalone Markdown/MDX pages; `pages/a/b.mdx` is served at `/a/b`. */
import { pageFrontmatter } from '../../schema/frontmatter.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import { joinUrl, stripExtension } from './paths.ts';
import type { PageRecord } from './types.ts';

export function buildPage(source: SourceFile, parsed: ParsedDoc): PageRecord | undefined {
  const fm = pageFrontmatter.parse(parsed.frontmatter);
  if (fm.draft) return undefined;
  const id = stripExtension(source.relPath);
  const permalink = fm.slug ? joinUrl(fm.slug) : /(^|\/)index$/i.test(id) ? joinUrl(id.replace(/index$/i, '')) : joinUrl(id);
  return {
    id,
    source: source.path,
    title: fm.title ?? parsed.contentTitle ?? id,
    description: fm.description ?? parsed.excerpt ?? '',
    permalink,
    parsed,
  };
}
