/**
 * model (patch): the model of a site that differs from the last one only in the bodies of
 * some docs, made from the last model instead of from scratch: `watch` sees such edits far more
 * often than any other (typing in a page), and rebuilding sidebars, navigation and routes for
 * each of them cost most of a cycle on a large site. Pure.
 *
 * A doc's body decides nothing in the model but its route's anchors, so the patch keeps every
 * other part of the last model when each changed doc's record (id, title, labels, description,
 * slug, place, frontmatter and the positions of its keys) is what it was. Anything else
 * (another kind of file, a new or deleted file, a changed title) answers undefined, and the
 * caller builds the model in full. The result equals what `buildModel` gives for the same input.
 */
import type { SiteConfig } from '../../schema/config.ts';
import { CURRENT_VERSION, DEFAULT_INSTANCE } from '../core/docs-versions.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import { buildDoc } from './docs.ts';
import type { ModelMemory } from './memory.ts';
import { keepPlaces, placesOf } from './places.ts';
import { linkableAnchors } from './linkable-anchors.ts';
import { anchorSetOf } from './routes.ts';
import type { DocRecord, RouteRecord, SiteModel } from './types.ts';

export interface ModelPatch {
  model: SiteModel;
  /** sources of the docs whose parse result changed */
  docs: Set<string>;
  /** the routes whose anchors changed, as they were and as they are */
  routes: { before: RouteRecord; after: RouteRecord }[];
}

/** The record fields the rest of the model is built from (all but the parse result, the frontmatter and what navigation adds). */
const RECORD_FIELDS = ['id', 'title', 'sidebarLabel', 'paginationLabel', 'description', 'slug', 'permalink', 'draft', 'unlisted', 'position', 'dir', 'isCategoryIndex'] as const;

function sameRecord(a: DocRecord, b: DocRecord, before: ParsedDoc, after: ParsedDoc): boolean {
  return (
    RECORD_FIELDS.every((field) => a[field] === b[field]) &&
    sameValue(before.frontmatter, after.frontmatter) &&
    sameValue(before.frontmatterKeys, after.frontmatterKeys)
  );
}

/**
 * Frontmatter values alike in every way the artifacts can show: type (a YAML date is not its
 * ISO string), value (NaN is NaN) and key order (page data keeps the order written).
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  const other = Object.keys(b);
  return keys.length === other.length && keys.every((key, i) => key === other[i] && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The same anchors in the same order (suggestions for a broken anchor list them in it). */
const sameAnchors = (a: ReadonlySet<string>, b: readonly string[]) => {
  const next = [...new Set(b)];
  if (next.length !== a.size) return false;
  let i = 0;
  for (const anchor of a) if (anchor !== next[i++]) return false;
  return true;
};

/**
 * The last model with the changed files' parse results in place, or undefined when the change
 * reaches beyond doc bodies. `changed` lists every file that differs from the last model's
 * input (watch: the files of the cycle's events); `sources` and `parsed` are this cycle's.
 */
const instanceOf = (source: SourceFile) => source.instance ?? DEFAULT_INSTANCE;

export function patchModel(
  memory: ModelMemory,
  { previous, config, sources, parsed, changed }: { previous: SiteModel; config: SiteConfig; sources: readonly SourceFile[]; parsed: ReadonlyMap<string, ParsedDoc>; changed: readonly string[] },
): ModelPatch | undefined {
  // A page that renders partials has their anchors and links: a site with any builds in full.
  if (config !== previous.config || changed.length === 0 || previous.partials.size > 0) return undefined;
  const byPath = new Map(sources.filter((s) => changed.includes(s.path)).map((s) => [s.path, s]));
  // A deletion, or a file of another kind: built in full, without making the places of every doc first.
  if (changed.some((file) => byPath.get(file)?.kind !== 'doc' || !parsed.has(file))) return undefined;
  const { docs: docAt, docRoutes: routeAt } = placesOf(memory.places, previous);
  const docs = [...previous.docs];
  const routes = [...previous.routes];
  const patch: ModelPatch = { model: { ...previous, docs, routes }, docs: new Set(), routes: [] };
  for (const file of changed) {
    const source = byPath.get(file);
    const at = docAt.get(file);
    const after = parsed.get(file);
    if (source?.kind !== 'doc' || at === undefined || !after) return undefined;
    const before = previous.docs[at];
    if (after === before.parsed) continue;
    if (after.partials?.length) return undefined;
    const version = previous.docsVersions.find((v) => v.instance === instanceOf(source) && v.name === (source.version ?? CURRENT_VERSION));
    if (!version) return undefined;
    const record = buildDoc(source, after, version.path, memory.records);
    if (!sameRecord(before, record, before.parsed, after)) return undefined;
    docs[at] = { ...before, parsed: after, frontmatter: record.frontmatter };
    patch.docs.add(file);
    const routeIndex = routeAt.get(file);
    if (routeIndex === undefined) continue;
    const route: RouteRecord = routes[routeIndex];
    if (sameAnchors(route.anchors, linkableAnchors(after, config.checks.anchors))) continue;
    routes[routeIndex] = { ...route, anchors: anchorSetOf(after, config.checks.anchors, memory.anchorSets) };
    patch.routes.push({ before: route, after: routes[routeIndex] });
  }
  keepPlaces(memory.places, patch.model, previous);
  return patch;
}
