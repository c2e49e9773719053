/** What a run comes to: the config was unusable, out was refused, the last run's findings stand, or the site was built. */
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { LoadedModule } from '../core/raw-site.ts';
import type { ArtifactChanges } from '../emit/patched-files.ts';
import type { SiteModel } from '../model/types.ts';

export interface RunStats {
  files: number;
  parsed: number;
  cached: number;
  routes: number;
  /** links computed by code (compile-mode MDX), which are not checked */
  computedLinks?: number;
}

interface Reported {
  diagnostics: Diagnostic[];
  /** file texts for code frames */
  texts: ReadonlyMap<string, string>;
  stats: RunStats;
}

/** The config could not be loaded or is not valid: its diagnostics, exit 2. */
export interface InvalidConfig extends Reported {
  kind: 'invalid-config';
  exitCode: 2;
}

/** The config asked the run to stop before it wrote anything (see RunOptions.refuse), exit 2. */
export interface Refused extends Reported {
  kind: 'refused';
  exitCode: 2;
  config: SiteConfig;
  reason: string;
}

/** Nothing the run reads changed since a recorded run: its findings are this run's, and there is no model and no artifacts. */
export interface Reused extends Reported {
  kind: 'reused';
  exitCode: 0 | 1 | 2;
  config: SiteConfig;
  fingerprint: string;
}

export interface Built extends Reported {
  kind: 'built';
  /** 1: content errors */
  exitCode: 0 | 1;
  config: SiteConfig;
  model: SiteModel;
  /** of everything this run read (cli/load/fingerprint.ts), when asked for and computable */
  fingerprint?: string;
  /** the config and sidebars modules as read (a run record keeps those whose value depends only on their inputs) */
  /** the config module and every sidebars module (see recorded-run.ts) */
  modules: { config: LoadedModule; sidebars: LoadedModule[] };
  /** when asked for: every file of out/ but the manifest (and the search files, with `searchLater`) */
  artifacts?: Map<string, string>;
  /** with `searchLater`: the search files, a few at a time as a worker makes them (read once) */
  searchFiles?: AsyncIterable<ReadonlyMap<string, string>>;
  /** with artifacts patched from the last run's: the files they were patched from, and which changed since */
  artifactChanges?: ArtifactChanges;
  /** how the model was made: in full, from the last one with changed doc bodies, or from the last one with a doc added or deleted */
  modelFrom: 'full' | 'body-patch' | 'doc-set';
  /** the model, findings and artifacts were patched from the last run's (an edit inside doc bodies) */
  patched: boolean;
  /** docs came or went, and the links, findings and artifacts followed the model's diff from the last run's (see model/diff.ts) */
  patchedStructure: boolean;
  /** the stages after parsing that were patched from the last run's output, in order (incremental.ts) */
  patchedStages: ('model' | 'links' | 'check' | 'artifacts')[];
}

export type RunResult = InvalidConfig | Refused | Reused | Built;
