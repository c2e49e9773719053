/** Offsets, lines and columns: 1-based lines and columns, like unist positions. */
import type { Point } from '../core/point.ts';

export type { Point } from '../core/point.ts';

/**
 * Where a normalised section of a config was read from in its source: a Docusaurus config's
 * `customFields.docsCli.searchSynonyms` is docs-cli's `themeConfig.search.synonyms`.
 */
export type KeyOrigin = readonly [normalised: readonly (string | number)[], source: readonly (string | number)[]];

/** A normalised key path as written in the source: through the longest section it was read from. */
export function sourceKeyPath(origins: readonly KeyOrigin[], keyPath: readonly PropertyKey[]): PropertyKey[] {
  let best: KeyOrigin | undefined;
  for (const origin of origins) {
    const [normalised] = origin;
    if (normalised.length <= (best?.[0].length ?? -1) || normalised.length > keyPath.length) continue;
    if (normalised.every((key, i) => key === keyPath[i])) best = origin;
  }
  return best ? [...best[1], ...keyPath.slice(best[0].length)] : [...keyPath];
}

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
 * source, read from its text without evaluating it: a named key is searched inside the value
 * the path has reached so far, an array index walks to that element of the array literal
 * (skipping strings, comments and nested brackets). Where the text does not follow the value's
 * shape (a spread, a variable), the last key found is the position, then line 1.
 */
export function locateKeyPath(text: string, path: readonly PropertyKey[]): Point {
  let from = 0;
  let end = text.length;
  let found: number | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      const element = arrayElement(text, from, end, key);
      if (element === undefined) break;
      found = element;
      from = element;
      end = valueEnd(text, element);
      continue;
    }
    if (typeof key !== 'string') continue;
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(["']?)\\b${escaped}\\1\\s*:`, 'g');
    re.lastIndex = from;
    const match = re.exec(text);
    if (!match || match.index >= end) break;
    found = match.index;
    from = match.index + match[0].length;
    end = valueEnd(text, from);
  }
  return found === undefined ? { line: 1, column: 1 } : pointAt(text, found);
}

/** The offset just past a string, template or comment starting at `i`, or `i` when none starts there. */
function skipQuoted(text: string, i: number): number {
  const c = text[i];
  if (c === '/' && text[i + 1] === '/') {
    const eol = text.indexOf('\n', i);
    return eol === -1 ? text.length : eol;
  }
  if (c === '/' && text[i + 1] === '*') {
    const close = text.indexOf('*/', i + 2);
    return close === -1 ? text.length : close + 2;
  }
  if (c !== '"' && c !== "'" && c !== '`') return i;
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === c) return j + 1;
  }
  return text.length;
}

/** Where the value starting at `i` ends: the comma, semicolon or closing bracket after it at its own depth. */
function valueEnd(text: string, i: number): number {
  let depth = 0;
  while (i < text.length) {
    const skipped = skipQuoted(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return i;
      depth--;
    } else if ((c === ',' || c === ';') && depth === 0) return i;
    i++;
  }
  return text.length;
}

/** The first offset from `i` that is neither white space nor a comment. */
function skipBlank(text: string, i: number): number {
  while (i < text.length) {
    if (/\s/.test(text[i])) i++;
    else {
      const skipped = text[i] === '/' ? skipQuoted(text, i) : i;
      if (skipped === i) return i;
      i = skipped;
    }
  }
  return i;
}

/** The start of element `index` of the array literal that begins at `from` (after white space), if the text has one. */
function arrayElement(text: string, from: number, end: number, index: number): number | undefined {
  let i = skipBlank(text, from);
  if (text[i] !== '[' || i >= end) return undefined;
  i = skipBlank(text, i + 1);
  for (let n = 0; n < index; n++) {
    i = valueEnd(text, i);
    if (text[i] !== ',') return undefined;
    i = skipBlank(text, i + 1);
  }
  return i < end && text[i] !== ']' ? i : undefined;
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
