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
  path: string,
  kind: RouteRecord['kind'],
  id: string | undefined,
  title: string,
  layout: RouteRecord['layout'],
  sidebar: string | undefined,
  source: string,
  at: RouteRecord['at'],
  anchors: ReadonlySet<string>,
  scope?: { instance: string; version: string },
): RouteRecord {
  return { path, kind, id, title, layout, sidebar, instance: scope?.instance, version: scope?.version, source, at, anchors };
}

/** A doc's route. */
export const docRoute = (doc: DocRecord, rule: AnchorRule, sets?: AnchorSetMemory): RouteRecord =>
  route(doc.permalink, 'doc', doc.id, doc.title, 'docs', doc.sidebar || undefined, doc.source, doc.parsed.frontmatterKeys.slug ?? START, anchorSetOf(doc.parsed, rule, sets), doc);

export function collectRoutes(
  config: SiteConfig,
  docs: DocRecord[],
  indexes: GeneratedIndex[],
  posts: BlogPostRecord[],
  lists: ListPage[],
  pages: PageRecord[],
  sets?: AnchorSetMemory,
  partials?: ReadonlyMap<string, RenderedPartial[]>,
): RouteRecord[] {
  const routes: RouteRecord[] = [];
  const rule = config.checks.anchors;
  for (const doc of docs) {
    const route = docRoute(doc, rule, sets);
    const rendered = partials?.get(doc.source);
    routes.push(rendered ? { ...route, anchors: withPartialAnchors(route.anchors, rendered, rule) } : route);
  }
  for (const index of indexes) routes.push(route(index.permalink, 'category-index', undefined, index.title, 'docs', index.sidebar, index.source, index.at, NO_ANCHORS, index));
  for (const post of posts) routes.push(route(post.permalink, 'blog-post', post.id, post.title, 'blog', undefined, post.source, post.parsed.frontmatterKeys.slug ?? START, withPartialAnchors(anchorSetOf(post.parsed, rule, sets), partials?.get(post.source), rule)));
  for (const list of lists) routes.push(route(list.permalink, list.kind, undefined, list.title, 'blog', undefined, BUILT_IN, START, NO_ANCHORS));
  for (const page of pages) routes.push(route(page.permalink, 'page', page.id, page.title, 'page', undefined, page.source, page.parsed.frontmatterKeys.slug ?? START, withPartialAnchors(anchorSetOf(page.parsed, rule, sets), partials?.get(page.source), rule)));
  const search = searchPagePath(config);
  if (search) routes.push(route(search, 'search', undefined, 'Search the documentation', 'page', undefined, BUILT_IN, START, NO_ANCHORS));
  routes.push(route(DEBUG_BASE, 'debug', 'index', 'Debug', 'page', undefined, BUILT_IN, START, NO_ANCHORS));
  for (const name of DEBUG_PAGES) routes.push(route(`${DEBUG_BASE}/${name}`, 'debug', name, `Debug: ${name}`, 'page', undefined, BUILT_IN, START, NO_ANCHORS));
  return routes;
}
