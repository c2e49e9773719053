/**
 * emit (structural patch): after docs were added or deleted (`watch`), the last build's files
 * with only what the model's diff names made again: the pages of added and changed docs and of
 * changed generated index pages, the entries of the site-wide lists that name them (spliced into
 * the lists' texts, see ./list-text.ts), sidebars.json, and the search shards that hold them,
 * where the full emit stage compares every page and serialises every list. The result equals
 * `buildArtifacts` for the same model.
 */
import { SCHEMA_VERSION } from '../../schema/artifacts.ts';
import { dataFileName } from '../../schema/paths.ts';
import type { ModelDiff } from '../model/diff.ts';
import type { ModelMemory } from '../model/memory.ts';
import { docOf, type PlacesMemory, routeOf } from '../model/places.ts';
import type { RouteRecord, SiteModel } from '../model/types.ts';
import {
  assetsMayChange,
  assetsText,
  builtState,
  content,
  contentDoc,
  docsByIdOf,
  globalData,
  globalDoc,
  indexPageText,
  json,
  listedInSitemap,
  listOf,
  registryLine,
  routeEntry,
  sitemapLine,
  sitemapPrefix,
} from './artifacts.ts';
import { artifactHash } from './hash.ts';
import { findList, type ListFile, type ListText, separatorOf, spliceEntries } from './list-text.ts';
import type { BuiltState, EmitMemory } from './memory.ts';
import { docPageText, forgetPages } from './page-data.ts';
import { PatchedFiles } from './patched-files.ts';
import { docSearchPage, indexSearchPage, type SearchablePage } from '../model/searchable-pages.ts';
import { patchSearchPages, type SearchIndexCache } from './search.ts';

const LIST_FILES: readonly ListFile[] = ['routes.json', 'registry.json', 'content.json', 'globalData.json', 'sitemap.xml'];

/**
 * What a structural patch reads of the last build besides its files, made the first time: where
 * each list's entries lie, every data file name, and whether one has a hashed suffix. Undefined
 * when a list cannot be found (the patch is then not made).
 */
function prepared(built: BuiltState): Record<ListFile, ListText> | undefined {
  const lists = {} as Record<ListFile, ListText>;
  for (const file of LIST_FILES) {
    const list = listOf(built, file);
    if (!list) return undefined;
    lists[file] = list;
  }
  built.dataNames ??= new Set(Object.values(built.registry).map((entry) => entry.data));
  // A route whose file name another route had first got a hashed suffix: which one gets the plain
  // name depends on the routes there are (see `dataFileFor`), so such sites are not patched when routes go.
  built.suffixedNames ??= Object.entries(built.registry).some(([route, entry]) => entry.data !== dataFileName(route));
  return lists;
}

/** Makes ahead what the first structural patch of these files would (`watch`, while nothing is being edited). */
export function prepareStructurePatch(memory: EmitMemory, files: ReadonlyMap<string, string>): void {
  const built = builtState(memory, files);
  if (built) prepared(built);
}

/** The route a doc's page is emitted at, when it is that doc's. */
function docRoute(places: PlacesMemory, model: SiteModel, path: string, source: string): RouteRecord | undefined {
  const route = routeOf(places, model, path);
  return route?.kind === 'doc' && route.source === source ? route : undefined;
}

/**
 * The files of `model` from the last build's (`previous`, made for `before`) and `diff`, the
 * pages re-resolved by the link stage (`relinked`: their rewrites may be new) and this run's
 * rewrites. Undefined when there is no last build to patch or something is not where it put it:
 * the caller builds in full.
 */
