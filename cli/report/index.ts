/** One reporter per output format; each prints the whole list once. */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { formatGithub } from './github.ts';
import { formatJson } from './json.ts';
import { formatPretty } from './pretty.ts';
import type { Format, Report } from './report.ts';

export type { Format, Report } from './report.ts';

export const reporters: Record<Format, (report: Report) => string> = {
  pretty: formatPretty,
  json: formatJson,
  github: formatGithub,
};

export function limitWarnings(diagnostics: Diagnostic[], quiet: boolean): Diagnostic[] {
  return quiet ? diagnostics.filter((d) => d.level === 'error') : diagnostics;
}
