/**
 * Search artifacts: DocSearch-shaped records (`out/search/records.json`, what `search push`
 * uploads to Algolia) and the embedded local index (`out/search/index.json`) built from the
 * same records with MiniSearch. The options below are the contract between the builder and
 * every reader of the index (browser backend, test server, benchmarks).
 */
import { z } from 'zod';
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

export const searchIndexArtifact = z.strictObject({
  schemaVersion: z.literal(SCHEMA_VERSION),
  records: z.array(searchRecord),
  /** MiniSearch's serialised index over `records`, document id = position in `records` */
  index: z.record(z.string(), z.unknown()),
});
export type SearchIndexArtifact = z.infer<typeof searchIndexArtifact>;

export { DOCS_TAG, SEARCH_FIELD_BOOSTS, SEARCH_FIELDS } from './search-fields.ts';
