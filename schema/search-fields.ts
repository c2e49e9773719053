/**
 * The search constants the browser needs, without zod: importing them from ./search.ts would
 * pull the schema library into the search chunks. ./search.ts re-exports them.
 */
export const DOCS_TAG = 'docs-default-current';

/** Indexed text fields of a record, with how much a match in each counts. */
export const SEARCH_FIELD_BOOSTS = { lvl1: 8, lvl2: 5, lvl3: 4, lvl4: 3, lvl5: 3, lvl6: 3, content: 1 } as const;
export const SEARCH_FIELDS = Object.keys(SEARCH_FIELD_BOOSTS) as (keyof typeof SEARCH_FIELD_BOOSTS)[];
