/**
 * model (links): every internal link of the site resolved once — against the route table,
 * the static files and the target page's anchors — so each check only reads the verdicts and
 * the emitter can rewrite file links to routes.
 */
import { isExternalUrl } from '../../schema/paths.ts';
import type { Point } from '../core/point.ts';
import type { LinkInfo } from '../core/parsed-doc.ts';
import { resolveFileLink } from './markdown-links.ts';
import type { ModelDiff } from './diff.ts';
import { routeKey } from './paths.ts';
import { docOf } from './places.ts';
import { decode, RouteTable } from './route-table.ts';
import type { DocRecord, RouteRecord, SiteModel } from './types.ts';

export type LinkStatus = 'no-route' | 'no-anchor' | 'no-markdown-file';

/** A link that does not resolve, and why: the verdicts the checks report (links that resolve need no record). */
export interface ResolvedLink {
  written: string;
  file: string;
  at: Point;
  end?: Point;
  /** the page the link is on (absent for config and sidebar links) */
  route?: string;
  where?: string;
  /** absolute path + query + hash the link resolves to */
  resolved?: string;
  status: LinkStatus;
  /** for no-anchor: the route whose anchors were searched */
  targetRoute?: string;
  anchor?: string;
}

const BASE = 'http://site.invalid';

/**
 * `new URL` for every link is most of resolving them, and the same link on the same page
 * resolves the same way every time: `watch` keeps the answers (bounded).
 */
const parsedUrls = new Map<string, { pathname: string; search: string; hash: string }>();
const MAX_PARSED_URLS = 200_000;

/**
 * An absolute path of plain segments (letters, digits, `_`, `-`, dots inside a name) with at
 * most a plain fragment: `new URL` gives it back as it is, so it is split here instead. Most
 * links are such paths (a file link's route always is), and every one of a cold 1,000-page
 * check's 13,250 links went through `new URL`.
 */
