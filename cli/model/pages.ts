/** model (pages): standalone Markdown/MDX pages; `pages/a/b.mdx` is served at `/a/b`. */
import { pageFrontmatter } from '../../schema/frontmatter.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import { joinUrl, stripExtension } from './paths.ts';
import type { PageRecord } from './types.ts';

/** `routeBasePath`: the pages plugin's URL prefix (`/` by default). A React page (`.js/.tsx`) is routed as a Markdown one. */
export function buildPage(source: Pick<SourceFile, 'path' | 'relPath'>, parsed: ParsedDoc, routeBasePath = '/'): PageRecord | undefined {
  const fm = pageFrontmatter.parse(parsed.frontmatter);
  if (fm.draft) return undefined;
  const id = stripExtension(source.relPath).replace(/\.(jsx?|tsx?)$/i, '');
  const base = routeBasePath.replace(/^\/+|\/+$/g, '');
  const permalink = fm.slug ? joinUrl(base, fm.slug.replace(/^\//, '')) : /(^|\/)index$/i.test(id) ? joinUrl(base, id.replace(/index$/i, '')) : joinUrl(base, id);
  return {
    id,
    source: source.path,
    title: fm.title ?? parsed.contentTitle ?? id,
    description: fm.description ?? parsed.excerpt ?? '',
    permalink,
    parsed,
  };
}
