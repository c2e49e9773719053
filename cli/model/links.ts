/**
 * model (links): every internal link of the site resolved once — against the route table,
 * the static files and the target page's anchors — so each check only reads the verdicts and
 * the emitter can rewrite file links to routes.
 */
import type { Point } from '../diagnostics/position.ts';
import type { LinkInfo } from '../parse/types.ts';
import { resolveFileLink } from './markdown-links.ts';
import { routeKey } from './paths.ts';
import type { RouteRecord, SiteModel } from './types.ts';

export type LinkStatus = 'ok' | 'no-route' | 'no-anchor' | 'no-markdown-file';

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

const SKIP = /^([a-z][a-z\d+.-]*:|\/\/)/i;
const BASE = 'http://site.invalid';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * `new URL` for every link is most of resolving them, and the same link on the same page
 * resolves the same way every time: `watch` keeps the answers (bounded).
 */
const parsedUrls = new Map<string, { pathname: string; search: string; hash: string }>();
const MAX_PARSED_URLS = 200_000;

function parseAgainst(effective: string, pageRoute: string): { pathname: string; search: string; hash: string } {
  const key = `${pageRoute}\0${effective}`;
  let parsed = parsedUrls.get(key);
  if (!parsed) {
    const url = new URL(effective, BASE + (pageRoute.startsWith('/') ? pageRoute : `/${pageRoute}`));
    parsed = { pathname: url.pathname, search: url.search, hash: url.hash };
    if (parsedUrls.size >= MAX_PARSED_URLS) parsedUrls.clear();
    parsedUrls.set(key, parsed);
  }
  return parsed;
}

export class RouteTable {
  private readonly byKey = new Map<string, RouteRecord>();
  /** while set, every route key and static path a lookup tries goes in here (see resolveLinks) */
  lookups: Set<string> | undefined;
  constructor(
    routes: RouteRecord[],
    private readonly staticFiles: ReadonlySet<string>,
    private readonly baseUrl: string,
  ) {
    for (const route of routes) if (!this.byKey.has(routeKey(route.path))) this.byKey.set(routeKey(route.path), route);
  }

  get keys(): string[] {
    return [...this.byKey.keys()];
  }

  /** Each route key with the path of the route it finds. */
  get paths(): Map<string, string> {
    return new Map([...this.byKey].map(([key, route]) => [key, route.path]));
  }

  private route(key: string): RouteRecord | undefined {
    this.lookups?.add(`r:${key}`);
    return this.byKey.get(key);
  }

  private isStatic(file: string): boolean {
    this.lookups?.add(`s:${file}`);
    return this.staticFiles.has(file);
  }

  /** The route a path names: raw or decoded, with or without a trailing slash, `.html` or `/index.html`. */
  find(pathname: string): RouteRecord | 'static' | undefined {
    // Most links name a route exactly.
    if (this.baseUrl === '/' && pathname !== '/404.html' && !this.isStatic(pathname)) {
      const direct = this.route(routeKey(pathname));
      if (direct) return direct;
    }
    for (const candidate of new Set([pathname, decode(pathname)])) {
      let p = candidate;
      if (this.baseUrl !== '/' && p.startsWith(this.baseUrl)) p = `/${p.slice(this.baseUrl.length)}`;
      if (this.isStatic(p) || p === '/404.html') return 'static';
      const variants = [p, p.replace(/\/index\.html$/, '/'), p.replace(/\.html$/, '')];
      for (const v of variants) {
        const route = this.route(routeKey(v));
        if (route) return route;
      }
    }
    return undefined;
  }
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
  resolved: ResolvedLink[];
  rewrites?: Map<string, string>;
}

const resolvedPages = new Map<string, PageLinks>();

