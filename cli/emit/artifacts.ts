/**
 * emit (artifacts): the site model → every file of out/ as text, keyed by its path. Pure and
 * deterministic: sorted keys and lists, no clock; manifest.json is added by the writer.
 */
import { type ContentArtifact, type GlobalDataArtifact, type RegistryArtifact, type RouteEntry, SCHEMA_VERSION } from '../../schema/artifacts.ts';
import { dataFileName } from '../../schema/paths.ts';
import type { ResolvedSidebarItem } from '../../schema/sidebars.ts';
import { routeKey } from '../model/paths.ts';
import { feedFiles } from './feeds.ts';
import { withPartialBodies } from './partials.ts';
import { DEBUG_BASE } from '../model/routes.ts';
import { CURRENT_VERSION, DEFAULT_INSTANCE, routeOf } from '../core/docs-versions.ts';
import { DEFAULT_SCOPE, scopeKey, sidebarKeyOf } from '../model/scopes.ts';
import type { DocRecord, DocsVersionModel, GeneratedIndex, RouteRecord, SiteModel } from '../model/types.ts';
import { GENERATOR_VERSION, PIPELINE_VERSION } from '../core/version.ts';
import { artifactHash, hashText } from './hash.ts';
import { findList, type ListFile, type ListText, separatorOf, spliceEntries } from './list-text.ts';
import type { BuiltState, EmitMemory } from './memory.ts';
import { PatchedFiles } from './patched-files.ts';
import { contentTitleField, docPageText, EMPTY_BODY, forgetPagesExcept, pageBase, pageText, rewriteBody, tocOf } from './page-data.ts';
import { patchSearchArtifacts, type SearchIndexCache, searchArtifacts } from './search.ts';

export { searchablePages } from '../model/searchable-pages.ts';
export { searchArtifacts } from './search.ts';

