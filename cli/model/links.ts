/**
 * model (links): every internal link of the site resolved once — against the route table,
 * the static files and the target page's anchors — so each check only reads the verdicts and
 * the emitter can rewrite file links to routes. A session keeps each page's resolution, and the
 * next run resolves again only the pages whose links or lookups changed (relink.ts patches it).
 */
import { contentFoldersOf } from '../../schema/config.ts';
import { isExternalUrl } from '../../schema/paths.ts';
import { COMPUTED_IDS, type LinkInfo } from '../core/parsed-doc.ts';
import type { Point } from '../core/point.ts';
import { normalFolder } from '../core/docs-versions.ts';
import { linkableFiles } from './feed-paths.ts';
import { hasAnchor } from './linkable-anchors.ts';
import { type FileLinkScope, outsideDocsRoots, resolveFileLink } from './markdown-links.ts';
import type { RenderedPartial } from './partials.ts';
import { pluginOfScope, scopeKey } from './scopes.ts';
import { decode, RouteTable } from './route-table.ts';
import type { RouteRecord, SiteModel } from './types.ts';

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
  /** for a link to the `.html` file of a page: the page's route */
  cleanRoute?: string;
  anchor?: string;
}

const BASE = 'http://site.invalid';

type ParsedUrl = { pathname: string; search: string; hash: string };

/** `new URL` answers kept by page route and link: the same link on the same page resolves the same way every time. */
const MAX_PARSED_URLS = 200_000;

/**
 * An absolute path of plain segments (letters, digits, `_`, `-`, dots inside a name) with at
 * most a plain fragment: `new URL` gives it back as it is, so it is split here instead, as most
 * links are such paths (a file link's route always is).
 */
