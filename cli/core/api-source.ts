/**
 * What the API reference is generated from, as the reading edge found it
 * (cli/io/read-api-reference.ts) and the generator reads it (cli/generate/api-reference.ts).
 */

/** A literal a JavaScript module exports, read without running it. */
export type StaticValue =
  | { kind: 'literal'; text: string }
  | { kind: 'array'; items: StaticValue[] }
  | { kind: 'object'; entries: [string, StaticValue][] }
  | { kind: 'unknown' };

export interface ApiReferenceSource {
  /** the entry as written in the config */
  configured: string;
  /** site-relative POSIX path of the `.d.ts` (may start with `../`); undefined when not found */
  entry?: string;
  entryText?: string;
  /** site-relative path of the package's JavaScript module, when found */
  jsFile?: string;
  packageName?: string;
  packageVersion?: string;
  typedocVersion: string;
  /** TypeDoc's JSON project (`serializer.projectToObject`), paths relative to the entry's folder */
  project?: unknown;
  /** literal values exported by the JavaScript module, by export name */
  values: Record<string, StaticValue>;
  /** errors and warnings TypeDoc logged */
  messages: { level: 'error' | 'warn'; message: string }[];
}