/** The data file of a route; a second route that maps to a taken name gets a hashed suffix (the registry has it). */
export function dataFileFor(route: string, taken: Set<string>): string {
  let name = dataFileName(route);
  if (taken.has(name)) name = `${name.slice(0, -'.json'.length)}-${hashText(route).slice(0, 6)}.json`;
  taken.add(name);
  return name;
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 1)}\n`;
}

/**
 * A route's entry. Absent fields are undefined rather than left out: `JSON.stringify` writes the
 * same text either way, and entries of one shape are made and serialised faster than ones put
 * together from spreads. The same goes for the docs' entries of globalData.json and content.json.
 */
export function routeEntry(route: RouteRecord, data: string, versioned?: ReadonlySet<string>): RouteEntry {
  const docsPluginId = route.instance !== undefined && route.instance !== DEFAULT_INSTANCE ? route.instance : undefined;
  const version = route.instance !== undefined && versioned?.has(route.instance) ? route.version : undefined;
  return { path: route.path, kind: route.kind, id: route.id || undefined, title: route.title, data, layout: route.layout, sidebar: route.sidebar || undefined, docsPluginId, version };
}

/** The docs instances with versions besides current: their routes name their version. */
export const versionedInstances = (model: SiteModel): Set<string> => new Set(model.docsVersions.filter((v) => v.name !== CURRENT_VERSION).map((v) => v.instance));

/** The fields of a generated index page's data. */
function indexFields(index: GeneratedIndex) {
  return {
    description: index.description ?? '',
    sidebar: index.sidebar,
    breadcrumbs: index.breadcrumbs,
    items: index.items,
    ...(index.prev ? { prev: index.prev } : {}),
    ...(index.next ? { next: index.next } : {}),
  };
}

/** A generated index page's data file (as the page loop of `buildArtifacts` makes it). */
export function indexPageText(route: RouteRecord, index: GeneratedIndex, data: string, memory?: EmitMemory): string {
  return pageText(data, JSON.stringify({ ...Object.assign(pageBase(route), indexFields(index)), body: '\u0000body\u0000' }), EMPTY_BODY, memory?.pages);
}

export interface BuildOptions {
  /** where serialised search indexes are kept between runs */
  searchIndex?: SearchIndexCache;
  /** false: without the search files (a build makes them on a worker meanwhile) */
  withSearch?: boolean;
  /** the session's (see memory.ts); a build without it keeps nothing */
  memory?: EmitMemory;
}

/** Every file of out/ but the manifest. */
export function buildArtifacts(model: SiteModel, rewrites: ReadonlyMap<string, ReadonlyMap<string, string>>, options: BuildOptions = {}): Map<string, string> {
  const { searchIndex, withSearch = true, memory } = options;
  const { config } = model;
  const files = new Map<string, string>();
  const taken = new Set<string>();
  const toc = config.themeConfig.tableOfContents;

  // The first route of each path wins; the checker reported the rest.
  const seen = new Set<string>();
  const routes: RouteRecord[] = [];
  for (const route of model.routes) {
    const key = routeKey(route.path);
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push(route);
  }
  routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  const docByRoute = new Map(model.docs.map((d) => [d.permalink, d]));
  const indexByRoute = new Map(model.generatedIndexes.map((g) => [g.permalink, g]));
  const postByRoute = new Map(model.blogPosts.map((p) => [p.permalink, p]));
  const listByRoute = new Map(model.listPages.map((l) => [l.permalink, l]));
  const pageByRoute = new Map(model.pages.map((p) => [p.permalink, p]));

  const blogCount = config.blog === false ? 0 : config.blog.blogSidebarCount === 'ALL' ? Number.POSITIVE_INFINITY : config.blog.blogSidebarCount;
  const listedPosts = model.blogPosts.filter((p) => !p.unlisted);
  const blogSidebar = {
    title: config.blog === false ? '' : config.blog.blogSidebarTitle,
    items: listedPosts.slice(0, blogCount).map((p) => ({ title: p.title, permalink: p.permalink, date: p.date })),
  };
  const entries: RouteEntry[] = [];
  const versioned = versionedInstances(model);
  const registry: RegistryArtifact['entries'] = {};
  for (const route of routes) {
    const data = dataFileFor(route.path, taken);
    const doc = route.kind === 'doc' ? docByRoute.get(route.path) : undefined;
    if (doc) {
      const text = docPageText(model, route, doc, rewrites.get(doc.source), data, memory?.pages);
      files.set(data, text);
      registry[route.path] = { data, hash: artifactHash(data, text, memory?.hashes) };
      entries.push(routeEntry(route, data, versioned));
      continue;
    }
    const base = pageBase(route);
    let body = EMPTY_BODY;
    const post = route.kind === 'blog-post' ? postByRoute.get(route.path) : undefined;
    const page = route.kind === 'page' ? pageByRoute.get(route.path) : undefined;
    const index = route.kind === 'category-index' ? indexByRoute.get(route.path) : undefined;
    const list = listByRoute.get(route.path);
    if (post) {
      Object.assign(base, {
        description: post.description,
        source: post.source,
        ...(pageModule(post, config) ? { module: post.source } : {}),
        frontmatter: post.parsed.frontmatter,
        toc: tocOf(post.parsed, toc.minHeadingLevel, toc.maxHeadingLevel),
        ...(post.prev ? { prev: post.prev } : {}),
        ...(post.next ? { next: post.next } : {}),
        blog: { date: post.date, readingTimeMinutes: post.readingTimeMinutes, authors: post.authors, tags: post.tags },
        ...(blogSidebar.items.length ? { blogSidebar } : {}),
      });
      body = rewriteBody(post.source, withPartialBodies(post.parsed.body, post.source, post.parsed, model.partials.get(post.source)), rewrites.get(post.source), memory?.pages);
    } else if (page) {
      Object.assign(base, {
        description: page.description,
        source: page.source,
        ...(pageModule(page, config) ? { module: page.source } : {}),
        frontmatter: page.parsed.frontmatter,
        toc: tocOf(page.parsed, toc.minHeadingLevel, toc.maxHeadingLevel),
        hideTableOfContents: page.parsed.frontmatter.hide_table_of_contents === true,
        // A Markdown page shows its leading `# h1` (which left the body), as Docusaurus shows it; a React page renders its own.
        hideTitle: !/\.mdx?$/i.test(page.source) || page.parsed.contentTitle === undefined,
        ...contentTitleField(page.parsed, route.title),
      });
      body = rewriteBody(page.source, withPartialBodies(page.parsed.body, page.source, page.parsed, model.partials.get(page.source)), rewrites.get(page.source), memory?.pages);
    } else if (index) {
      Object.assign(base, indexFields(index));
    } else if (list) {
      Object.assign(base, { items: list.items, ...(list.pagination ? { pagination: list.pagination } : {}), ...(blogSidebar.items.length ? { blogSidebar } : {}) });
    }
    const text = pageText(data, JSON.stringify({ ...base, body: '\u0000body\u0000' }), body, memory?.pages);
    files.set(data, text);
    registry[route.path] = { data, hash: artifactHash(data, text, memory?.hashes) };
    entries.push(routeEntry(route, data, versioned));
  }

  if (memory) forgetPagesExcept(memory.pages, taken);
  files.set('routes.json', json({ schemaVersion: SCHEMA_VERSION, routes: entries }));
  files.set('registry.json', json({ schemaVersion: SCHEMA_VERSION, entries: registry }));
  files.set('sidebars.json', json({ schemaVersion: SCHEMA_VERSION, sidebars: model.sidebars }));
  // Both list the docs by id.
  const docsById = docsByIdOf(model);
  files.set('globalData.json', json(globalData(model)));
  files.set('config.json', json({ schemaVersion: SCHEMA_VERSION, config }));
  files.set('metadata.json', json({ schemaVersion: SCHEMA_VERSION, generator: { name: 'docs-cli', version: GENERATOR_VERSION }, pipelineVersion: PIPELINE_VERSION, plugins: ['docs', 'blog', 'pages', 'search', 'debug'] }));
  files.set('content.json', json(content(model, docsById.map(contentDoc))));
  files.set('assets.json', assetsText(rewrites, memory));
  const listed = sitemapRoutes(model, entries);
  files.set('sitemap.xml', sitemap(model, listed));
  for (const [file, text] of feedFiles(model, rewrites)) files.set(file, text);
  if (memory) {
    memory.built = memory.keep
      ? { files, registry, rewrites, routes: new Map(routes.map((route) => [route.path, route])), lists: { routes: routes.map((r) => r.path), docs: docsById.map((d) => d.id), sitemap: listed }, found: {} }
      : undefined;
  }
  if (withSearch) for (const [file, text] of searchArtifacts(model, searchIndex, memory?.search)) files.set(file, text);
  return files;
}

