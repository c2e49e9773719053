/**
 * model (relink): the session's last link resolution (links.ts) patched after the model was,
 * instead of every page resolved again: after a body patch only the changed docs and the pages
 * that read their anchors, after docs came or went only the pages whose lookups now find
 * another answer. Each answers undefined when the last resolution is not one it can patch.
 */
import type { ModelDiff } from './diff.ts';
import { addTo, keepPage, type LinkMemory, type LinkResolution, type ResolvedLink, type Resolver, resolvePage, siteLinkVerdicts } from './links.ts';
import type { ModelMemory } from './memory.ts';
import { routeKey } from './paths.ts';
import { docOf } from './places.ts';
import { scopeKey } from './scopes.ts';
import type { DocRecord, RouteRecord, SiteModel } from './types.ts';

/** The record stands for that route: the same path from the same source (tables may hold an older model's record of it). */
const standsFor = (held: RouteRecord | undefined, route: RouteRecord) => held !== undefined && held.path === route.path && held.source === route.source;

function lookupsIndex(memory: LinkMemory): Map<string, Set<string>> {
  if (!memory.lookupIndex) {
    const index = new Map<string, Set<string>>();
    for (const [source, page] of memory.pages) for (const lookup of page.lookups) addTo(index, lookup, source);
    memory.lookupIndex = index;
  }
  return memory.lookupIndex;
}

function dependentsIndex(memory: LinkMemory): Map<string, Set<string>> {
  if (!memory.dependents) {
    const index = new Map<string, Set<string>>();
    for (const [source, page] of memory.pages) for (const [target] of page.anchors) addTo(index, target, source);
    memory.dependents = index;
  }
  return memory.dependents;
}

/** Makes the indexes the patches read ahead of the first one (`watch`, while nothing is being edited). */
export function prepareRelink(memory: LinkMemory): void {
  lookupsIndex(memory);
  dependentsIndex(memory);
}

/**
 * After `patchModel`: re-resolves only the links of the patched docs and of the pages whose
 * links read the anchors of a route that changed, against the last resolution's tables with
 * those routes swapped in. `links` holds the verdicts of those pages and the site links (the
 * only verdicts that can differ from the last resolution's); `rewrites` is complete. Undefined
 * when there is no last resolution to patch (the caller resolves in full).
 */
export function relinkPages(
  memory: ModelMemory,
  { previous, model, docs, routes }: { previous: LinkResolution['rewrites']; model: SiteModel; docs: ReadonlySet<string>; routes: readonly { before: RouteRecord; after: RouteRecord }[] },
): (LinkResolution & { pages: Set<string> }) | undefined {
  const { links: kept, places } = memory;
  const r = kept.resolver;
  if (!r || r.model.config !== model.config || r.model.staticFiles !== model.staticFiles) return undefined;
  r.model = model;
  const redo = new Set(docs);
  swapRoutes(kept, r, routes, redo);
  // The patched docs' links are new; every other page is resolved again from its kept links.
  const rewrites = resolveAgain(kept, r, redo, previous, (source) => (docs.has(source) ? docOf(places, model, source) : undefined));
  const links: ResolvedLink[] = [];
  for (const source of redo) for (const link of kept.pages.get(source)?.broken ?? []) links.push(link);
  for (const link of siteLinkVerdicts(kept, r)) links.push(link);
  return { links, rewrites, pages: redo, table: r.table, resolved: redo };
}

/** Puts patched routes (same path, new anchors or title) in the tables; the pages that read their anchors go in `redo`. */
function swapRoutes(memory: LinkMemory, r: Resolver, routes: readonly { before: RouteRecord; after: RouteRecord }[], redo: Set<string>): void {
  const index = dependentsIndex(memory);
  for (const { before, after } of routes) {
    r.table.swap(before, after);
    if (standsFor(r.routeByPath.get(before.path), before)) r.routeByPath.set(before.path, after);
    r.anchorKeys.delete(before.path);
    for (const source of index.get(before.path) ?? []) redo.add(source);
  }
}

/**
 * Resolves the pages of `redo` again against the patched tables, from their doc's links when
 * `docFor` has one and from their kept links otherwise, a page in `removed` forgotten; the anchor
 * dependents and the lookup index follow. The last rewrites with those pages' replaced.
 */
