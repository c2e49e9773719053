/**
 * model (diff): what differs between the last model and this one when docs were added or
 * deleted, so that the stages after the model redo only that (`watch`). Here the model was
 * built in full, which keeps it right by construction; the common case, one doc, makes its
 * model and this diff from the last model instead (model/doc-set.ts). Pure.
 *
 * Undefined when the change reaches beyond docs and their routes (the config, static files,
 * blog, pages, drafts or the generated index pages come and go), or is too large to be worth
 * following: the caller redoes everything.
 */
import type { NavLink } from '../../schema/artifacts.ts';
import { routeKey } from './paths.ts';
import type { ModelMemory } from './memory.ts';
import { docOf, placesOf, routeOf } from './places.ts';
import type { DocRecord, GeneratedIndex, RouteRecord, SiteModel } from './types.ts';

export interface ModelDiff {
  addedDocs: DocRecord[];
  removedDocs: DocRecord[];
  /** docs in both models whose records differ (this model's records) */
  changedDocs: DocRecord[];
  addedRoutes: RouteRecord[];
  removedRoutes: RouteRecord[];
  changedRoutes: { before: RouteRecord; after: RouteRecord }[];
  /** generated index pages whose record differs (this model's) */
  changedIndexes: GeneratedIndex[];
}

/** Past this many changed docs and routes, redoing everything costs no more than following them. */
const MAX_CHANGES = 256;

/** Makes ahead the places the next diff reads of `model` (`watch`, while nothing is being edited). */
export function prepareDiff(memory: ModelMemory, model: SiteModel): void {
  placesOf(memory.places, model);
}

/** The same prev/next or breadcrumb link. */
export const sameLink = (a: NavLink | undefined, b: NavLink | undefined) => a === b || (a !== undefined && b !== undefined && a.title === b.title && a.permalink === b.permalink);
const sameLinks = (a: readonly NavLink[], b: readonly NavLink[]) => a.length === b.length && a.every((link, i) => sameLink(link, b[i]));
/** The same strings, in any order. */
export const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a === b || (a.size === b.size && [...a].every((v) => b.has(v)));

/** Every field of a doc record, the navigation's included. */
export function sameDoc(a: DocRecord, b: DocRecord): boolean {
  return (
    a.parsed === b.parsed &&
    a.frontmatter === b.frontmatter &&
    a.id === b.id &&
    a.source === b.source &&
    a.relPath === b.relPath &&
    a.title === b.title &&
    a.sidebarLabel === b.sidebarLabel &&
    a.paginationLabel === b.paginationLabel &&
    a.description === b.description &&
    a.slug === b.slug &&
    a.permalink === b.permalink &&
    a.draft === b.draft &&
    a.unlisted === b.unlisted &&
    a.position === b.position &&
    a.dir === b.dir &&
    a.isCategoryIndex === b.isCategoryIndex &&
    a.sidebar === b.sidebar &&
    sameLink(a.prev, b.prev) &&
    sameLink(a.next, b.next) &&
    sameLinks(a.breadcrumbs, b.breadcrumbs)
  );
}

function sameRoute(a: RouteRecord, b: RouteRecord): boolean {
  return (
    a.path === b.path &&
    a.kind === b.kind &&
    a.id === b.id &&
    a.title === b.title &&
    a.layout === b.layout &&
    a.sidebar === b.sidebar &&
    a.source === b.source &&
    a.at.line === b.at.line &&
    a.at.column === b.at.column &&
    sameSet(a.anchors, b.anchors)
  );
}

function sameIndex(a: GeneratedIndex, b: GeneratedIndex): boolean {
  return (
    a.permalink === b.permalink &&
    a.title === b.title &&
    a.label === b.label &&
    a.description === b.description &&
    a.sidebar === b.sidebar &&
    a.source === b.source &&
    sameLinks(a.breadcrumbs, b.breadcrumbs) &&
    sameLink(a.prev, b.prev) &&
    sameLink(a.next, b.next) &&
    a.items.length === b.items.length &&
    a.items.every((item, i) => item.title === b.items[i].title && item.permalink === b.items[i].permalink && item.description === b.items[i].description)
  );
}