export function patchStructure(
  memory: { emit: EmitMemory; model: ModelMemory },
  {
    previous,
    before,
    model,
    diff,
    rewrites,
    relinked,
    searchIndex: searchIndexCache,
  }: {
    previous: ReadonlyMap<string, string>;
    before: SiteModel;
    model: SiteModel;
    diff: ModelDiff;
    rewrites: ReadonlyMap<string, ReadonlyMap<string, string>>;
    relinked: ReadonlySet<string>;
    searchIndex?: SearchIndexCache;
  },
): PatchedFiles | undefined {
  const { emit, model: { places } } = memory;
  const built = builtState(emit, previous);
  const lists = built && prepared(built);
  if (!built || !lists) return undefined;
  const language = model.config.i18n.defaultLocale;
  const files = new PatchedFiles(previous);
  const changes: Record<ListFile, Map<string, string | undefined>> = {
    'routes.json': new Map(),
    'registry.json': new Map(),
    'content.json': new Map(),
    'globalData.json': new Map(),
    'sitemap.xml': new Map(),
  };
  const search = new Map<string, SearchablePage | undefined>();
  const dataNames = built.dataNames!;
  if (built.suffixedNames && diff.removedRoutes.length > 0) return undefined;
  // Changes to the kept registry and routes, made to them only once the whole patch has succeeded.
  const registryUpdates = new Map<string, { data: string; hash: string } | undefined>();
  const entryOf = (path: string) => (registryUpdates.has(path) ? registryUpdates.get(path) : built.registry[path]);
  const routeUpdates = new Map<string, RouteRecord | undefined>();
  const gone: string[] = [];

  // Routes and docs gone.
  for (const route of diff.removedRoutes) {
    const entry = entryOf(route.path);
    if (!entry) return undefined;
    files.delete(entry.data);
    gone.push(entry.data);
    registryUpdates.set(route.path, undefined);
    routeUpdates.set(route.path, undefined);
    changes['routes.json'].set(route.path, undefined);
    changes['registry.json'].set(route.path, undefined);
    changes['sitemap.xml'].set(route.path, undefined);
  }
  for (const doc of diff.removedDocs) {
    changes['content.json'].set(doc.id, undefined);
    changes['globalData.json'].set(doc.id, undefined);
    if (!doc.unlisted) search.set(doc.permalink, undefined);
  }

  // Pages made again: added and changed docs, docs whose route changed, and docs whose file links now go elsewhere.
  const remade = new Map<string, SiteModel['docs'][number]>();
  for (const doc of [...diff.addedDocs, ...diff.changedDocs]) remade.set(doc.source, doc);
  for (const { after } of diff.changedRoutes) {
    const doc = docOf(places, model, after.source);
    if (!doc) return undefined;
    remade.set(doc.source, doc);
  }
  const removed = new Set(diff.removedDocs.map((doc) => doc.source));
  for (const source of relinked) {
    if (rewrites.get(source) === built.rewrites.get(source) || removed.has(source)) continue;
    const doc = docOf(places, model, source);
    if (!doc) return undefined; // a post or a page: made in full
    remade.set(doc.source, doc);
  }
  const added = new Set(diff.addedRoutes.map((route) => route.path));
  for (const doc of remade.values()) {
    const route = docRoute(places, model, doc.permalink, doc.source);
    if (!route) return undefined;
    let data = entryOf(route.path)?.data;
    if (added.has(route.path) || data === undefined) {
      if (data !== undefined || !added.has(route.path)) return undefined;
      data = dataFileName(route.path);
      // Another route's file has this name: its hashed suffix depends on the route order (see `dataFileFor`).
      if (dataNames.has(data) && !gone.includes(data)) return undefined;
    }
    const text = docPageText(model, route, doc, rewrites.get(doc.source), data, emit.pages);
    files.set(data, text);
    const hash = artifactHash(data, text, emit.hashes);
    if (entryOf(route.path)?.hash !== hash) {
      registryUpdates.set(route.path, { data, hash });
      changes['registry.json'].set(route.path, registryLine(route.path, data, hash));
    }
    // Every field of the route's entry is the route record's or the data file's.
    routeUpdates.set(route.path, route);
    changes['routes.json'].set(route.path, indentedEntry(routeEntry(route, data), lists['routes.json'].indent));
    const beforeDoc = added.has(route.path) ? undefined : docOf(places, before, doc.source);
    if (!beforeDoc || beforeDoc.unlisted !== doc.unlisted) changes['sitemap.xml'].set(route.path, listedInSitemap(route, doc.unlisted) ? sitemapLine(sitemapPrefix(model), route.path) : undefined);
    changes['content.json'].set(doc.id, indentedEntry(contentDoc(doc), lists['content.json'].indent));
    changes['globalData.json'].set(doc.id, indentedEntry(globalDoc(doc), lists['globalData.json'].indent));
    if (doc.unlisted) {
      if (beforeDoc && !beforeDoc.unlisted) search.set(doc.permalink, undefined);
    } else search.set(doc.permalink, docSearchPage(doc, language));
  }
  // A changed doc's id may differ from its last one: its old entries go.
  for (const doc of diff.changedDocs) {
    const beforeDoc = docOf(places, before, doc.source);
    if (!beforeDoc || beforeDoc.permalink !== doc.permalink) return undefined;
    if (beforeDoc.id !== doc.id) {
      if (!changes['content.json'].has(beforeDoc.id)) changes['content.json'].set(beforeDoc.id, undefined);
      if (!changes['globalData.json'].has(beforeDoc.id)) changes['globalData.json'].set(beforeDoc.id, undefined);
    }
  }
  for (const index of diff.changedIndexes) {
    const route = routeOf(places, model, index.permalink);
    const entry = entryOf(index.permalink);
    if (route?.kind !== 'category-index' || !entry) return undefined;
    const text = indexPageText(route, index, entry.data, emit);
    files.set(entry.data, text);
    const hash = artifactHash(entry.data, text, emit.hashes);
    if (hash !== entry.hash) {
      registryUpdates.set(index.permalink, { data: entry.data, hash });
      changes['registry.json'].set(index.permalink, registryLine(index.permalink, entry.data, hash));
    }
    search.set(index.permalink, indexSearchPage(index, language, emit.search));
  }

  // The lists, spliced; globalData.json whole when more than its docs changed (its main doc, first links).
  const found = { ...lists };
  for (const file of Object.keys(changes) as ListFile[]) {
    if (changes[file].size === 0) continue;
    const spliced = spliceEntries(found[file], changes[file], separatorOf(file));
    if (!spliced) return undefined;
    found[file] = spliced;
    files.set(file, spliced.text);
  }
  if (json(globalData(before, null)) !== json(globalData(model, null))) {
    const text = json(globalData(model, docsByIdOf(model).map(globalDoc)));
    files.set('globalData.json', text);
    const again = findList('globalData.json', text, found['globalData.json'].keys);
    if (!again) return undefined;
    found['globalData.json'] = again;
  }
  if (json(content(before, null)) !== json(content(model, null))) return undefined;
  files.set('sidebars.json', json({ schemaVersion: SCHEMA_VERSION, sidebars: model.sidebars }));
  if (assetsMayChange([...remade.keys(), ...diff.removedDocs.map((doc) => doc.source)], rewrites, built.rewrites)) files.set('assets.json', assetsText(rewrites, emit));
  // Last: it keeps the shards it makes.
  const searchFiles = patchSearchPages(emit.search, search, searchIndexCache);
  if (!searchFiles) return undefined;
  for (const [file, text] of searchFiles) files.set(file, text);

  const stillThere = new Set([...registryUpdates.values()].flatMap((entry) => (entry ? [entry.data] : [])));
  for (const data of gone) {
    if (stillThere.has(data)) continue;
    forgetPages(emit.pages, [data]);
    dataNames.delete(data);
  }
  for (const [path, entry] of registryUpdates) {
    if (entry) {
      built.registry[path] = entry;
      dataNames.add(entry.data);
    } else delete built.registry[path];
  }
  for (const [path, route] of routeUpdates) {
    if (route) built.routes.set(path, route);
    else built.routes.delete(path);
  }
  Object.assign(built, { files: files.files, rewrites, found });
  return files;
}

function indentedEntry(value: unknown, indent: string): string {
  return indent + JSON.stringify(value, null, 1).replace(/\n/g, `\n${indent}`);
}