/** The assets named by a page's file links. */
function pageAssets(rewrites: ReadonlyMap<string, string>, kept: EmitMemory['assets'] | undefined): string[] {
  let assets = kept?.get(rewrites);
  if (!assets) {
    assets = [...rewrites.values()].filter((v) => v.startsWith('/__assets/')).map((v) => v.replace(/[?#].*$/, ''));
    kept?.set(rewrites, assets);
  }
  return assets;
}

export function assetsText(rewrites: ReadonlyMap<string, ReadonlyMap<string, string>>, memory?: EmitMemory): string {
  const assets = [...new Set([...rewrites.values()].flatMap((page) => pageAssets(page, memory?.assets)))].sort();
  return json({ schemaVersion: SCHEMA_VERSION, assets: assets.map((url) => ({ source: url.slice('/__assets/'.length), url })) });
}

/** The asset list changes only when a remade or removed page's file links name an asset, before or after. */
export function assetsMayChange(sources: Iterable<string>, rewrites: ReadonlyMap<string, ReadonlyMap<string, string>>, before: ReadonlyMap<string, ReadonlyMap<string, string>>): boolean {
  const namesAsset = (map: ReadonlyMap<string, string> | undefined) => [...(map?.values() ?? [])].some((href) => href.startsWith('/__assets/'));
  for (const source of sources) if (namesAsset(rewrites.get(source)) || namesAsset(before.get(source))) return true;
  return false;
}

/** registry.json's line of a route, as `json` writes it. */
export const registryLine = (route: string, data: string, hash: string) => `  ${JSON.stringify(route)}: {\n   "data": ${JSON.stringify(data)},\n   "hash": ${JSON.stringify(hash)}\n  }`;

/** The entries of one of the last build's lists in its file (found the first time a patch needs them). */
export function listOf(built: BuiltState, file: ListFile): ListText | undefined {
  let list = built.found[file];
  if (!list) {
    const keys = file === 'routes.json' || file === 'registry.json' ? built.lists.routes : file === 'sitemap.xml' ? built.lists.sitemap : built.lists.docs;
    const text = built.files.get(file);
    list = text === undefined ? undefined : findList(file, text, keys);
    built.found[file] = list;
  }
  return list;
}

/** The kept state of the last build, if `files` are its files (or those of a patch of it). */
export function builtState(memory: EmitMemory, files: ReadonlyMap<string, string>): BuiltState | undefined {
  return memory.built && memory.built.files === files ? memory.built : undefined;
}

/**
 * After `patchModel` and `relinkPages`: the last build's files with the pages of `sources`
 * made again, and what depends on their texts (registry, assets, their search shards). Every
 * other file is one the model patch cannot change: routes, sidebars, navigation, titles and
 * descriptions are those of the last model. Undefined when there is no last build to patch, or
 * a page to remake is not a doc (the caller builds in full).
 */
export function patchArtifacts(
  memory: EmitMemory,
  {
    previous,
    model,
    rewrites,
    sources,
    searchIndex: searchIndexCache,
  }: { previous: ReadonlyMap<string, string>; model: SiteModel; rewrites: ReadonlyMap<string, ReadonlyMap<string, string>>; sources: ReadonlySet<string>; searchIndex?: SearchIndexCache },
): PatchedFiles | undefined {
  const built = builtState(memory, previous);
  if (!built) return undefined;
  const files = new PatchedFiles(previous);
  const docs = model.docs.filter((d) => sources.has(d.source));
  if (docs.length !== sources.size) return undefined;
  const registry = listOf(built, 'registry.json');
  if (!registry) return undefined;
  const lines = new Map<string, string>();
  const updates = new Map<string, { data: string; hash: string }>();
  for (const doc of docs) {
    const entry = built.registry[doc.permalink];
    const emitted = built.routes.get(doc.permalink);
    if (!entry || emitted?.source !== doc.source) return undefined;
    // The route record of this model: the patched one when its anchors changed.
    const route = model.routes.find((r) => r.path === doc.permalink && r.source === doc.source) ?? emitted;
    const text = docPageText(model, route, doc, rewrites.get(doc.source), entry.data, memory.pages);
    files.set(entry.data, text);
    const hash = artifactHash(entry.data, text, memory.hashes);
    if (hash === entry.hash) continue;
    updates.set(doc.permalink, { data: entry.data, hash });
    lines.set(doc.permalink, registryLine(doc.permalink, entry.data, hash));
  }
  let registryList: ListText | undefined;
  if (lines.size > 0) {
    registryList = spliceEntries(registry, lines, separatorOf('registry.json'));
    if (!registryList) return undefined;
    files.set('registry.json', registryList.text);
  }
  if (assetsMayChange(sources, rewrites, built.rewrites)) files.set('assets.json', assetsText(rewrites, memory));
  const search = patchSearchArtifacts(memory.search, docs, searchIndexCache);
  if (!search) return undefined;
  for (const [file, text] of search) files.set(file, text);
  for (const [route, entry] of updates) built.registry[route] = entry;
  if (registryList) built.found['registry.json'] = registryList;
  built.files = files.files;
  built.rewrites = rewrites;
  return files;
}

/** The docs in the order globalData.json and content.json list them: by id. */
export const docsByIdOf = (model: SiteModel) => [...model.docs].sort((a, b) => (a.id < b.id ? -1 : 1));

/** A doc's entry in globalData.json: its sidebar by the id written in its sidebars file. */
export const globalDoc = (d: SiteModel['docs'][number]) => ({ id: d.id, path: d.permalink, sidebar: d.sidebar ? d.sidebar.slice(sidebarKeyOf(d.instance, d.version, '').length) : undefined });

/** A docs version's entry in globalData.json; `docs`: its docs' entries by id (or a stand-in for them). */
function versionData(model: SiteModel, version: DocsVersionModel, docs: unknown): GlobalDataArtifact['docs']['versions'][number] {
  const inVersion = (d: DocRecord) => d.instance === version.instance && d.version === version.name;
  const versionDocs = model.docs.filter(inVersion);
  const isDefault = scopeKey(version.instance, version.name) === DEFAULT_SCOPE;
  const byId = new Map(versionDocs.map((d) => [d.id, d]));
  // As in Docusaurus: a sidebar's link is its first doc in sidebar order; the main doc is the one at the version's root, else the first sidebar's first.
  const firstDoc = (key: string) => byId.get(firstDocId(model.sidebars[key] ?? []) ?? '');
  const firstSidebar = Object.values(version.sidebars)[0];
  const mainDoc = versionDocs.find((d) => d.permalink === version.path || (isDefault && d.permalink === '/')) ?? (firstSidebar === undefined ? undefined : firstDoc(firstSidebar)) ?? versionDocs[0];
  const firstLink = (key: string) => {
    const doc = firstDoc(key);
    return doc ? { link: { title: doc.title, permalink: doc.permalink } } : {};
  };
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: version.path,
    banner: version.banner,
    badge: version.badge,
    mainDocId: mainDoc?.id ?? '',
    docs: docs as GlobalDataArtifact['docs']['versions'][number]['docs'],
    draftIds: model.drafts.filter(inVersion).map((d) => d.id).sort(),
    sidebars: Object.fromEntries(Object.entries(version.sidebars).map(([id, key]) => [id, firstLink(key)])),
  };
}

/** The first doc of a sidebar, in its order (a category's own doc counts where it stands). */
function firstDocId(items: readonly ResolvedSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' && !item.ref) return item.id;
    if (item.type === 'category') {
      const id = item.linkDocId ?? firstDocId(item.items);
      if (id) return id;
    }
  }
  return undefined;
}

/** globalData.json; `docs` stands for the entries of the default instance's current version's docs (a structural patch splices them). */
export function globalData(model: SiteModel, docs?: unknown): GlobalDataArtifact {
  const { config } = model;
  const instanceData = (instance: string, routeBasePath: string) => ({
    path: routeOf(routeBasePath),
    versions: model.docsVersions
      .filter((v) => v.instance === instance)
      .map((v) => versionData(model, v, docs !== undefined && scopeKey(v.instance, v.name) === DEFAULT_SCOPE ? docs : docsByIdOf({ ...model, docs: model.docs.filter((d) => d.instance === v.instance && d.version === v.name) }).map(globalDoc))),
  });
  const locales = Object.fromEntries(
    config.i18n.locales.map((locale) => {
      const c = config.i18n.localeConfigs[locale] ?? { direction: 'ltr' as const, calendar: 'gregory' };
      return [locale, { label: c.label ?? (locale === 'en' ? 'English' : locale), direction: c.direction, htmlLang: c.htmlLang ?? locale, calendar: c.calendar, path: c.path ?? locale }];
    }),
  );
  const others = config.docsInstances.map((instance) => [instance.id, instanceData(instance.id, instance.routeBasePath)] as const);
  return {
    schemaVersion: SCHEMA_VERSION,
    docs: instanceData(DEFAULT_INSTANCE, config.docs === false ? '/' : config.docs.routeBasePath),
    docsInstances: others.length > 0 ? Object.fromEntries(others) : undefined,
    blog: { path: `/${(config.blog === false ? '' : config.blog.routeBasePath).replace(/^\/|\/$/g, '')}`, postCount: model.blogPosts.length },
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, localeConfigs: locales },
  };
}

