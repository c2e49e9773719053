/**
 * Search artifacts: DocSearch-shaped records (`out/search/records.json`, what `search push`
 * uploads to Algolia) and the embedded local index (`out/search/index.json`) built from the
 * same records. The shapes below are the contract between the builder and every reader of
 * the index (browser backend, test server, benchmarks).
 */
import { z } from 'zod';
import { LOCAL_INDEX_FORMAT } from './search-fields.ts';
import { SCHEMA_VERSION } from './version.ts';

export const hierarchy = z.strictObject({
  lvl0: z.string(),
  lvl1: z.string().nullable(),
  lvl2: z.string().nullable(),
  lvl3: z.string().nullable(),
  lvl4: z.string().nullable(),
  lvl5: z.string().nullable(),
  lvl6: z.string().nullable(),
});
export type Hierarchy = z.infer<typeof hierarchy>;

export const recordType = z.enum(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);

export const searchRecord = z.strictObject({
  objectID: z.string(),
  type: recordType,
  hierarchy,
  content: z.string().nullable(),
  url: z.string(),
  url_without_anchor: z.string(),
  anchor: z.string().nullable(),
  language: z.string(),
  docusaurus_tag: z.string(),
  weight: z.strictObject({ pageRank: z.number(), level: z.number(), position: z.number() }),
});
export type SearchRecord = z.infer<typeof searchRecord>;

export const recordsArtifact = z.strictObject({ schemaVersion: z.literal(SCHEMA_VERSION), records: z.array(searchRecord) });
export type RecordsArtifact = z.infer<typeof recordsArtifact>;

/**
 * The local index (`out/search/index.json`): the records of records.json in a columnar layout
 * with everything derivable left out, plus an inverted index over them. The browser fetches it
 * whole, so it carries only what the engine needs to rank, filter, highlight and rebuild hits.
 *
 * - A *page* is a run of consecutive records with the same url_without_anchor, lvl0, language
 *   and docusaurus_tag; a *section* a run within a page with the same anchor and hierarchy
 *   (a heading's record and the text under it). Hierarchy strings are stored once per section.
 * - Derived, not stored: `url` (route + `#anchor`), `url_without_anchor` (the page's route),
 *   `weight` (pageRank: `pageRank` of the page's records' `lengths` summed; level 100 for the
 *   page's title record, 100 − 10·N for a lvlN heading, 0 for text; position = index in the
 *   page) — the builder's rules (cli/emit/search.ts).
 * - Postings: per term, groups `field, n, entry×n`: field is the index in SEARCH_FIELDS
 *   (lvl1–lvl6 index sections, content indexes records), an entry is `gap·2 + (tf > 1)`,
 *   followed by tf when that bit is set; gap is the distance to the previous id (the first
 *   entry's gap is its id).
 */
export const searchIndexArtifact = z.strictObject({
  schemaVersion: z.literal(SCHEMA_VERSION),
  format: z.literal(LOCAL_INDEX_FORMAT),
  /** [url_without_anchor, lvl0, language, docusaurus_tag] */
  pages: z.array(z.tuple([z.string(), z.string(), z.string(), z.string()])),
  /** [page, number of records, anchor, lvl1, …, lvl6] (trailing null levels left out) */
  sections: z.array(z.tuple([z.number().int(), z.number().int(), z.string().nullable()]).rest(z.string().nullable())),
  /** per record, in records.json order */
  objectIDs: z.array(z.string()),
  /** per record one character: `1`–`6` for lvl1–lvl6, `0` for content */
  types: z.string(),
  contents: z.array(z.string().nullable()),
  /** per record the number of terms in its content */
  lengths: z.array(z.number().int()),
  terms: z.array(z.string()),
  /** per term (same order as `terms`) */
  postings: z.array(z.array(z.number().int())),
});
export type SearchIndexArtifact = z.infer<typeof searchIndexArtifact>;

/**
 * What records.json and index.json hold instead when a site's search is split into shards
 * (cli/emit/search.ts: more than 128 searchable pages): the shard files, paths relative to out/,
 * each a whole `recordsArtifact` or `searchIndexArtifact` over some of the pages. Reading the
 * shards in this order gives the records of the site.
 */
export const searchShardsArtifact = z.strictObject({
  schemaVersion: z.literal(SCHEMA_VERSION),
  format: z.literal(LOCAL_INDEX_FORMAT).optional(),
  shards: z.array(z.string().regex(/^search\/(records|index)\/\d+\.json$/)).min(2),
});
export type SearchShardsArtifact = z.infer<typeof searchShardsArtifact>;

export { CONTENT_FIELD, DOCS_TAG, LOCAL_INDEX_FORMAT, pageRank, SEARCH_FIELD_BOOSTS, SEARCH_FIELDS, tokenize, words } from './search-fields.ts';
