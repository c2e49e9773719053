import type { Report } from './report.ts';

/** `errors` and `warnings` count those levels only: an `info` note is in `diagnostics` and counted by neither. */
export function formatJson(report: Report): string {
  return `${JSON.stringify({
    diagnostics: report.diagnostics,
    errors: report.diagnostics.filter((d) => d.level === 'error').length,
    warnings: report.diagnostics.filter((d) => d.level === 'warn').length,
    files: report.files,
    routes: report.routes,
    ...(report.computedLinks ? { computedLinks: report.computedLinks } : {}),
    durationMs: Math.round(report.durationMs),
  })}\n`;
}