export function resolveLinks(model: SiteModel): { links: ResolvedLink[]; rewrites: Map<string, Map<string, string>> } {
  const { config } = model;
  const table = new RouteTable(model.routes, model.staticFiles, config.baseUrl);
  const docsBySource = new Map(model.docs.map((d) => [d.source, d]));
  const site: Site = {
    config: `${config.baseUrl}\n${config.docs.path}`,
    routes: table.paths,
    staticFiles: model.staticFiles,
    docs: new Map(model.docs.map((d) => [d.source, d.permalink])),
    assets: model.assets,
  };
  const changed = changedLookups(lastSite, site);
  lastSite = site;
  // The docs and assets a page's file links look up, recorded like the route table's lookups.
  let lookups = new Set<string>();
  const docsLookedUp = {
    get: (source: string) => {
      lookups.add(`d:${source}`);
      return docsBySource.get(source);
    },
  };
  const assetsLookedUp = {
    has: (file: string) => {
      lookups.add(`a:${file}`);
      return model.assets.has(file);
    },
  };
  const routeByPath = new Map<string, RouteRecord>();
  for (const route of model.routes) if (!routeByPath.has(route.path)) routeByPath.set(route.path, route);
  const anchorKeys = new Map<string, string>();
  const anchorsOf = (routePath: string): string => {
    let key = anchorKeys.get(routePath);
    if (key === undefined) {
      const route = routeByPath.get(routePath);
      key = route ? [...route.anchors].join('\0') : '\0(no route)';
      anchorKeys.set(routePath, key);
    }
    return key;
  };
  let dependsOn = new Map<string, string>();
  let links: ResolvedLink[] = [];
  const rewrites = new Map<string, Map<string, string>>();

  const judge = (written: string, pageRoute: string, origin: Omit<ResolvedLink, 'written' | 'status'>, effective = written) => {
    const url = parseAgainst(effective, pageRoute);
    const resolved = url.pathname + url.search + url.hash;
    const target = table.find(url.pathname);
    if (!target) return links.push({ written, ...origin, resolved, status: 'no-route' });
    const anchor = url.hash.slice(1);
    if (anchor === '' || target === 'static') return links.push({ written, ...origin, resolved, status: 'ok' });
    dependsOn.set(target.path, anchorsOf(target.path));
    const ok = target.anchors.has(anchor) || target.anchors.has(decode(anchor));
    links.push({ written, ...origin, resolved, status: ok ? 'ok' : 'no-anchor', targetRoute: target.path, anchor: decode(anchor) });
  };

  const pages: { source: string; route: string; links: LinkInfo[]; markdownLinks: boolean }[] = [
    ...model.docs.map((d) => ({ source: d.source, route: d.permalink, links: d.parsed.links, markdownLinks: true })),
    ...model.blogPosts.map((p) => ({ source: p.source, route: p.permalink, links: p.parsed.links, markdownLinks: true })),
    ...model.pages.map((p) => ({ source: p.source, route: p.permalink, links: p.parsed.links, markdownLinks: true })),
  ];
  const all: ResolvedLink[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    seen.add(page.source);
    const known = resolvedPages.get(page.source);
    if (
      known &&
      changed &&
      known.links === page.links &&
      known.route === page.route &&
      !known.lookups.some((lookup) => changed.has(lookup)) &&
      known.anchors.every(([target, anchors]) => anchorsOf(target) === anchors)
    ) {
      all.push(...known.resolved);
      if (known.rewrites) rewrites.set(page.source, known.rewrites);
      continue;
    }
    links = [];
    dependsOn = new Map();
    lookups = new Set();
    table.lookups = lookups;
    for (const link of page.links) {
      if (link.url === '' || SKIP.test(link.url)) continue;
      const origin = { file: page.source, at: { line: link.line, column: link.column }, end: { line: link.endLine, column: link.endColumn }, route: page.route };
      const file = resolveFileLink(link, page.source, config, docsLookedUp, assetsLookedUp);
      if (file) {
        if (!file.href) {
          links.push({ written: link.url, ...origin, status: 'no-markdown-file' });
          continue;
        }
        const map = rewrites.get(page.source) ?? new Map<string, string>();
        rewrites.set(page.source, map);
        map.set(link.url, file.href);
        if (file.asset) continue;
        judge(link.url, page.route, origin, file.href);
        continue;
      }
      judge(link.url, page.route, origin);
    }
    table.lookups = undefined;
    resolvedPages.set(page.source, { links: page.links, route: page.route, lookups: [...lookups], anchors: [...dependsOn], resolved: links, rewrites: rewrites.get(page.source) });
    all.push(...links);
  }
  for (const source of resolvedPages.keys()) if (!seen.has(source)) resolvedPages.delete(source);
  links = all;
  for (const link of model.siteLinks) judge(link.url, '/', { file: link.file, at: link.at, where: link.where });
  return { links, rewrites };
}
