/**
 * emit (search): DocSearch records for every page (title, headings, text blocks; a section's
 * tables are its heading record's content) and the local index over them (./search-index.ts).
 * lvl0 is the page's top-level section (its first sidebar category, else "Documentation"), lvl1
 * its title, lvl2–lvl6 its headings; weight.pageRank grows with how much the page says.
 */
import { createHash, hash } from 'node:crypto';
import { SCHEMA_VERSION } from '../../schema/artifacts.ts';
import { DOCS_TAG, type Hierarchy, LOCAL_INDEX_FORMAT, pageRank, type SearchRecord, words } from '../../schema/search.ts';
import { type DescriptionMemory, type SearchablePage, searchablePages } from '../model/searchable-pages.ts';
import type { DocRecord, SiteModel } from '../model/types.ts';
import type { SearchBlock } from '../core/parsed-doc.ts';
import { localSearchIndex, type TermMemory } from './search-index.ts';

const EMPTY: Omit<Hierarchy, 'lvl0'> = { lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

/** The part of an objectID that does not depend on the other pages: a hash of the record's content (its hierarchy as JSON). */
function baseId(url: string, type: SearchRecord['type'], hierarchyJson: string, content: string | null): string {
  // One-shot hashing: no Hash object per record.
  return hash('sha1', `${url}\0${type}\0${hierarchyJson}\0${content ?? ''}`).slice(0, 20);
}

function objectId(base: string, seen: Map<string, number>): string {
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

/**
 * A page's records before objectIDs are numbered: each one's base id and JSON text without the
 * objectID, and the records themselves unless kept across cycles (see `cachedPageRecords`).
 */
export interface PageRecords {
  bases: string[];
  jsons: string[];
  records?: Omit<SearchRecord, 'objectID'>[];
}

/**
 * The text each section's heading record carries: the tables of the section, read as text (the
 * page's own record for tables above its first heading). Undefined for a section without one.
 */
function sectionTables(blocks: readonly SearchBlock[]): (string | undefined)[] {
  const tables: (string | undefined)[] = [undefined];
  for (const block of blocks) {
    if (block.kind === 'heading') tables.push(undefined);
    else if (block.kind === 'table') {
      const at = tables.length - 1;
      tables[at] = tables[at] === undefined ? block.text : `${tables[at]} ${block.text}`;
    }
  }
  return tables;
}

/** The page's `weight.pageRank`, from the terms of all its records' contents (which the engine counts again from the index). */
function rankOf(blocks: readonly SearchBlock[]): number {
  let terms = 0;
  for (const block of blocks) if (block.kind !== 'heading') terms += words(block.text).length;
  return pageRank(terms);
}

/**
 * A page's records and their JSON text, which is `JSON.stringify(record)` put together from
 * parts: the hierarchy, url and anchor change only at a heading and the language and tag never,
 * so each is serialised once, rather than every record whole and its hierarchy again for the hash.
 */
function pageRecords(page: SearchablePage): Required<PageRecords> {
  const bases: string[] = [];
  const jsons: string[] = [];
  const records: Omit<SearchRecord, 'objectID'>[] = [];
  const levels: (string | null)[] = [page.title, null, null, null, null, null]; // lvl1..lvl6
  const tables = sectionTables(page.blocks);
  const rank = rankOf(page.blocks);
  const pageTail = `,"language":${JSON.stringify(page.language)},"docusaurus_tag":${JSON.stringify(DOCS_TAG)},"weight":{"pageRank":${rank},"level":`;
  let anchor: string | null = null;
  let position = 0;
  let section = 0;
  let hierarchy: Hierarchy;
  let hierarchyJson = '';
  let url = page.route;
  let sectionJson = '';
  const enterSection = () => {
    hierarchy = { lvl0: page.lvl0, ...EMPTY, lvl1: levels[0], lvl2: levels[1], lvl3: levels[2], lvl4: levels[3], lvl5: levels[4], lvl6: levels[5] };
    hierarchyJson = JSON.stringify(hierarchy);
    url = anchor ? `${page.route}#${anchor}` : page.route;
    sectionJson = `,"url":${JSON.stringify(url)},"url_without_anchor":${JSON.stringify(page.route)},"anchor":${JSON.stringify(anchor)}`;
  };
  const push = (type: SearchRecord['type'], content: string | null, level: number) => {
    const weight = { pageRank: rank, level, position: position++ };
    const record = { type, hierarchy, content, url, url_without_anchor: page.route, anchor, language: page.language, docusaurus_tag: DOCS_TAG, weight };
    const json = `{"type":${JSON.stringify(type)},"hierarchy":${hierarchyJson},"content":${JSON.stringify(content)}${sectionJson}${pageTail}${level},"position":${weight.position}}}`;
    bases.push(baseId(url, type, hierarchyJson, content));
    jsons.push(json);
    records.push(record);
  };
  enterSection();
  push('lvl1', tables[0] ?? null, 100);
  for (const block of page.blocks) {
    if (block.kind === 'heading') {
      levels[block.level - 1] = block.text;
      for (let i = block.level; i < levels.length; i++) levels[i] = null;
      anchor = block.anchor;
      enterSection();
      push(`lvl${block.level}` as SearchRecord['type'], tables[++section] ?? null, 100 - block.level * 10);
    } else if (block.kind === 'content') push('content', block.text, 0);
  }
  return { bases, jsons, records };
}

/** A shard's two texts, as last built in this session: reused while its pages' records are the same objects. */
export interface ShardTexts {
  pages: PageRecords[];
  records: string;
  index: string;
}

/**
 * What a session keeps of the search files it made. Only a session that keeps what it built
 * (`watch`) keeps page records, shards and term counts; descriptions' blocks are kept by every one.
 */
export interface SearchMemory extends DescriptionMemory {
  keep: boolean;
  /**
   * Per-page records, reused while a page's search blocks (the same parse result object, which
   * `watch` keeps in memory across cycles) and its route, section, title and language are unchanged.
   * Records of a page depend only on these; the objectID suffixes that disambiguate equal records
   * across pages are applied afterwards, in site order, so the output is that of a fresh build.
   */
  pageRecords: WeakMap<SearchBlock[], { route: string; lvl0: string; title: string; language: string; records: PageRecords }[]>;
  /** the last build's shards: their texts, and their searchable pages (`patchSearchArtifacts` swaps pages in them) */
  shards: Map<string, ShardTexts>;
  shardPages: Map<string, SearchablePage[]>;
  terms: TermMemory;
}

function cachedPageRecords(page: SearchablePage, memory: SearchMemory | undefined): PageRecords {
  if (!memory?.keep) return pageRecords(page);
  // Compared field by field rather than through a key made of the four (a JSON.stringify per page per cycle).
  let kept = memory.pageRecords.get(page.blocks);
  if (!kept) {
    kept = [];
    memory.pageRecords.set(page.blocks, kept);
  }
  let hit = kept.find((k) => k.route === page.route && k.lvl0 === page.lvl0 && k.title === page.title && k.language === page.language);
  if (!hit) {
    // Kept without the record objects (their JSON texts say the same), which every full
    // collection of the heap would mark again.
    const { bases, jsons } = pageRecords(page);
    hit = { route: page.route, lvl0: page.lvl0, title: page.title, language: page.language, records: { bases, jsons } };
    kept.push(hit);
  }
  return hit.records;
}

/**
 * Sites with many pages split their records and index into shards, so that an edit rewrites one
 * small shard rather than megabytes (`watch`), and the browser still fetches them all at once.
 * A page's shard depends on its route alone; the count only doubles as a site grows, so adding
 * a page moves the other pages only when the count changes. Small sites keep one file each.
 */
export const SINGLE_FILE_PAGES = 128;
export const PAGES_PER_SHARD = 32;
export const MAX_SHARDS = 256;

export function shardCount(pages: number): number {
  if (pages <= SINGLE_FILE_PAGES) return 1;
  let count = 2;
  while (count * PAGES_PER_SHARD < pages && count < MAX_SHARDS) count *= 2;
  return count;
}

/** FNV-1a of the route, over the count (a power of two). */
export function shardOf(route: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) hash = Math.imul(hash ^ route.charCodeAt(i), 0x01000193);
  return (hash >>> 0) & (count - 1);
}

/**
 * The JSON text of some pages' records (identical to `JSON.stringify(records)`), and a way to
 * have the records themselves: only a shard whose index is not in the cache needs them.
 */
function recordsWithJson(pages: PageRecords[]): { records: () => SearchRecord[]; json: string } {
  // objectID suffixes only tell equal records apart; equal records share a url and so a page,
  // which puts them in one shard: numbering within a shard gives a fresh single file's ids.
  const seen = new Map<string, number>();
  const ids: string[] = [];
  const parts: string[] = [];
  for (const { bases, jsons } of pages) {
    for (let i = 0; i < bases.length; i++) {
      const objectID = objectId(bases[i], seen);
      ids.push(objectID);
      // `{"objectID":…,` followed by the record's own keys, in the order of the object below
      parts.push(`{"objectID":${JSON.stringify(objectID)},${jsons[i].slice(1)}`);
    }
  }
  const records = () =>
    pages
      .flatMap((page) => page.records ?? page.jsons.map((json) => JSON.parse(json) as Omit<SearchRecord, 'objectID'>))
      .map((record, i): SearchRecord => ({ objectID: ids[i], ...record }));
  return { records, json: `[${parts.join(',')}]` };
}

/** Where a serialised index can be kept between runs, keyed by the records it indexes. */
export interface SearchIndexCache {
  get(key: string): string | undefined;
  set(key: string, text: string): void;
}

const samePages = (a: PageRecords[], b: PageRecords[]) => a.length === b.length && a.every((page, i) => page === b[i]);

const indexKey = (json: string) => createHash('sha256').update(`index.json ${SCHEMA_VERSION}.${LOCAL_INDEX_FORMAT}\0`).update(json).digest('hex');

/**
 * The texts of one shard, built only when its pages changed since the last build here (else the
 * kept ones). Its records and index exist only while it is built.
 */
function shardTexts(memory: SearchMemory | undefined, name: string, searchable: SearchablePage[], cache?: SearchIndexCache): ShardTexts {
  const pages = searchable.map((page) => cachedPageRecords(page, memory));
  const known = memory?.shards.get(name);
  if (known && samePages(known.pages, pages)) return known;
  const { records, json } = recordsWithJson(pages);
  const recordsText = `{"schemaVersion":${JSON.stringify(SCHEMA_VERSION)},"records":${json}}\n`;
  // The layout version is part of the key: a cache filled by an older builder must not answer.
  const key = indexKey(json);
  let index = cache?.get(key);
  if (index === undefined) {
    index = `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, ...localSearchIndex(records(), memory?.terms) })}\n`;
    cache?.set(key, index);
  }
  return { pages: memory?.keep ? pages : [], records: recordsText, index };
}

/** A shard's two file names; '' names the single files (a site of one shard, or the lists of shards). */
function shardFiles(name: string): [records: string, index: string] {
  return name === '' ? ['search/records.json', 'search/index.json'] : [`search/records/${name}.json`, `search/index/${name}.json`];
}

/** The files of these shards with their new pages, kept for the next patch. */
function remadeShards(memory: SearchMemory, changed: ReadonlyMap<string, SearchablePage[]>, cache?: SearchIndexCache): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, pages] of changed) {
    const texts = shardTexts(memory, name, pages, cache);
    memory.shards.set(name, texts);
    memory.shardPages.set(name, pages);
    const [records, index] = shardFiles(name);
    files.set(records, texts.records);
    files.set(index, texts.index);
  }
  return files;
}

