/**
 * Changes whenever the parse output for the same input can change: part of the cache key.
 * A module of its own so the cache can read it without loading the parse stage.
 */
export const PARSE_VERSION = '9';
