/**
 * A page that does not parse still has what comes before its error: the headings, ids and links
 * of the longest prefix that parses, ending at a line start before the error, so that links to
 * the page are judged against what it does have. Each try cuts before the error it met, at most
 * MAX_TRIES times.
 */
import type { Root } from 'mdast';
import type { Point } from '../core/point.ts';
import { type ExtraSyntax, processorFor } from './processor.ts';

const MAX_TRIES = 8;

interface ParseFailure {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

/** Where a parse error is: its place, or an earlier position its message names ("a closing tag for `<div>` (5:1-5:6)"). */
export function failurePoint(error: unknown): Point | undefined {
  const failure = error as ParseFailure;
  const place = failure.place && 'start' in failure.place ? failure.place.start : failure.place;
  const points: Point[] = [];
  const line = place?.line ?? failure.line;
  if (line !== undefined) points.push({ line, column: place?.column ?? failure.column ?? 1 });
  for (const match of (failure.reason ?? failure.message ?? '').matchAll(/\((\d+):(\d+)(?:-\d+:\d+)?\)/g)) points.push({ line: Number(match[1]), column: Number(match[2]) });
  return points.sort((a, b) => a.line - b.line || a.column - b.column)[0];
}

/** The offset where 1-based `line` starts (the text's length past its last line). */
function lineStart(text: string, line: number): number {
  let offset = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return offset;
}

/** The tree of the longest prefix of `text` before `failure` that parses, or undefined. */
export function parsePrefix(text: string, format: 'md' | 'mdx', failure: Point, extra: ExtraSyntax = {}): Root | undefined {
  let end = lineStart(text, failure.line);
  for (let tries = 0; tries < MAX_TRIES && end > 0; tries++) {
    const prefix = text.slice(0, end);
    try {
      return processorFor(format, extra).parse(prefix);
    } catch (error) {
      if (error instanceof RangeError) return undefined;
      const point = failurePoint(error);
      const next = point ? lineStart(prefix, point.line) : 0;
      // Always shorter: an error at the very end of the prefix cuts its last line.
      end = next < end ? next : prefix.lastIndexOf('\n', end - 2) + 1;
    }
  }
  return undefined;
}
