/** Versions written into artifacts and cache keys. Bump PIPELINE_VERSION when any stage's output changes for the same input. */
export const GENERATOR_VERSION = '0.1.0';
export const PIPELINE_VERSION = '1';
