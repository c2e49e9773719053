import type { Report } from './report.ts';

export function formatJson(report: Report): string {
  const errors = report.diagnostics.filter((d) => d.level === 'error').length;
  return `${JSON.stringify({
    diagnostics: report.diagnostics,
    errors,
    warnings: report.diagnostics.length - errors,
    files: report.files,
    routes: report.routes,
    durationMs: Math.round(report.durationMs),
  })}\n`;
}
