/** Shared by build and check: print the report once, in the chosen format, and decide the exit code. */
import path from 'node:path';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { type Format, limitWarnings, reporters } from '../report/index.ts';
import type { RunResult } from '../pipeline/result.ts';

export interface ReportOptions {
  format: Format;
  quiet: boolean;
  maxWarnings?: number;
  /** the site folder as the command was given it: github annotations name files from the working directory (the repository's root in a workflow) */
  siteDir?: string;
}

/** Where the site's files are from the working directory: '' when it is the site folder, or when the site lies outside it (no annotation could name a file there). */
function fileBase(options: ReportOptions): string {
  if (options.siteDir === undefined) return '';
  const relative = path.relative(process.cwd(), path.resolve(options.siteDir));
  return relative.startsWith('..') || path.isAbsolute(relative) ? '' : relative.split(path.sep).join('/');
}

/** Colours only in the pretty format, on a terminal, unless NO_COLOR says otherwise. */
function colored(options: ReportOptions): boolean {
  return options.format === 'pretty' && process.stdout.isTTY === true && !process.env.NO_COLOR;
}

/** More warnings than `--max-warnings` allows: the run fails with exit code 1. */
export function exceedsMaxWarnings(diagnostics: readonly Diagnostic[], maxWarnings: number | undefined): boolean {
  return maxWarnings !== undefined && diagnostics.filter((d) => d.level === 'warn').length > maxWarnings;
}

export function report(result: RunResult, options: ReportOptions, durationMs: number): { exitCode: number; diagnostics: Diagnostic[] } {
  const diagnostics = limitWarnings(result.diagnostics, options.quiet);
  const text = reporters[options.format]({
    diagnostics,
    texts: result.texts,
    files: result.stats.files,
    routes: result.stats.routes,
    computedLinks: result.stats.computedLinks,
    durationMs,
    color: colored(options),
    fileBase: fileBase(options),
  });
  process.stdout.write(text);
  let exitCode: number = result.exitCode;
  if (exitCode === 0 && exceedsMaxWarnings(result.diagnostics, options.maxWarnings)) {
    const warnings = result.diagnostics.filter((d) => d.level === 'warn').length;
    if (options.format === 'pretty') process.stderr.write(`too many warnings: ${warnings} (--max-warnings ${options.maxWarnings})\n`);
    exitCode = 1;
  }
  return { exitCode, diagnostics };
}

/**
 * Findings made after the report (the site build's), printed in the same format: pretty groups
 * them by file with a code frame from the site's file, github adds annotations. Not json, whose
 * one object the build prints with them (see build.ts, `finish`).
 */
export function reportMore(diagnostics: Diagnostic[], options: ReportOptions, readText: (file: string) => string | undefined): void {
  if (diagnostics.length === 0 || options.format === 'json') return;
  const texts = new Map<string, string>();
  for (const d of diagnostics) {
    const text = d.file ? readText(d.file) : undefined;
    if (text !== undefined) texts.set(d.file, text);
  }
  process.stdout.write(
    reporters[options.format]({ diagnostics, texts, files: 0, routes: 0, durationMs: 0, color: colored(options), summary: false, fileBase: fileBase(options) }),
  );
}