/**
 * The files of the shards that hold `docs`, after a model patch that changed only their parse
 * results: each of their searchable pages takes the doc's new blocks, and only those shards are
 * made again. Undefined when a doc is not where the last full build put it.
 */
export function patchSearchArtifacts(memory: SearchMemory, docs: readonly DocRecord[], cache?: SearchIndexCache): Map<string, string> | undefined {
  const names = [...memory.shardPages.keys()];
  if (names.length === 0) return undefined;
  const count = names.length;
  const changed = new Map<string, SearchablePage[]>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    const name = count === 1 ? names[0] : names[shardOf(doc.permalink, count)];
    const shard = changed.get(name) ?? [...(memory.shardPages.get(name) ?? [])];
    const at = shard.findIndex((page) => page.route === doc.permalink);
    if (at < 0 || shard.findLastIndex((page) => page.route === doc.permalink) !== at || shard[at].title !== doc.title) return undefined;
    shard[at] = { ...shard[at], blocks: doc.parsed.search };
    changed.set(name, shard);
  }
  return remadeShards(memory, changed, cache);
}

/**
 * The files of the shards that hold `changes`' routes, after a structural patch: each route's
 * searchable page put in its place (by route) or taken out (undefined). Undefined when the number
 * of shards would change, or there is no last full build to patch.
 */
