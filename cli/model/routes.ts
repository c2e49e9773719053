/** model (routes): every page the site will have, with its origin and the anchors it carries. */
import type { SiteConfig } from '../../schema/config.ts';
import type { ParsedDoc } from '../parse/types.ts';
import { joinUrl } from './paths.ts';
import type { BlogPostRecord, DocRecord, GeneratedIndex, ListPage, PageRecord, RouteRecord } from './types.ts';

export const DEBUG_BASE = '/__docs/debug';
export const DEBUG_PAGES = ['config', 'content', 'globalData', 'metadata', 'registry', 'routes'] as const;
const BUILT_IN = '(built-in)';
const NO_ANCHORS: ReadonlySet<string> = new Set();
const START = { line: 1, column: 1 };

export function searchPagePath(config: SiteConfig): string | undefined {
  const configured = config.themeConfig.algolia?.searchPagePath;
  if (configured === false) return undefined;
  return joinUrl(configured ?? 'search');
}

/**
 * A page's anchors as a set, made once per parse result: `watch` collects the routes of every
 * page each cycle, and the same set object lets the link stage see at once that a page's anchors
 * did not change.
 */
const anchorSets = new WeakMap<ParsedDoc, ReadonlySet<string>>();

export function anchorSetOf(parsed: ParsedDoc): ReadonlySet<string> {
  let set = anchorSets.get(parsed);
  if (!set) {
    set = new Set(parsed.anchors);
    anchorSets.set(parsed, set);
  }
  return set;
}

export function collectRoutes(
  config: SiteConfig,
  docs: DocRecord[],
  indexes: GeneratedIndex[],
  posts: BlogPostRecord[],
  lists: ListPage[],
  pages: PageRecord[],
): RouteRecord[] {
  const routes: RouteRecord[] = [];
  for (const doc of docs) {
    routes.push({
      path: doc.permalink,
      kind: 'doc',
      id: doc.id,
      title: doc.title,
      layout: 'docs',
      ...(doc.sidebar ? { sidebar: doc.sidebar } : {}),
      source: doc.source,
      at: doc.parsed.frontmatterKeys.slug ?? START,
      anchors: anchorSetOf(doc.parsed),
    });
  }
  for (const index of indexes) {
    routes.push({ path: index.permalink, kind: 'category-index', title: index.title, layout: 'docs', sidebar: index.sidebar, source: index.source, at: index.at, anchors: NO_ANCHORS });
  }
  for (const post of posts) {
    routes.push({ path: post.permalink, kind: 'blog-post', id: post.id, title: post.title, layout: 'blog', source: post.source, at: post.parsed.frontmatterKeys.slug ?? START, anchors: anchorSetOf(post.parsed) });
  }
  for (const list of lists) {
    routes.push({ path: list.permalink, kind: list.kind, title: list.title, layout: 'blog', source: BUILT_IN, at: START, anchors: NO_ANCHORS });
  }
  for (const page of pages) {
    routes.push({ path: page.permalink, kind: 'page', id: page.id, title: page.title, layout: 'page', source: page.source, at: page.parsed.frontmatterKeys.slug ?? START, anchors: anchorSetOf(page.parsed) });
  }
  const search = searchPagePath(config);
  if (search) routes.push({ path: search, kind: 'search', title: 'Search the documentation', layout: 'page', source: BUILT_IN, at: START, anchors: NO_ANCHORS });
  routes.push({ path: DEBUG_BASE, kind: 'debug', id: 'index', title: 'Debug', layout: 'page', source: BUILT_IN, at: START, anchors: NO_ANCHORS });
  for (const name of DEBUG_PAGES) {
    routes.push({ path: `${DEBUG_BASE}/${name}`, kind: 'debug', id: name, title: `Debug: ${name}`, layout: 'page', source: BUILT_IN, at: START, anchors: NO_ANCHORS });
  }
  return routes;
}