/** A doc's entry in content.json. */
export function contentDoc(d: SiteModel['docs'][number]): ContentArtifact['docs'][number] {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    source: d.source,
    permalink: d.permalink,
    slug: d.slug,
    sidebar: d.sidebar || undefined,
    sidebarPosition: d.position,
    draft: d.draft,
    unlisted: d.unlisted,
    frontmatter: d.frontmatter,
  };
}

/** content.json with `docs` (the docs' entries by id, or a stand-in for them). */
export function content(model: SiteModel, docs: unknown): ContentArtifact {
  return {
    schemaVersion: SCHEMA_VERSION,
    docs: docs as ContentArtifact['docs'],
    drafts: model.drafts.map((d) => ({ id: d.id, source: d.source })).sort((a, b) => (a.id < b.id ? -1 : 1)),
    blogPosts: model.blogPosts.map((p) => ({ id: p.id, title: p.title, permalink: p.permalink, date: p.date, source: p.source })),
    pages: model.pages.map((p) => ({ id: p.id, title: p.title, permalink: p.permalink, source: p.source })).sort((a, b) => (a.id < b.id ? -1 : 1)),
    staticFiles: [...model.staticFiles].sort(),
  };
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Whether the sitemap lists a route: not the debug and search pages, nor unlisted docs and posts. */
export function listedInSitemap(route: { path: string; kind: string }, unlisted: boolean): boolean {
  return route.kind !== 'debug' && route.kind !== 'search' && !route.path.startsWith(DEBUG_BASE) && !unlisted;
}

/** The routes the sitemap lists, in route order. */
function sitemapRoutes(model: SiteModel, entries: readonly { path: string; kind: string }[]): string[] {
  const unlisted = new Set([...model.docs.filter((d) => d.unlisted).map((d) => d.permalink), ...model.blogPosts.filter((p) => p.unlisted).map((p) => p.permalink)]);
  return entries.filter((e) => listedInSitemap(e, unlisted.has(e.path))).map((e) => e.path);
}

/** What every URL of the sitemap starts with: the site's address and base URL. */
export const sitemapPrefix = (model: SiteModel) => model.config.url.replace(/\/$/, '') + model.config.baseUrl.replace(/\/$/, '');

/** A route's line in the sitemap. */
export function sitemapLine(prefix: string, route: string): string {
  return `  <url><loc>${escapeXml(prefix + encodeURI(route))}</loc></url>`;
}

function sitemap(model: SiteModel, listed: string[]): string {
  const prefix = sitemapPrefix(model);
  const urls = listed.map((route) => sitemapLine(prefix, route));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Compile mode: a page or post rendered from its module of the site's code (a React page, or Markdown with code); in data mode none is. */
function pageModule(page: { source: string; parsed: { runsCode?: boolean } }, config: SiteModel['config']): boolean {
  return config.markdown.mdxCode === 'compile' && (page.parsed.runsCode === true || REACT_PAGE.test(page.source));
}
const REACT_PAGE = /\.(jsx?|tsx?)$/i;