function resolveAgain(
  memory: LinkMemory,
  r: Resolver,
  redo: ReadonlySet<string>,
  previous: LinkResolution['rewrites'],
  docFor: (source: string) => DocRecord | undefined,
  removed: ReadonlySet<string> = new Set(),
): Map<string, Map<string, string>> {
  const index = dependentsIndex(memory);
  const rewrites = new Map(previous);
  for (const source of redo) {
    const known = memory.pages.get(source);
    const doc = removed.has(source) ? undefined : docFor(source);
    if (!known && !doc) continue;
    for (const [target] of known?.anchors ?? []) index.get(target)?.delete(source);
    if (removed.has(source)) {
      keepPage(memory, source, undefined);
      rewrites.delete(source);
      continue;
    }
    const page = resolvePage(memory, r, source, doc?.permalink ?? known!.route, doc?.parsed.links ?? known!.links);
    for (const [target] of page.anchors) addTo(index, target, source);
    keepPage(memory, source, page);
    if (page.rewrites) rewrites.set(source, page.rewrites);
    else rewrites.delete(source);
  }
  return rewrites;
}

/**
 * After docs were added or deleted (the model built in full, `diff` what differs from the last
 * one): the last resolution's tables with the routes and docs that came and went, and the links
 * re-resolved of the added and changed docs and of every page whose lookups now find another
 * answer (a link to the new page, or to the deleted one). Unlike `relinkPages`, `links` holds
 * every verdict, the other pages' kept ones too: the checks' suggestions ("did you mean") depend
 * on every route, so they judge them all again. Undefined when the last resolution is not that of
 * `before` or a doc moved to another route (the caller resolves in full).
 */
export function relinkStructure(
  memory: ModelMemory,
  { previous, before, model, diff }: { previous: LinkResolution['rewrites']; before: SiteModel; model: SiteModel; diff: ModelDiff },
): (LinkResolution & { pages: Set<string> }) | undefined {
  const { links: kept, places } = memory;
  const r = kept.resolver;
  const site = kept.site;
  // The last resolution must be that of the last model (the diff says the rest of the site is the same).
  if (!r || !site || r.model !== before || before.config !== model.config) return undefined;
  if (diff.changedDocs.some((doc) => r.permalinks.has(doc.source) && r.permalinks.get(doc.source) !== doc.permalink)) return undefined;
  const index = dependentsIndex(kept);
  const changed = new Set<string>();
  const redo = new Set<string>();
  const routes = site.routes;
  for (const route of diff.removedRoutes) {
    r.table.remove(route);
    routes.delete(routeKey(route.path));
    r.routeByPath.delete(route.path);
    r.anchorKeys.delete(route.path);
    changed.add(`r:${routeKey(route.path)}`);
    for (const source of index.get(route.path) ?? []) redo.add(source);
  }
  for (const route of diff.addedRoutes) {
    r.table.add(route);
    routes.set(routeKey(route.path), route.path);
    if (!r.routeByPath.has(route.path)) r.routeByPath.set(route.path, route);
    r.anchorKeys.delete(route.path);
    changed.add(`r:${routeKey(route.path)}`);
  }
  swapRoutes(kept, r, diff.changedRoutes, redo);
  for (const doc of diff.removedDocs) {
    r.permalinks.delete(doc.source);
    r.scopes.delete(doc.source);
    changed.add(`d:${doc.source}`);
    redo.add(doc.source);
  }
  for (const doc of diff.addedDocs) {
    r.permalinks.set(doc.source, doc.permalink);
    r.scopes.set(doc.source, scopeKey(doc.instance, doc.version));
    changed.add(`d:${doc.source}`);
    redo.add(doc.source);
  }
  for (const doc of diff.changedDocs) if (kept.pages.get(doc.source)?.links !== doc.parsed.links) redo.add(doc.source);
  const lookups = lookupsIndex(kept);
  for (const lookup of changed) for (const source of lookups.get(lookup) ?? []) redo.add(source);
  r.model = model;
  const rewrites = resolveAgain(kept, r, redo, previous, (source) => docOf(places, model, source), new Set(diff.removedDocs.map((doc) => doc.source)));
  const links: ResolvedLink[] = [];
  for (const page of kept.pages.values()) for (const link of page.broken) links.push(link);
  for (const link of siteLinkVerdicts(kept, r)) links.push(link);
  return { links, rewrites, pages: redo, table: r.table, resolved: redo };
}