export function patchSearchPages(memory: SearchMemory, changes: ReadonlyMap<string, SearchablePage | undefined>, cache?: SearchIndexCache): Map<string, string> | undefined {
  const names = [...memory.shardPages.keys()];
  if (names.length === 0) return undefined;
  const count = names.length;
  let total = 0;
  for (const pages of memory.shardPages.values()) total += pages.length;
  const changed = new Map<string, SearchablePage[]>();
  for (const [route, page] of changes) {
    const name = count === 1 ? names[0] : names[shardOf(route, count)];
    const shard = changed.get(name) ?? [...(memory.shardPages.get(name) ?? [])];
    // The shard's pages are in route order (see `searchablePages`).
    let low = 0;
    let high = shard.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (shard[mid].route < route) low = mid + 1;
      else high = mid;
    }
    const present = low < shard.length && shard[low].route === route;
    if (present && page) shard[low] = page;
    else if (present) {
      shard.splice(low, 1);
      total--;
    } else if (page) {
      shard.splice(low, 0, page);
      total++;
    }
    changed.set(name, shard);
  }
  if (shardCount(total) !== count) return undefined;
  return remadeShards(memory, changed, cache);
}

/** `memory`: the session's (a build without it keeps nothing). */
export function searchArtifacts(model: SiteModel, cache?: SearchIndexCache, memory?: SearchMemory): Map<string, string> {
  return searchFiles(searchablePages(model, memory), cache, memory);
}

