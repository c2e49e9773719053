/**
 * What the reading edge (cli/io) hands the stages: a site's files as bytes and its config-like
 * modules as evaluated, uninterpreted. The load stage makes sense of them.
 */

export const CONFIG_NAMES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs', 'docs.config.cjs', 'docs.config.json'];
/** Read when there is no docs.config: a Docusaurus site checked as it is (cli/load/docusaurus/). */
export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export const isDocusaurusConfig = (file: string): boolean => DOCUSAURUS_CONFIG_NAMES.some((name) => file === name || file.endsWith(`/${name}`) || file.endsWith(`\\${name}`));

export const SIDEBARS_NAMES = ['sidebars.ts', 'sidebars.mts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** All a module's value depends on: its source files (absolute path, sha256) and the environment variables it read (unset: null). */
export interface ModuleInputs {
  files: [file: string, sha256: string][];
  env: [name: string, value: string | null][];
}

/** A config-like module (TS, JS, JSON): its text for positions, and its value or why it has none. */
export interface LoadedModule {
  file: string;
  text: string;
  value?: unknown;
  /** `limit`: it passed a limit of its evaluation (time or memory), so it is not read another way */
  error?: {
    message: string;
    line?: number;
    column?: number;
    /** the module the config imports that the error is in, with its place (`../shared/meta.mjs:13:26`, relative to the config's folder) */
    in?: string;
    limit?: 'time' | 'memory';
  };
  /** set when the value depends on nothing else (no packages, no clock, no reads of its own) */
  inputs?: ModuleInputs;
  /** packages it imports that are not installed: each stood in as an inert value (cli/core/inert.ts) */
  standIns?: string[];
  /** set when evaluating failed and `value` holds the literal parts read from its syntax tree (a Docusaurus config) */
  partial?: {
    reason: string;
    unknown: string[];
    /** the site's own file it read or required that does not exist (a file a build step generates), as the source names it */
    missing?: { file: string; /** the module that names it, when not the config (its path and place) */ from?: string; line?: number; column?: number };
  };
}

export interface RawFile {
  /** site-relative, POSIX separators */
  path: string;
  bytes: Buffer;
}

export interface OutsideLink {
  path: string;
  target: string;
  /** set when the path comes from the config (`staticDirectories`, `docs.path`...) rather than a symlink */
  configKey?: string;
}

/** A docs instance's versions file (`versions.json`), as read. */
export interface RawVersionsFile {
  instance: string;
  /** site-relative */
  file: string;
  text: string;
}

/** A sidebars file of a docs instance's version other than the default instance's current one. */
export interface RawVersionSidebars {
  instance: string;
  version: string;
  module: LoadedModule;
}

/** A site's components map file, as read. */
export interface RawComponentsMap {
  /** site-relative */
  path: string;
  exported: 'default' | 'components';
  text: string;
}

export interface RawContent {
  /** the default docs instance's current sidebars file */
  sidebars: LoadedModule | null;
  /** every docs instance's versions file that exists (absent: none) */
  versionsFiles?: RawVersionsFile[];
  /** the sidebars files of the other instances and versions that exist */
  moreSidebars?: RawVersionSidebars[];
  /** Markdown, MDX and `_category_` files under docs, blog and pages */
  files: RawFile[];
  /** every other file under docs, blog and pages (images next to docs...), site-relative */
  assets: string[];
  /** the site's components map (schema/site-components.ts), when it has one: its text is read, never run */
  componentsMap?: RawComponentsMap;
  /** URL paths of static files (`/img/logo.png`), from every static directory */
  staticFiles: string[];
  outside: OutsideLink[];
}
