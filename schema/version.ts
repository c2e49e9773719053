/** Version of every artifact's shape in out/. Bump on any incompatible change. */
export const SCHEMA_VERSION = 1;