const PLAIN_ABSOLUTE = /^(\/(?:[\w-][\w.-]*(?:\/[\w-][\w.-]*)*\/?)?)(?:#([\w.-]*))?$/;

/** The link's path, query and fragment as the browser would resolve it on the page; undefined when it is no URL at all. */
export function parseAgainst(effective: string, pageRoute: string, parsedUrls?: Map<string, ParsedUrl>): ParsedUrl | undefined {
  const plain = PLAIN_ABSOLUTE.exec(effective);
  if (plain) return { pathname: plain[1], search: '', hash: plain[2] ? `#${plain[2]}` : '' };
  const key = `${pageRoute}\0${effective}`;
  let parsed = parsedUrls?.get(key);
  if (!parsed) {
    let url: URL;
    try {
      url = new URL(effective, BASE + (pageRoute.startsWith('/') ? pageRoute : `/${pageRoute}`));
    } catch {
      return undefined; // `\\` and the like: an empty host
    }
    parsed = { pathname: url.pathname, search: url.search, hash: url.hash };
    if (parsedUrls) {
      if (parsedUrls.size >= MAX_PARSED_URLS) parsedUrls.clear();
      parsedUrls.set(key, parsed);
    }
  }
  return parsed;
}

/** A page's URL: its route under the base URL. A relative link resolves from it, as in the browser (`../x` from `/docs/v8/a/b`). */
export const pageUrlOf = (route: string, baseUrl: string): string => (baseUrl === '/' ? route : baseUrl.slice(0, -1) + route);

/** A relative link resolved above the base URL leaves the site: no route of it is there, whatever its path names below the base. */
export function leavesBase(pathname: string, written: string, baseUrl: string): boolean {
  return baseUrl !== '/' && !written.startsWith('/') && !pathname.startsWith(baseUrl) && pathname !== baseUrl.slice(0, -1);
}

/**
 * What decides where a page's links go, besides its own links: the config's base URL and docs
 * folder (a change re-resolves every page), and the routes, static files, docs and assets its
 * links looked up. Each page keeps the lookups it made (`r:` route keys, `s:` static paths,
 * `d:` doc sources, `a:` assets, hits and misses alike); a run compares the new site with the
 * last one and re-resolves only the pages whose lookups changed answer, so adding or deleting a
 * page re-checks the links that named it rather than every link of the site. The anchors of the
 * routes a page's `#` links name are kept per page too: renaming a heading re-checks only the
 * pages that link into that page.
 */
export interface Site {
  config: string;
  routes: Map<string, string>;
  staticFiles: ReadonlySet<string>;
  docs: Map<string, string>;
  assets: ReadonlySet<string>;
}

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

export interface PageLinks {
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

/** What resolving a page's links reads, made once per full resolution and patched by relink.ts. */
export interface Resolver {
  model: SiteModel;
  table: RouteTable;
  /** doc, blog post and page permalinks by source (not the records: a patch would keep every replaced parse result alive through them) */
  permalinks: Map<string, string>;
  /** each source's plugin (a docs version's scope key, `blog`, `pages`): file links resolve within it */
  scopes: Map<string, string>;
  /** where each plugin's file links are looked up */
  fileScopes: Map<string, FileLinkScope>;
  routeByPath: Map<string, RouteRecord>;
  /** each route's anchors as one string, made when first asked for */
  anchorKeys: Map<string, string>;
}

/** What a session keeps of its last link resolution for the next run to start from. */
export interface LinkMemory {
  parsedUrls: Map<string, ParsedUrl>;
  /** the site the last resolution looked links up in */
  site?: Site;
  /** each page's resolution, by source */
  pages: Map<string, PageLinks>;
  resolver?: Resolver;
  /** route path → the pages whose links were checked against its anchors; made when a patch first needs it */
  dependents?: Map<string, Set<string>>;
  /**
   * lookup → the pages whose links made it (see Site): which pages a route or doc that came or
   * went concerns, without going through every page's lookups. Made when a structural patch
   * first needs it, and kept up to date from then on by every resolution.
   */
  lookupIndex?: Map<string, Set<string>>;
  /** anchor sets as one string each, kept by set: routes share a page's set while its parse result is unchanged (routes.ts) */
  anchorTexts: WeakMap<ReadonlySet<string>, string>;
}

export function createLinkMemory(): LinkMemory {
  return { parsedUrls: new Map(), pages: new Map(), anchorTexts: new WeakMap() };
}

export const BLOG_SCOPE = 'blog';
export const PAGES_SCOPE = 'pages';

function makeResolver(model: SiteModel): Resolver {
  const { config } = model;
  const routeByPath = new Map<string, RouteRecord>();
  for (const route of model.routes) if (!routeByPath.has(route.path)) routeByPath.set(route.path, route);
  const permalinks = new Map<string, string>();
  const scopes = new Map<string, string>();
  for (const doc of model.docs) {
    permalinks.set(doc.source, doc.permalink);
    scopes.set(doc.source, scopeKey(doc.instance, doc.version));
  }
  for (const post of model.blogPosts) {
    permalinks.set(post.source, post.permalink);
    scopes.set(post.source, BLOG_SCOPE);
  }
  for (const page of model.pages) {
    permalinks.set(page.source, page.permalink);
    scopes.set(page.source, PAGES_SCOPE);
  }
  const common = { staticDirectories: config.staticDirectories.map(normalFolder), staticFiles: model.staticFiles, outsideRoots: outsideDocsRoots(config), siteFolder: model.siteFolder };
  const fileScopes = new Map<string, FileLinkScope>();
  for (const version of model.docsVersions) fileScopes.set(scopeKey(version.instance, version.name), { ...common, folder: version.folder });
  if (config.blog !== false) fileScopes.set(BLOG_SCOPE, { ...common, folder: normalFolder(config.blog.path) });
  if (config.pages !== false) fileScopes.set(PAGES_SCOPE, { ...common, folder: normalFolder(config.pages.path) });
  return { model, table: new RouteTable(model.routes, linkableFiles(model), config.baseUrl, config.trailingSlash), permalinks, scopes, fileScopes, routeByPath, anchorKeys: new Map() };
}

/** Where a page outside every plugin looks file links up: the site folder. */
const NO_SCOPE: FileLinkScope = { folder: '.', staticDirectories: [], staticFiles: new Set(), outsideRoots: [] };

export function anchorsOf(memory: LinkMemory, r: Resolver, routePath: string): string {
  let key = r.anchorKeys.get(routePath);
  if (key === undefined) {
    const route = r.routeByPath.get(routePath);
    if (route) {
      key = memory.anchorTexts.get(route.anchors);
      if (key === undefined) {
        key = [...route.anchors].join('\0');
        memory.anchorTexts.set(route.anchors, key);
      }
    } else key = '\0(no route)';
    r.anchorKeys.set(routePath, key);
  }
  return key;
}

type Origin = () => Omit<ResolvedLink, 'written' | 'status'>;

/** What the links of one page are judged with: made once per page, not once per link. */
interface PageJudging {
  memory: LinkMemory;
  r: Resolver;
  /** the route the links are on */
  route: string;
  /** the broken links' verdicts */
  out: ResolvedLink[];
  /** the routes whose anchors the links read, with those anchors' key */
  dependsOn: Map<string, string>;
}

/**
 * Judges one link: a broken one's verdict is pushed to `out`, and made (with `origin`) only
 * then, as nearly every link resolves. The route whose anchors it read goes in `dependsOn`.
 */
function judge({ memory, r, route: pageRoute, out, dependsOn }: PageJudging, written: string, origin: Origin, checked: boolean, effective = written): void {
  const { baseUrl } = r.model.config;
  const url = parseAgainst(effective, pageUrlOf(pageRoute, baseUrl), memory.parsedUrls);
  if (!url) {
    out.push({ written, ...origin(), status: 'no-route' });
    return;
  }
  const target = leavesBase(url.pathname, effective, baseUrl) ? undefined : r.table.find(url.pathname);
  if (!target) {
    const page = r.table.htmlTarget(url.pathname);
    const verdict: ResolvedLink = { written, ...origin(), resolved: url.pathname + url.search + url.hash, status: 'no-route' };
    if (page) verdict.cleanRoute = page.path + url.search + url.hash;
    out.push(verdict);
    return;
  }
  const anchor = url.hash.slice(1);
  if (anchor === '' || target === 'static') return;
  dependsOn.set(target.path, anchorsOf(memory, r, target.path));
  if (hasAnchor(target.anchors, anchor, checked) || hasAnchor(target.anchors, decode(anchor), checked) || target.anchors.has(COMPUTED_IDS)) return;
  out.push({ written, ...origin(), resolved: url.pathname + url.search + url.hash, status: 'no-anchor', targetRoute: target.path, anchor: decode(anchor) });
}

/**
 * Docusaurus's broken-link check judges the links its Link component renders: those Markdown
 * makes and `<Link>`s, not an `<a href>` or `<img src>` written out in MDX or JSX. Under the
 * `collected` anchor rule, only such a link must name an id that Docusaurus collects.
 */
const isCheckedByDocusaurus = (link: LinkInfo) => link.markdown || link.tag === 'Link';

/**
 * Resolves every link of one page, recording what the answers depended on. The links of the
 * partials it renders are the page's too (judged on its route, in its plugin), but written in the
 * partial: their file links resolve from the partial's folder and their findings name its file.
 */
export function resolvePage(memory: LinkMemory, r: Resolver, source: string, route: string, pageLinks: LinkInfo[], partials?: readonly RenderedPartial[]): PageLinks {
  const { assets } = r.model;
  const lookups = new Set<string>();
  const scope = r.scopes.get(source);
  const fileScope = (scope !== undefined && r.fileScopes.get(scope)) || NO_SCOPE;
  const plugin = scope === undefined ? undefined : pluginOfScope(scope);
  const docsLookedUp = {
    get: (file: string) => {
      lookups.add(`d:${file}`);
      // Only a file of the page's own plugin (a docs instance, any of its versions; the blog; pages), as in Docusaurus.
      const fileScope = r.scopes.get(file);
      const permalink = fileScope !== undefined && pluginOfScope(fileScope) === plugin ? r.permalinks.get(file) : undefined;
      return permalink === undefined ? undefined : { permalink };
    },
  };
  const staticLookedUp = {
    has: (url: string) => {
      lookups.add(`s:${url}`);
      return fileScope.staticFiles.has(url);
    },
  };
  const pageScope: FileLinkScope = { ...fileScope, staticFiles: staticLookedUp };
  const assetsLookedUp = {
    has: (file: string) => {
      lookups.add(`a:${file}`);
      return assets.has(file);
    },
  };
  const dependsOn = new Map<string, string>();
  const out: ResolvedLink[] = [];
  const page: PageJudging = { memory, r, route, out, dependsOn };
  let rewrites: Map<string, string> | undefined;
  r.table.lookups = lookups;
  const written = [{ file: source, links: pageLinks }, ...(partials ?? []).map((partial) => ({ file: partial.path, links: partial.parsed.links }))];
  for (const { file: writtenIn, links } of written) {
    const inPartial = writtenIn !== source;
    const where = inPartial ? `the page ${route}, which renders this ${/\.mdx?$/i.test(writtenIn) ? 'partial' : 'component'}` : undefined;
    for (const link of links) {
      if (link.url === '' || isExternalUrl(link.url)) continue;
      const checked = isCheckedByDocusaurus(link);
      const origin = () => ({ file: writtenIn, at: { line: link.line, column: link.column }, end: { line: link.endLine, column: link.endColumn }, route, ...(where ? { where } : {}) });
      const file = resolveFileLink(link, writtenIn, pageScope, docsLookedUp, assetsLookedUp);
      if (file) {
        if (!file.href) {
          out.push({ written: link.url, ...origin(), status: 'no-markdown-file' });
          // Docusaurus leaves the link as written: its broken-link check then judges that URL on the page.
          if (r.model.config.checks.markdownLinksAsWritten) judge(page, link.url, origin, checked);
          continue;
        }
        // A partial's body is rendered in the page's (emit/partials.ts): its file links are rewritten with the page's, which win a clash.
        rewrites ??= new Map();
        if (!inPartial || !rewrites.has(link.url)) rewrites.set(link.url, file.href);
        if (file.asset) continue;
        judge(page, link.url, origin, checked, file.href);
        continue;
      }
      judge(page, link.url, origin, checked);
    }
  }
  r.table.lookups = undefined;
  return { links: pageLinks, route, lookups: [...lookups], anchors: [...dependsOn], broken: out, rewrites };
}

export function siteLinkVerdicts(memory: LinkMemory, r: Resolver): ResolvedLink[] {
  const out: ResolvedLink[] = [];
  const site: PageJudging = { memory, r, route: '/', out, dependsOn: new Map() };
  for (const link of r.model.siteLinks) judge(site, link.url, () => ({ file: link.file, at: link.at, where: link.where }), true);
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

/** `memory`: the session's (a resolution without it resolves every page). */
export function resolveLinks(model: SiteModel, memory: LinkMemory = createLinkMemory()): LinkResolution {
  const { config } = model;
  const r = makeResolver(model);
  memory.resolver = r;
  memory.dependents = undefined;
  const site: Site = {
    config: `${config.baseUrl}\n${config.checks.markdownLinksAsWritten}\n${config.checks.anchors}\n${JSON.stringify(contentFoldersOf(config))}`,
    routes: r.table.paths,
    staticFiles: model.staticFiles,
    docs: r.permalinks,
    assets: model.assets,
  };
  const changed = changedLookups(memory.site, site);
  memory.site = site;
  const rewrites = new Map<string, Map<string, string>>();

  const pages: { source: string; route: string; links: LinkInfo[]; partials?: readonly RenderedPartial[] }[] = [
    ...model.docs.map((d) => ({ source: d.source, route: d.permalink, links: d.parsed.links, partials: model.partials.get(d.source) })),
    ...model.blogPosts.map((p) => ({ source: p.source, route: p.permalink, links: p.parsed.links, partials: model.partials.get(p.source) })),
    ...model.pages.map((p) => ({ source: p.source, route: p.permalink, links: p.parsed.links, partials: model.partials.get(p.source) })),
  ];
  const all: ResolvedLink[] = [];
  const seen = new Set<string>();
  const resolved = new Set<string>();
  for (const page of pages) {
    seen.add(page.source);
    let known = memory.pages.get(page.source);
    if (
      !known ||
      !changed ||
      page.partials !== undefined ||
      known.links !== page.links ||
      known.route !== page.route ||
      known.lookups.some((lookup) => changed.has(lookup)) ||
      !known.anchors.every(([target, anchors]) => anchorsOf(memory, r, target) === anchors)
    ) {
      known = resolvePage(memory, r, page.source, page.route, page.links, page.partials);
      keepPage(memory, page.source, known);
      resolved.add(page.source);
    }
    for (const link of known.broken) all.push(link);
    if (known.rewrites) rewrites.set(page.source, known.rewrites);
  }
  for (const source of memory.pages.keys()) if (!seen.has(source)) keepPage(memory, source, undefined);
  for (const link of siteLinkVerdicts(memory, r)) all.push(link);
  return { links: all, rewrites, table: r.table, resolved };
}

export function addTo(index: Map<string, Set<string>>, key: string, source: string): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(source);
}

/** A page's resolution kept (or forgotten), with the lookup index in step when there is one. */
export function keepPage(memory: LinkMemory, source: string, page: PageLinks | undefined): void {
  const { lookupIndex } = memory;
  if (lookupIndex) {
    for (const lookup of memory.pages.get(source)?.lookups ?? []) lookupIndex.get(lookup)?.delete(source);
    for (const lookup of page?.lookups ?? []) addTo(lookupIndex, lookup, source);
  }
  if (page) memory.pages.set(source, page);
  else memory.pages.delete(source);
}