/** The same records, one by one (parse results and frontmatter by identity). */
function sameParsed<T extends { source: string; parsed: unknown }>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item.source === b[i].source && item.parsed === b[i].parsed);
}

export function diffModels(memory: ModelMemory, before: SiteModel, after: SiteModel): ModelDiff | undefined {
  const { places } = memory;
  if (before.config !== after.config || !sameSet(before.staticFiles, after.staticFiles) || !sameSet(before.assets, after.assets)) return undefined;
  if (!sameParsed(before.blogPosts, after.blogPosts) || !sameParsed(before.pages, after.pages) || !sameParsed(before.drafts, after.drafts)) return undefined;
  if (before.generatedIndexes.length !== after.generatedIndexes.length) return undefined;
  // Docs ids repeat across docs versions and instances, and the lists emit/structure.ts patches are by id: such sites build in full.
  if (before.docsVersions.length !== 1 || after.docsVersions.length !== 1) return undefined;
  // A partial's anchors and links are those of every page that renders it: such sites build in full.
  if (before.partials.size > 0 || after.partials.size > 0) return undefined;
  // The authors map and tags file change posts and lists without changing a parse result.
  const blogOf = (m: SiteModel) => JSON.stringify([m.blogPosts.map((p) => [p.authors, p.tags]), m.listPages]);
  if ((before.blogPosts.length > 0 || after.blogPosts.length > 0) && blogOf(before) !== blogOf(after)) return undefined;
  const last = placesOf(places, before);
  const next = placesOf(places, after);
  if (last.sharedKeys || next.sharedKeys) return undefined;

  const diff: ModelDiff = { addedDocs: [], removedDocs: [], changedDocs: [], addedRoutes: [], removedRoutes: [], changedRoutes: [], changedIndexes: [] };
  let changes = 0;
  for (const doc of after.docs) {
    const was = docOf(places, before, doc.source);
    if (!was) diff.addedDocs.push(doc);
    else if (!sameDoc(was, doc)) diff.changedDocs.push(doc);
    else continue;
    if (++changes > MAX_CHANGES) return undefined;
  }
  if (after.docs.length - diff.addedDocs.length !== before.docs.length) {
    for (const doc of before.docs) if (!next.docs.has(doc.source)) diff.removedDocs.push(doc);
  }
  for (const route of after.routes) {
    const was = routeOf(places, before, route.path);
    if (!was) diff.addedRoutes.push(route);
    else if (!sameRoute(was, route)) diff.changedRoutes.push({ before: was, after: route });
    else continue;
    if (++changes > MAX_CHANGES) return undefined;
  }
  if (after.routes.length - diff.addedRoutes.length !== before.routes.length) {
    for (const route of before.routes) if (!next.routes.has(routeKey(route.path))) diff.removedRoutes.push(route);
  }
  if (diff.removedDocs.length + diff.removedRoutes.length + changes > MAX_CHANGES) return undefined;
  // Only docs come and go: every other route keeps its kind and source.
  const docRoute = (route: RouteRecord) => route.kind === 'doc';
  if (!diff.addedRoutes.every(docRoute) || !diff.removedRoutes.every(docRoute) || diff.changedRoutes.some(({ before: b, after: a }) => b.kind !== a.kind || b.source !== a.source || b.path !== a.path)) return undefined;
  for (let i = 0; i < after.generatedIndexes.length; i++) {
    const index = after.generatedIndexes[i];
    if (index.permalink !== before.generatedIndexes[i].permalink) return undefined;
    if (!sameIndex(before.generatedIndexes[i], index)) diff.changedIndexes.push(index);
  }
  return diff;
}
