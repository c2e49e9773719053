/**
 * Versions written into artifacts, cache keys and run fingerprints. Bump PIPELINE_VERSION when
 * any stage's output changes for the same input, PARSE_VERSION when the parse output does: both
 * are part of the parse cache's key, read here without loading the parse stage.
 */
export const GENERATOR_VERSION = '0.1.0';
export const PIPELINE_VERSION = '3';
export const PARSE_VERSION = '22';
