/** Offsets, lines and columns: 1-based lines and columns, like unist positions. */
import type { Point } from '../core/point.ts';

export type { Point } from '../core/point.ts';

/** Start offsets of every line of `text`, for offset → point conversion. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function pointAt(text: string, offset: number, starts = lineStarts(text)): Point {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low] + 1 };
}

/**
 * Best-effort position of a key path (`themeConfig.navbar.items.2.type`) in a JS/TS/JSON
 * source: each named key is searched after the previous one, so `items[2].type` finds the
 * `type:` that follows `items`. Array indices skip to the n-th `{` or element start is not
 * attempted: a key inside the array is found from the array's key. Falls back to the last
 * key found, then to line 1.
 */
export function locateKeyPath(text: string, path: readonly PropertyKey[]): Point {
  let from = 0;
  let found: number | undefined;
  for (const key of path) {
    if (typeof key !== 'string') continue;
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(["']?)\\b${escaped}\\1\\s*:`, 'g');
    re.lastIndex = from;
    const match = re.exec(text);
    if (!match) break;
    found = match.index;
    from = match.index + match[0].length;
  }
  return found === undefined ? { line: 1, column: 1 } : pointAt(text, found);
}

/** Position of the first quoted occurrence of `value` ('x', "x" or `x`) in a source. */
export function locateQuoted(text: string, value: string, from = 0): Point | undefined {
  let best = -1;
  for (const quote of ["'", '"', '`']) {
    const at = text.indexOf(quote + value + quote, from);
    if (at !== -1 && (best === -1 || at < best)) best = at;
  }
  // Point at the value, not at its opening quote.
  return best === -1 ? undefined : pointAt(text, best + 1);
}
