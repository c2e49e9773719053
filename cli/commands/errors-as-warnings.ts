/**
 * `build --site` of a site built with its own Docusaurus: that build gives the verdict (its
 * broken-link check, its compile), and docs-cli's own errors, stricter than Docusaurus in places,
 * are said as warnings there, each saying so; `check` and `build` keep them errors.
 */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { RunResult } from '../pipeline/result.ts';

const NOTE = "an error for docs-cli's check; here the site's own Docusaurus decides";

function asWarning(d: Diagnostic): Diagnostic {
  return d.level === 'error' ? { ...d, level: 'warn', hint: d.hint ? `${d.hint} (${NOTE})` : NOTE } : d;
}

/** The run's findings with its errors as warnings; a config that could not be read or a refusal stays what it is. */
export function errorsAsWarnings(result: RunResult): RunResult {
  if ((result.kind !== 'built' && result.kind !== 'reused') || result.exitCode !== 1) return result;
  return { ...result, diagnostics: result.diagnostics.map(asWarning), exitCode: 0 };
}
