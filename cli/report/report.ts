/** What a reporter prints: the findings and what the summary says about the run. */
import type { Diagnostic } from '../../schema/diagnostic.ts';

export type Format = 'pretty' | 'json' | 'github';

export interface Report {
  diagnostics: Diagnostic[];
  texts: ReadonlyMap<string, string>;
  files: number;
  routes: number;
  durationMs: number;
  /** links computed by code, not checked (the summary says how many) */
  computedLinks?: number;
  color: boolean;
  /** false: the findings without the closing summary line (`watch` prints its own line per cycle) */
  summary?: boolean;
  /** the site folder from the working directory: github annotations name files from there ('' or absent: the site folder is it) */
  fileBase?: string;
}
