/**
 * emit (search): DocSearch records for every page (title, headings, text blocks) and the local
 * index over them (./search-index.ts). lvl0 is the page's top-level section (its first sidebar category,
 * else "Documentation"), lvl1 its title, lvl2–lvl6 its headings.
 */
import { createHash } from 'node:crypto';
import { SCHEMA_VERSION } from '../../schema/artifacts.ts';
import { DOCS_TAG, type Hierarchy, LOCAL_INDEX_FORMAT, type SearchRecord } from '../../schema/search.ts';
import type { SiteModel } from '../model/types.ts';
import type { SearchBlock } from '../parse/types.ts';
import { localSearchIndex } from './search-index.ts';

interface SearchablePage {
  route: string;
  lvl0: string;
  title: string;
  blocks: SearchBlock[];
  language: string;
}

const EMPTY: Omit<Hierarchy, 'lvl0'> = { lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

/** The part of an objectID that does not depend on the other pages: a hash of the record's content. */
function baseId(record: Omit<SearchRecord, 'objectID'>): string {
  return createHash('sha1').update(`${record.url}\0${record.type}\0${JSON.stringify(record.hierarchy)}\0${record.content ?? ''}`).digest('hex').slice(0, 20);
}

function objectId(base: string, seen: Map<string, number>): string {
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

/** A page's records before objectIDs are numbered: each with its base id and its JSON text without the objectID. */
interface PageRecords {
  records: { base: string; record: Omit<SearchRecord, 'objectID'>; json: string }[];
}

function pageRecords(page: SearchablePage): PageRecords {
  const records: PageRecords['records'] = [];
  const levels: (string | null)[] = [page.title, null, null, null, null, null]; // lvl1..lvl6
  let anchor: string | null = null;
  let position = 0;
  const push = (type: SearchRecord['type'], content: string | null, level: number) => {
    const hierarchy: Hierarchy = { lvl0: page.lvl0, ...EMPTY, lvl1: levels[0], lvl2: levels[1], lvl3: levels[2], lvl4: levels[3], lvl5: levels[4], lvl6: levels[5] };
    const url = anchor ? `${page.route}#${anchor}` : page.route;
    const record = { type, hierarchy, content, url, url_without_anchor: page.route, anchor, language: page.language, docusaurus_tag: DOCS_TAG, weight: { pageRank: 0, level, position: position++ } };
    records.push({ base: baseId(record), record, json: JSON.stringify(record) });
  };
  push('lvl1', null, 100);
  for (const block of page.blocks) {
    if (block.kind === 'heading') {
      levels[block.level - 1] = block.text;
      for (let i = block.level; i < levels.length; i++) levels[i] = null;
      anchor = block.anchor;
      push(`lvl${block.level}` as SearchRecord['type'], null, 100 - block.level * 10);
    } else push('content', block.text, 0);
  }
  return { records };
}

/**
 * Per-page records, reused while a page's search blocks (the same parse result object, which
 * `watch` keeps in memory across cycles) and its route, section, title and language are unchanged.
 * Records of a page depend only on these; the objectID suffixes that disambiguate equal records
 * across pages are applied afterwards, in site order, so the output is that of a fresh build.
 */
const pageCache = new WeakMap<SearchBlock[], Map<string, PageRecords>>();

function cachedPageRecords(page: SearchablePage): PageRecords {
  const key = JSON.stringify([page.route, page.lvl0, page.title, page.language]);
  let byKey = pageCache.get(page.blocks);
  if (!byKey) {
    byKey = new Map();
    pageCache.set(page.blocks, byKey);
  }
  let hit = byKey.get(key);
  if (!hit) {
    hit = pageRecords(page);
    byKey.set(key, hit);
  }
  return hit;
}

function searchablePages(model: SiteModel): SearchablePage[] {
  const language = model.config.i18n.defaultLocale;
  return [
    ...model.docs.filter((d) => !d.unlisted).map((d) => ({ route: d.permalink, lvl0: d.breadcrumbs[0]?.title ?? 'Documentation', title: d.title, blocks: d.parsed.search, language })),
    ...model.generatedIndexes.map((g) => ({
      route: g.permalink,
      lvl0: g.breadcrumbs[0]?.title ?? g.label,
      title: g.title,
      blocks: g.description ? [{ kind: 'content' as const, text: g.description }] : [],
      language,
    })),
    ...model.pages.map((p) => ({ route: p.permalink, lvl0: 'Pages', title: p.title, blocks: p.parsed.search, language })),
    ...model.blogPosts.filter((p) => !p.unlisted).map((p) => ({ route: p.permalink, lvl0: 'Blog', title: p.title, blocks: p.parsed.search, language })),
  ].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** The records and the JSON text of the records array (identical to `JSON.stringify(records)`). */
function recordsWithJson(model: SiteModel): { records: SearchRecord[]; json: string } {
  const seen = new Map<string, number>();
  const records: SearchRecord[] = [];
  const parts: string[] = [];
  for (const page of searchablePages(model)) {
    for (const { base, record, json } of cachedPageRecords(page).records) {
      const objectID = objectId(base, seen);
      records.push({ objectID, ...record });
      // `{"objectID":…,` followed by the record's own keys, in the order of the object above
      parts.push(`{"objectID":${JSON.stringify(objectID)},${json.slice(1)}`);
    }
  }
  return { records, json: `[${parts.join(',')}]` };
}

/** Where a serialised index can be kept between runs, keyed by the records it indexes. */
export interface SearchIndexCache {
  get(key: string): string | undefined;
  set(key: string, text: string): void;
}

/** The last index built in this process: `watch` and repeated builds skip indexing when nothing searchable changed. */
let lastIndex: { key: string; text: string } | undefined;

function serialisedIndex(records: SearchRecord[], json: string, cache?: SearchIndexCache): string {
  // The layout version is part of the key: a cache filled by an older builder must not answer.
  const key = createHash('sha256').update(`index.json ${SCHEMA_VERSION}.${LOCAL_INDEX_FORMAT}\0`).update(json).digest('hex');
  if (lastIndex?.key === key) return lastIndex.text;
  let text = cache?.get(key);
  if (text === undefined) {
    text = `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, ...localSearchIndex(records) })}\n`;
    cache?.set(key, text);
  }
  lastIndex = { key, text };
  return text;
}

export function searchArtifacts(model: SiteModel, cache?: SearchIndexCache): Map<string, string> {
  const { records, json } = recordsWithJson(model);
  return new Map([
    ['search/records.json', `{"schemaVersion":${JSON.stringify(SCHEMA_VERSION)},"records":${json}}\n`],
    ['search/index.json', serialisedIndex(records, json, cache)],
  ]);
}
