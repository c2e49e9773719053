/** The one way to make a finding: a value with a position, in the shape of vfile-message's options. */
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../../schema/diagnostic-codes.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { Point } from '../core/point.ts';

export interface DiagnosticOptions {
  /** what kind of finding (vfile-message's ruleId): its level and docs are the code's (schema/diagnostic-codes.ts) */
  code: DiagnosticCode;
  message: string;
  /** the site-relative file it is in */
  file: string;
  /** where: a point, or where it starts and ends; the file's start when absent */
  place?: Point | { start: Point; end?: Point };
  /** only for a finding whose level is not its code's (a warning of a code that is an error elsewhere) */
  level?: Diagnostic['level'];
  /** what was found, as written: the link, id or key the finding is about */
  actual?: string;
  /** what would do instead: the closest existing routes, anchors or ids ("did you mean") */
  expected?: readonly string[];
  /** one more sentence on how to fix it */
  note?: string;
  /** the page the finding is on, when it is on a page */
  route?: string;
}

export function diagnostic(options: DiagnosticOptions): Diagnostic {
  const { code, message, file, place, actual, expected, note, route } = options;
  const start = place === undefined ? { line: 1, column: 1 } : 'start' in place ? place.start : place;
  const end = place !== undefined && 'start' in place ? place.end : undefined;
  const d: Diagnostic = { level: options.level ?? DIAGNOSTIC_CODES[code].level, code, message, file, line: Math.max(1, start.line), column: Math.max(1, start.column) };
  if (end?.line !== undefined) d.endLine = end.line;
  if (end?.column !== undefined) d.endColumn = end.column;
  if (route !== undefined) d.route = route;
  if (actual !== undefined) d.target = actual;
  if (expected !== undefined && expected.length > 0) d.suggestions = [...expected];
  if (note !== undefined) d.hint = note;
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