/** The search files of these pages (see `searchablePages`). */
export function searchFiles(pages: SearchablePage[], cache?: SearchIndexCache, memory?: SearchMemory): Map<string, string> {
  const files = new Map<string, string>();
  for (const batch of searchFileBatches(pages, cache, memory)) for (const [file, text] of batch) files.set(file, text);
  return files;
}

/**
 * The search files of these pages a shard at a time, after the lists of shards: a build's worker
 * hands each shard's files on as it makes them, so neither thread holds all of them at once
 * (holding them set a cold build's peak memory).
 */
export function* searchFileBatches(pages: SearchablePage[], cache?: SearchIndexCache, memory?: SearchMemory): Generator<Map<string, string>> {
  const count = shardCount(pages.length);
  const names = count === 1 ? [''] : Array.from({ length: count }, (_, i) => String(i).padStart(String(count - 1).length, '0'));
  const shards = new Map<string, SearchablePage[]>(names.map((name) => [name, []]));
  if (count === 1) shards.set('', pages);
  else {
    for (const page of pages) shards.get(names[shardOf(page.route, count)])!.push(page);
    const [recordsList, indexList] = shardFiles('');
    yield new Map([
      [recordsList, `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, shards: names.map((name) => shardFiles(name)[0]) })}\n`],
      [indexList, `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, format: LOCAL_INDEX_FORMAT, shards: names.map((name) => shardFiles(name)[1]) })}\n`],
    ]);
  }
  // What `watch` keeps for its next cycle: every shard's texts and pages, once all are made.
  const kept = new Map<string, ShardTexts>();
  for (const name of names) {
    const texts = shardTexts(memory, name, shards.get(name)!, cache);
    if (memory?.keep) kept.set(name, texts);
    const [records, index] = shardFiles(name);
    yield new Map([
      [records, texts.records],
      [index, texts.index],
    ]);
  }
  if (!memory) return;
  memory.shards = kept;
  memory.shardPages = memory.keep ? shards : new Map();
}
