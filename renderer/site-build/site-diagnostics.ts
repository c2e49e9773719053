/**
 * What goes wrong in the site build, as the pipeline's diagnostics: the bundler's errors at the
 * site file and position they name (`bundle-error`), a page that failed to render at its source
 * (`render-error`), a site plugin that did not load or failed (`site-plugin-error`, at its module). Reported once, in the run's format, with the artifacts' findings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic, pointAt } from '../../cli/api.ts';
import type { BundleProblem } from './prerender/bundle-problems.ts';
import type { SitePluginError } from './site-plugin.ts';

/** A file the bundler named, relative to the site when it is in it (as every diagnostic's file is). */
function siteFile(site: string, file: string | undefined): string {
  if (!file) return '';
  const rel = path.relative(site, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}

/**
 * Where an import the bundler could not resolve is written in its file: the bundler's position is
 * in the compiled module (an MDX page's JavaScript), not in the page as its author wrote it.
 */
function writtenAt(problem: BundleProblem): { line: number; column: number } | undefined {
  const specifier = problem.code === 'UNRESOLVED_IMPORT' ? /Could not resolve '([^']+)'/.exec(problem.message)?.[1] : undefined;
  if (!specifier || !problem.file) return undefined;
  let text: string;
  try {
    text = readFileSync(problem.file, 'utf8');
  } catch {
    return undefined;
  }
  const at = [`'${specifier}'`, `"${specifier}"`].map((quoted) => text.indexOf(quoted)).find((index) => index >= 0);
  // At the opening quote, where the import's string starts.
  return at === undefined ? undefined : pointAt(text, at);
}

export function bundleDiagnostics(site: string, problems: readonly BundleProblem[]): Diagnostic[] {
  return problems.map((problem) =>
    diagnostic({
      code: 'bundle-error',
      message: `the bundler refused it: ${problem.message} (${problem.code})`,
      file: siteFile(site, problem.file),
      place: writtenAt(problem) ?? { line: problem.line ?? 1, column: problem.column ?? 1 },
    }),
  );
}

export function sitePluginDiagnostic(error: SitePluginError): Diagnostic {
  return diagnostic({ code: 'site-plugin-error', message: error.message, file: error.module.replace(/^\.\//, '') });
}

export function renderDiagnostic(route: string, source: string | undefined, message: string): Diagnostic {
  return diagnostic({ code: 'render-error', message: `rendering ${route} failed: ${message}`, file: source ?? '', route });
}
