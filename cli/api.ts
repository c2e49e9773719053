/**
 * What the renderer's Node scripts use of docs-cli, and the only module of cli/ they import:
 * the site build runs `build` first and copies the static folders as it reads them, the dev
 * server runs `watch`, and the gallery's code is highlighted as the docs' code blocks are.
 */
export { type BuildOptions, buildArtifacts, buildCommand } from './commands/build.ts';
export { type StagedBuild, stageCurrentBuild } from './emit/write.ts';
export { fileSystemError } from './io/writable.ts';
export { diagnostic } from './diagnostics/create.ts';
export { locateQuoted, pointAt } from './diagnostics/position.ts';
export { DOCUSAURUS_CONFIG_NAMES } from './core/raw-site.ts';
export { refusalBeforeReading } from './commands/out-dir-refusal.ts';
export { type CycleResult, startWatch } from './commands/watch.ts';
export { isInside } from './core/paths.ts';
export { createHighlighters, getHighlighter, type Highlighters, highlight, loadLanguages, type Themes } from './parse/highlight.ts';
