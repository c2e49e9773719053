/** model (routes): every page the site will have, with its origin and the anchors it carries. */
import type { AnchorRule, SiteConfig } from '../../schema/config.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { linkableAnchors } from './linkable-anchors.ts';
import { type RenderedPartial, withPartialAnchors } from './partials.ts';
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
 * A session's anchor sets by parse result: `watch` collects the routes of every page each cycle,
 * and the same set object lets the link stage see at once that a page's anchors did not change.
 */
export type AnchorSetMemory = WeakMap<ParsedDoc, ReadonlySet<string>>;

/** A page's linkable anchors as a set, made once per parse result when `sets` are kept (a session's rule does not change). */
export function anchorSetOf(parsed: ParsedDoc, rule: AnchorRule, sets?: AnchorSetMemory): ReadonlySet<string> {
  let set = sets?.get(parsed);
  if (!set) {
    set = new Set(linkableAnchors(parsed, rule));
    sets?.set(parsed, set);
  }
  return set;
}

/**
 * A route record with every field present (undefined when it has none): records of one shape
 * keep the property reads of the link and check stages monomorphic, and fast.
 */
function route(
  { path, kind, id, title, layout, sidebar, source, at, anchors }: Omit<RouteRecord, 'instance' | 'version'>,
  scope?: { instance: string; version: string },
): RouteRecord {
  return { path, kind, id, title, layout, sidebar, instance: scope?.instance, version: scope?.version, source, at, anchors };
}

/** A doc's route. */
export const docRoute = (doc: DocRecord, rule: AnchorRule, sets?: AnchorSetMemory): RouteRecord =>
  route({ path: doc.permalink, kind: 'doc', id: doc.id, title: doc.title, layout: 'docs', sidebar: doc.sidebar || undefined, source: doc.source, at: doc.parsed.frontmatterKeys.slug ?? START, anchors: anchorSetOf(doc.parsed, rule, sets) }, doc);

/** A route docs-cli makes itself (a blog list, search, debug): no source file, no anchors. */
function builtInRoute(path: string, kind: RouteRecord['kind'], id: string | undefined, title: string, layout: RouteRecord['layout']): RouteRecord {
  return route({ path, kind, id, title, layout, sidebar: undefined, source: BUILT_IN, at: START, anchors: NO_ANCHORS });
}

/** Every route of the site, each kind's in turn; `sets` keeps the anchor sets of unchanged pages, `partials` adds the anchors of those a page renders. */
export function collectRoutes(
  config: SiteConfig,
  {
    docs,
    indexes,
    posts,
    lists,
    pages,
  }: { docs: DocRecord[]; indexes: GeneratedIndex[]; posts: BlogPostRecord[]; lists: ListPage[]; pages: PageRecord[] },
  memory: { sets?: AnchorSetMemory; partials?: ReadonlyMap<string, RenderedPartial[]> } = {},
): RouteRecord[] {
  const { sets, partials } = memory;
  const routes: RouteRecord[] = [];
  const rule = config.checks.anchors;
  for (const doc of docs) {
    const route = docRoute(doc, rule, sets);
    const rendered = partials?.get(doc.source);
    routes.push(rendered ? { ...route, anchors: withPartialAnchors(route.anchors, rendered, rule) } : route);
  }
  for (const index of indexes) routes.push(route({ path: index.permalink, kind: 'category-index', id: undefined, title: index.title, layout: 'docs', sidebar: index.sidebar, source: index.source, at: index.at, anchors: NO_ANCHORS }, index));
  for (const post of posts) {
    const anchors = withPartialAnchors(anchorSetOf(post.parsed, rule, sets), partials?.get(post.source), rule);
    routes.push(route({ path: post.permalink, kind: 'blog-post', id: post.id, title: post.title, layout: 'blog', sidebar: undefined, source: post.source, at: post.parsed.frontmatterKeys.slug ?? START, anchors }));
  }
  for (const list of lists) routes.push(builtInRoute(list.permalink, list.kind, undefined, list.title, 'blog'));
  for (const page of pages) {
    const anchors = withPartialAnchors(anchorSetOf(page.parsed, rule, sets), partials?.get(page.source), rule);
    routes.push(route({ path: page.permalink, kind: 'page', id: page.id, title: page.title, layout: 'page', sidebar: undefined, source: page.source, at: page.parsed.frontmatterKeys.slug ?? START, anchors }));
  }
  const search = searchPagePath(config);
  if (search) routes.push(builtInRoute(search, 'search', undefined, 'Search the documentation', 'page'));
  routes.push(builtInRoute(DEBUG_BASE, 'debug', 'index', 'Debug', 'page'));
  for (const name of DEBUG_PAGES) routes.push(builtInRoute(`${DEBUG_BASE}/${name}`, 'debug', name, `Debug: ${name}`, 'page'));
  return routes;
}