const PLAIN_ABSOLUTE = /^(\/(?:[\w-][\w.-]*(?:\/[\w-][\w.-]*)*\/?)?)(?:#([\w.-]*))?$/;

/** The link's path, query and fragment as the browser would resolve it on the page; undefined when it is no URL at all. */
export function parseAgainst(effective: string, pageRoute: string): { pathname: string; search: string; hash: string } | undefined {
  const plain = PLAIN_ABSOLUTE.exec(effective);
  if (plain) return { pathname: plain[1], search: '', hash: plain[2] ? `#${plain[2]}` : '' };
  const key = `${pageRoute}\0${effective}`;
  let parsed = parsedUrls.get(key);
  if (!parsed) {
    let url: URL;
    try {
      url = new URL(effective, BASE + (pageRoute.startsWith('/') ? pageRoute : `/${pageRoute}`));
    } catch {
      return undefined; // `\\` and the like: an empty host
    }
    parsed = { pathname: url.pathname, search: url.search, hash: url.hash };
    if (parsedUrls.size >= MAX_PARSED_URLS) parsedUrls.clear();
    parsedUrls.set(key, parsed);
  }
  return parsed;
}

/**
 * What decides where a page's links go, besides its own links: the config's base URL and docs
 * folder (a change re-resolves every page), and the routes, static files, docs and assets its
 * links looked up. Each page keeps the lookups it made (`r:` route keys, `s:` static paths,
 * `d:` doc sources, `a:` assets, hits and misses alike); a cycle compares the new site with the
 * last one and re-resolves only the pages whose lookups changed answer, so adding or deleting a
 * page re-checks the links that named it rather than every link of the site. The anchors of the
 * routes a page's `#` links name are kept per page too: renaming a heading re-checks only the
 * pages that link into that page.
 */
interface Site {
  config: string;
  routes: Map<string, string>;
  staticFiles: ReadonlySet<string>;
  docs: Map<string, string>;
  assets: ReadonlySet<string>;
}

let lastSite: Site | undefined;

/** The lookups whose answer differs between two sites; undefined when everything must be resolved again. */
function changedLookups(before: Site | undefined, after: Site): Set<string> | undefined {
  if (!before || before.config !== after.config) return undefined;
  const changed = new Set<string>();
  const diff = <V>(prefix: string, a: ReadonlyMap<string, V>, b: ReadonlyMap<string, V>) => {
    for (const [key, value] of a) if (b.get(key) !== value) changed.add(prefix + key);
    for (const key of b.keys()) if (!a.has(key)) changed.add(prefix + key);
  };
  const setDiff = (prefix: string, a: ReadonlySet<string>, b: ReadonlySet<string>) => {
    if (a === b) return;
    for (const key of a) if (!b.has(key)) changed.add(prefix + key);
    for (const key of b) if (!a.has(key)) changed.add(prefix + key);
  };
  diff('r:', before.routes, after.routes);
  diff('d:', before.docs, after.docs);
  setDiff('s:', before.staticFiles, after.staticFiles);
  setDiff('a:', before.assets, after.assets);
  return changed;
}

interface PageLinks {
  links: LinkInfo[];
  route: string;
  /** what its links looked up (see Site) */
  lookups: string[];
  /** the routes whose anchors this page's links were checked against, with those anchors */
  anchors: [path: string, anchors: string][];
  /** the verdicts of its links that do not resolve */
  broken: ResolvedLink[];
  rewrites?: Map<string, string>;
}

const resolvedPages = new Map<string, PageLinks>();

/** The record stands for that route: the same path from the same source (tables may hold an older model's record of it). */
const standsFor = (held: RouteRecord | undefined, route: RouteRecord) => held !== undefined && held.path === route.path && held.source === route.source;

/** What resolving a page's links reads, made once per full resolution and patched by `relinkPages`. */
interface Resolver {
  model: SiteModel;
  table: RouteTable;
  /** doc permalinks by source (not the records: a patch would keep every replaced parse result alive through them) */
  permalinks: Map<string, string>;
  routeByPath: Map<string, RouteRecord>;
  /** each route's anchors as one string, made when first asked for */
  anchorKeys: Map<string, string>;
}

let lastResolver: Resolver | undefined;
/** route path → the pages whose links were checked against its anchors; made when a patch first needs it */
let dependents: Map<string, Set<string>> | undefined;

function makeResolver(model: SiteModel): Resolver {
  const routeByPath = new Map<string, RouteRecord>();
  for (const route of model.routes) if (!routeByPath.has(route.path)) routeByPath.set(route.path, route);
  return {
    model,
    table: new RouteTable(model.routes, model.staticFiles, model.config.baseUrl),
    permalinks: new Map(model.docs.map((d) => [d.source, d.permalink])),
    routeByPath,
    anchorKeys: new Map(),
  };
}

/** Anchor sets as one string each, kept by set: routes share a page's set while its parse result is unchanged (model/routes.ts). */
const anchorTexts = new WeakMap<ReadonlySet<string>, string>();

function anchorsOf(r: Resolver, routePath: string): string {
  let key = r.anchorKeys.get(routePath);
  if (key === undefined) {
    const route = r.routeByPath.get(routePath);
    if (route) {
      key = anchorTexts.get(route.anchors);
      if (key === undefined) {
        key = [...route.anchors].join('\0');
        anchorTexts.set(route.anchors, key);
      }
    } else key = '\0(no route)';
    r.anchorKeys.set(routePath, key);
  }
  return key;
}

type Origin = () => Omit<ResolvedLink, 'written' | 'status'>;

/**
 * Judges one link: a broken one's verdict is pushed to `out`, and made (with `origin`) only
 * then: in the 10,000-page benchmark corpus all but 2,670 of 132,500 links resolve, and the
 * checks walked a record of each to find the broken ones. The route whose anchors it read goes
 * in `dependsOn`.
 */
function judge(r: Resolver, out: ResolvedLink[], dependsOn: Map<string, string>, written: string, pageRoute: string, origin: Origin, effective = written): void {
  const url = parseAgainst(effective, pageRoute);
  if (!url) {
    out.push({ written, ...origin(), status: 'no-route' });
    return;
  }
  const target = r.table.find(url.pathname);
  if (!target) {
    out.push({ written, ...origin(), resolved: url.pathname + url.search + url.hash, status: 'no-route' });
    return;
  }
  const anchor = url.hash.slice(1);
  if (anchor === '' || target === 'static') return;
  dependsOn.set(target.path, anchorsOf(r, target.path));
  if (target.anchors.has(anchor) || target.anchors.has(decode(anchor))) return;
  out.push({ written, ...origin(), resolved: url.pathname + url.search + url.hash, status: 'no-anchor', targetRoute: target.path, anchor: decode(anchor) });
}

/** Resolves every link of one page, recording what the answers depended on. */
function resolvePage(r: Resolver, source: string, route: string, pageLinks: LinkInfo[]): PageLinks {
  const { config, assets } = r.model;
  const lookups = new Set<string>();
  const docsLookedUp = {
    get: (file: string) => {
      lookups.add(`d:${file}`);
      const permalink = r.permalinks.get(file);
      return permalink === undefined ? undefined : { permalink };
    },
  };
  const assetsLookedUp = {
    has: (file: string) => {
      lookups.add(`a:${file}`);
      return assets.has(file);
    },
  };
  const dependsOn = new Map<string, string>();
  const out: ResolvedLink[] = [];
  let rewrites: Map<string, string> | undefined;
  r.table.lookups = lookups;
  for (const link of pageLinks) {
    if (link.url === '' || isExternalUrl(link.url)) continue;
    const origin = () => ({ file: source, at: { line: link.line, column: link.column }, end: { line: link.endLine, column: link.endColumn }, route });
    const file = resolveFileLink(link, source, config, docsLookedUp, assetsLookedUp);
    if (file) {
      if (!file.href) {
        out.push({ written: link.url, ...origin(), status: 'no-markdown-file' });
        continue;
      }
      rewrites ??= new Map();
      rewrites.set(link.url, file.href);
      if (file.asset) continue;
      judge(r, out, dependsOn, link.url, route, origin, file.href);
      continue;
    }
    judge(r, out, dependsOn, link.url, route, origin);
  }
  r.table.lookups = undefined;
  return { links: pageLinks, route, lookups: [...lookups], anchors: [...dependsOn], broken: out, rewrites };
}

function siteLinkVerdicts(r: Resolver): ResolvedLink[] {
  const out: ResolvedLink[] = [];
  for (const link of r.model.siteLinks) judge(r, out, new Map(), link.url, '/', () => ({ file: link.file, at: link.at, where: link.where }));
  return out;
}

export interface LinkResolution {
  /** the verdicts of the links that do not resolve */
  links: ResolvedLink[];
  /** per source: file links as written → the routes they were rewritten to */
  rewrites: Map<string, Map<string, string>>;
  /** the route table the links were resolved against (the checks read it too) */
  table: RouteTable;
  /** the pages whose links were resolved again (the others kept their verdicts and rewrites) */
  resolved: Set<string>;
}

export function resolveLinks(model: SiteModel): LinkResolution {
  const { config } = model;
  const r = makeResolver(model);
  lastResolver = r;
  dependents = undefined;
  const site: Site = {
    config: `${config.baseUrl}\n${config.docs.path}`,
    routes: r.table.paths,
    staticFiles: model.staticFiles,
    docs: r.permalinks,
    assets: model.assets,
  };
  const changed = changedLookups(lastSite, site);
  lastSite = site;
  const rewrites = new Map<string, Map<string, string>>();

  const pages: { source: string; route: string; links: LinkInfo[] }[] = [
    ...model.docs.map((d) => ({ source: d.source, route: d.permalink, links: d.parsed.links })),
    ...model.blogPosts.map((p) => ({ source: p.source, route: p.permalink, links: p.parsed.links })),
    ...model.pages.map((p) => ({ source: p.source, route: p.permalink, links: p.parsed.links })),
  ];
  const all: ResolvedLink[] = [];
  const seen = new Set<string>();
  const resolved = new Set<string>();
  for (const page of pages) {
    seen.add(page.source);
    let known = resolvedPages.get(page.source);
    if (
      !known ||
      !changed ||
      known.links !== page.links ||
      known.route !== page.route ||
      known.lookups.some((lookup) => changed.has(lookup)) ||
      !known.anchors.every(([target, anchors]) => anchorsOf(r, target) === anchors)
    ) {
      known = resolvePage(r, page.source, page.route, page.links);
      keepPage(page.source, known);
      resolved.add(page.source);
    }
    for (const link of known.broken) all.push(link);
    if (known.rewrites) rewrites.set(page.source, known.rewrites);
  }
  for (const source of resolvedPages.keys()) if (!seen.has(source)) keepPage(source, undefined);
  for (const link of siteLinkVerdicts(r)) all.push(link);
  return { links: all, rewrites, table: r.table, resolved };
}

/**
 * lookup → the pages whose links made it (see Site): which pages a route or doc that came or went
 * concerns, without going through every page's lookups (≈ 200,000 at 10,000 pages). Made when a
 * structural patch first needs it, and kept up to date from then on by every resolution.
 */
let lookupIndex: Map<string, Set<string>> | undefined;

function lookupsIndex(): Map<string, Set<string>> {
  if (!lookupIndex) {
    lookupIndex = new Map();
    for (const [source, page] of resolvedPages) for (const lookup of page.lookups) addTo(lookupIndex, lookup, source);
  }
  return lookupIndex;
}

function addTo(index: Map<string, Set<string>>, key: string, source: string): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(source);
}

