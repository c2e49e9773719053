/**
 * Inputs micromark handles in more than linear time, refused before parsing. No real page comes
 * near these limits; a fuzzer (or a generated file gone wrong) does, and one such file must not
 * stall a whole build. Each guard returns the first offending position or undefined.
 */

/**
 * Deeper nesting than any real page has: micromark's container handling is quadratic in the
 * depth and the tree passes recurse, so `> > > …` 5,000 deep took seconds and then overflowed
 * the stack.
 */
export const MAX_NESTING = 100;
const CONTAINER = /[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))/y;

/** The first line whose leading block containers (`>`, list markers) nest deeper than MAX_NESTING. */
export function tooDeep(text: string): { line: number; column: number } | undefined {
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    CONTAINER.lastIndex = start;
    let depth = 0;
    while (CONTAINER.lastIndex < end && CONTAINER.exec(text)) {
      if (++depth > MAX_NESTING) return { line, column: CONTAINER.lastIndex - start };
    }
    start = end + 1;
    line++;
  }
  return undefined;
}

/**
 * Inline markers per paragraph. micromark matches emphasis openers and closers by scanning back
 * over every earlier delimiter run, so `*a*a*a…` is quadratic (5,000 runs take a second, 40,000
 * take 40), and every `[` opens a label start that costs tens of microseconds to resolve (a 1 MB
 * line of brackets took 18 s). Real paragraphs, even long tables, have a few hundred of each.
 */
export const MAX_EMPHASIS_RUNS = 4_000;
export const MAX_BRACKETS = 10_000;
const FLANKING_RUN = /(?<=\S)[*_]+|[*_]+(?=\S)/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export interface MarkerExcess {
  line: number;
  column: number;
  marker: 'emphasis' | 'bracket';
  limit: number;
}

function countBrackets(line: string): number {
  let n = 0;
  for (let i = line.indexOf('['); i !== -1; i = line.indexOf('[', i + 1)) n++;
  return n;
}

/** Where the first paragraph with too many emphasis runs or brackets starts. Code fences do not count. */
export function tooManyInlineMarkers(text: string): MarkerExcess | undefined {
  const lines = text.split('\n');
  let fence: string | undefined;
  let runs = 0;
  let brackets = 0;
  let paragraphStart = 1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const opener = FENCE.exec(line);
    if (fence !== undefined) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length && line.trim() === opener[1]) fence = undefined;
      continue;
    }
    if (opener || line.trim() === '') {
      if (opener) fence = opener[1];
      runs = 0;
      brackets = 0;
      paragraphStart = i + 2;
      continue;
    }
    FLANKING_RUN.lastIndex = 0;
    while (FLANKING_RUN.exec(line)) {
      if (++runs > MAX_EMPHASIS_RUNS) return { line: paragraphStart, column: 1, marker: 'emphasis', limit: MAX_EMPHASIS_RUNS };
    }
    brackets += countBrackets(line);
    if (brackets > MAX_BRACKETS) return { line: paragraphStart, column: 1, marker: 'bracket', limit: MAX_BRACKETS };
  }
  return undefined;
}
