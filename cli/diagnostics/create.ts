import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { Point } from './position.ts';

type Extra = Omit<Diagnostic, 'level' | 'code' | 'message' | 'file' | 'line' | 'column'>;

export function diagnostic(
  level: Diagnostic['level'],
  code: Diagnostic['code'],
  message: string,
  file: string,
  at: Point = { line: 1, column: 1 },
  extra: Extra = {},
): Diagnostic {
  const d: Diagnostic = { level, code, message, file, line: Math.max(1, at.line), column: Math.max(1, at.column) };
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) (d as Record<string, unknown>)[key] = value;
  }
  return d;
}

/** Stable order for reporting and for tests: by file, position, then code. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}