/** A page's resolution kept (or forgotten), with the lookup index in step when there is one. */
function keepPage(source: string, page: PageLinks | undefined): void {
  if (lookupIndex) {
    for (const lookup of resolvedPages.get(source)?.lookups ?? []) lookupIndex.get(lookup)?.delete(source);
    for (const lookup of page?.lookups ?? []) addTo(lookupIndex, lookup, source);
  }
  if (page) resolvedPages.set(source, page);
  else resolvedPages.delete(source);
}

/** Makes the indexes the patches read ahead of the first one (`watch`, while nothing is being edited). */
export function prepareRelink(): void {
  lookupsIndex();
  dependentsIndex();
}

function dependentsIndex(): Map<string, Set<string>> {
  if (!dependents) {
    dependents = new Map();
    for (const [source, page] of resolvedPages) for (const [target] of page.anchors) addDependent(target, source);
  }
  return dependents;
}

function addDependent(target: string, source: string): void {
  addTo(dependents!, target, source);
}

/**
 * After `patchModel`: re-resolves only the links of the patched docs and of the pages whose
 * links read the anchors of a route that changed, against the last resolution's tables with
 * those routes swapped in. `links` holds the verdicts of those pages and the site links (the
 * only verdicts that can differ from the last resolution's); `rewrites` is complete. Undefined
 * when there is no last resolution to patch (the caller resolves in full).
 */
export function relinkPages(
  previous: LinkResolution['rewrites'],
  model: SiteModel,
  docs: ReadonlySet<string>,
  routes: readonly { before: RouteRecord; after: RouteRecord }[],
): (LinkResolution & { pages: Set<string> }) | undefined {
  const r = lastResolver;
  if (!r || r.model.config !== model.config || r.model.staticFiles !== model.staticFiles) return undefined;
  r.model = model;
  const redo = new Set(docs);
  swapRoutes(r, routes, redo);
  // The patched docs' links are new; every other page is resolved again from its kept links.
  const rewrites = resolveAgain(r, redo, previous, (source) => (docs.has(source) ? docOf(model, source) : undefined));
  const links: ResolvedLink[] = [];
  for (const source of redo) for (const link of resolvedPages.get(source)?.broken ?? []) links.push(link);
  for (const link of siteLinkVerdicts(r)) links.push(link);
  return { links, rewrites, pages: redo, table: r.table, resolved: redo };
}

/** Puts patched routes (same path, new anchors or title) in the tables; the pages that read their anchors go in `redo`. */
function swapRoutes(r: Resolver, routes: readonly { before: RouteRecord; after: RouteRecord }[], redo: Set<string>): void {
  const index = dependentsIndex();
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
  r: Resolver,
  redo: ReadonlySet<string>,
  previous: LinkResolution['rewrites'],
  docFor: (source: string) => DocRecord | undefined,
  removed: ReadonlySet<string> = new Set(),
): Map<string, Map<string, string>> {
  const index = dependentsIndex();
  const rewrites = new Map(previous);
  for (const source of redo) {
    const known = resolvedPages.get(source);
    const doc = removed.has(source) ? undefined : docFor(source);
    if (!known && !doc) continue;
    for (const [target] of known?.anchors ?? []) index.get(target)?.delete(source);
    if (removed.has(source)) {
      keepPage(source, undefined);
      rewrites.delete(source);
      continue;
    }
    const page = resolvePage(r, source, doc?.permalink ?? known!.route, doc?.parsed.links ?? known!.links);
    for (const [target] of page.anchors) addDependent(target, source);
    keepPage(source, page);
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
export function relinkStructure(previous: LinkResolution['rewrites'], before: SiteModel, model: SiteModel, diff: ModelDiff): (LinkResolution & { pages: Set<string> }) | undefined {
  const r = lastResolver;
  const site = lastSite;
  // The last resolution must be that of the last model (the diff says the rest of the site is the same).
  if (!r || !site || r.model !== before || before.config !== model.config) return undefined;
  if (diff.changedDocs.some((doc) => r.permalinks.has(doc.source) && r.permalinks.get(doc.source) !== doc.permalink)) return undefined;
  const index = dependentsIndex();
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
  swapRoutes(r, diff.changedRoutes, redo);
  for (const doc of diff.removedDocs) {
    r.permalinks.delete(doc.source);
    changed.add(`d:${doc.source}`);
    redo.add(doc.source);
  }
  for (const doc of diff.addedDocs) {
    r.permalinks.set(doc.source, doc.permalink);
    changed.add(`d:${doc.source}`);
    redo.add(doc.source);
  }
  for (const doc of diff.changedDocs) if (resolvedPages.get(doc.source)?.links !== doc.parsed.links) redo.add(doc.source);
  const lookups = lookupsIndex();
  for (const lookup of changed) for (const source of lookups.get(lookup) ?? []) redo.add(source);
  r.model = model;
  const rewrites = resolveAgain(r, redo, previous, (source) => docOf(model, source), new Set(diff.removedDocs.map((doc) => doc.source)));
  const links: ResolvedLink[] = [];
  for (const page of resolvedPages.values()) for (const link of page.broken) links.push(link);
  for (const link of siteLinkVerdicts(r)) links.push(link);
  return { links, rewrites, pages: redo, table: r.table, resolved: redo };
}
