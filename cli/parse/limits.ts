/**
 * Guards run on the source text before it is parsed. Parsing costs about a kilobyte of memory
 * per byte of dense markup, and micromark is more than linear in a few shapes, so a file past a
 * limit is refused instead of parsed. Each guard is one pass over the text and returns the first
 * offending position, or undefined.
 */
import type { Root } from 'mdast';
import { EXIT, visit } from 'unist-util-visit';
import { type ContentLimits, contentLimits } from '../../schema/config.ts';
import { KB_PER_LIMIT_BYTE, tooCostly } from './markup-cost.ts';

export type { ContentLimits } from '../../schema/config.ts';

/** The limits a site gets when its config sets none. */
export const DEFAULT_LIMITS: ContentLimits = contentLimits.parse({});
export const MAX_NESTING = DEFAULT_LIMITS.maxNesting;

export interface TextPoint {
  line: number;
  column: number;
}

/** The 1-based line and column of a UTF-16 offset. */
function pointAt(text: string, offset: number): TextPoint {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The UTF-8 size of the text and, when it is over `max`, where the byte past `max` starts. */
export function tooManyBytes(text: string, max: number): { bytes: number; at: TextPoint } | undefined {
  // A UTF-16 unit is at most 3 UTF-8 bytes (a surrogate pair is 4 for 2 units).
  if (text.length * 3 <= max) return undefined;
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= max) return undefined;
  let size = 0;
  let i = 0;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const width = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
    if (size + width > max) break;
    size += width;
    if (width === 4) i++;
  }
  return { bytes, at: pointAt(text, i) };
}

/** The first line past `max` lines. A final newline does not start a line. */
export function tooManyLines(text: string, max: number): TextPoint | undefined {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < text.length - 1; i = text.indexOf('\n', i + 1)) {
    if (++line > max) return { line, column: 1 };
  }
  return undefined;
}

/**
 * Block containers, followed over lines as CommonMark does: a list item stays open on the lines
 * indented to its content (and on blank lines), a block quote on the lines that repeat its `>`,
 * and both on a lazy line that continues a paragraph: micromark's container handling is
 * quadratic in the depth and the tree passes recurse.
 */
const QUOTE = -1;
const BULLET = /[-*+]/;
const ORDERED = /\d{1,9}[.)]/y;

interface LineScan {
  /** visual column (tabs to the next multiple of 4) and offset reached */
  column: number;
  offset: number;
}

/** Skips spaces and tabs up to `limit` visual columns past `from`. */
function skipSpace(text: string, from: LineScan, end: number, limit = Number.POSITIVE_INFINITY): LineScan {
  let { column, offset } = from;
  while (offset < end) {
    const c = text.charCodeAt(offset);
    const next = c === 0x20 ? column + 1 : c === 0x09 ? column + 4 - (column % 4) : -1;
    if (next === -1 || next - from.column > limit) break;
    column = next;
    offset++;
  }
  return { column, offset };
}

/** Skips spaces and tabs until visual column `target` (a tab may pass it, as CommonMark lets it). */
function indentTo(text: string, from: LineScan, end: number, target: number): LineScan {
  let { column, offset } = from;
  while (offset < end && column < target) {
    const c = text.charCodeAt(offset);
    if (c === 0x20) column++;
    else if (c === 0x09) column += 4 - (column % 4);
    else break;
    offset++;
  }
  return { column, offset };
}

/** A list marker at `at`: the offset and visual column its content starts at. */
function listMarker(text: string, at: LineScan, end: number): LineScan | undefined {
  let after = -1;
  if (BULLET.test(text[at.offset] ?? '')) after = at.offset + 1;
  else {
    ORDERED.lastIndex = at.offset;
    if (ORDERED.test(text)) after = ORDERED.lastIndex;
  }
  if (after === -1 || (after < end && text[after] !== ' ' && text[after] !== '\t')) return undefined;
  const marker = { column: at.column + after - at.offset, offset: after };
  const content = skipSpace(text, marker, end);
  // An empty item, or one whose content is indented code, starts one column after its marker.
  if (content.offset === end || content.column - marker.column > 4) return { column: marker.column + 1, offset: Math.min(end, marker.offset + 1) };
  return content;
}

/** Whether a line's content (past its containers) can only be paragraph text, so a lazy line. */
function paragraphText(text: string, at: number, end: number): boolean {
  const rest = text.slice(at, Math.min(end, at + 4));
  return at < end && !/^(?:#|```|~~~|[-*_=] ?[-*_=] ?[-*_=]|<)/.test(rest);
}

/** Where block quotes and list items first nest more than `max` deep, following them over lines. */
export function tooDeep(text: string, max: number): TextPoint | undefined {
  /** open containers, outermost first: QUOTE, or a list item's content column */
  const open: number[] = [];
  let inParagraph = false;
  let line = 1;
  for (let start = 0; start <= text.length; line++) {
    let newline = text.indexOf('\n', start);
    if (newline === -1) newline = text.length;
    const end = newline > start && text[newline - 1] === '\r' ? newline - 1 : newline;
    const blank = skipSpace(text, { column: 0, offset: start }, end).offset === end;
    let at: LineScan = { column: 0, offset: start };
    let matched = 0;
    for (; matched < open.length; matched++) {
      const container = open[matched];
      if (container === QUOTE) {
        const marker = skipSpace(text, at, end, 3);
        if (text[marker.offset] !== '>') break;
        at = skipSpace(text, { column: marker.column + 1, offset: marker.offset + 1 }, end, 1);
      } else if (!blank) {
        const indent = indentTo(text, at, end, container);
        if (indent.column < container) break;
        at = indent;
      }
    }
    let opened = 0;
    for (;;) {
      const marker = skipSpace(text, at, end, 3);
      if (marker.column - at.column > 3) break;
      let next: LineScan | undefined;
      if (text[marker.offset] === '>') next = skipSpace(text, { column: marker.column + 1, offset: marker.offset + 1 }, end, 1);
      else next = listMarker(text, marker, end);
      if (!next) break;
      if (opened === 0 && matched < open.length) open.length = matched;
      open.push(text[marker.offset] === '>' ? QUOTE : next.column);
      opened++;
      if (open.length > max) return { line, column: marker.offset - start + 1 };
      at = next;
    }
    const content = skipSpace(text, at, end).offset;
    const lazy: boolean = opened === 0 && inParagraph && paragraphText(text, content, end);
    if (opened === 0 && matched < open.length && !lazy) open.length = matched;
    inParagraph = !blank && content < end && (lazy || paragraphText(text, content, end));
    start = newline + 1;
  }
  return undefined;
}

export interface Refusal {
  code: 'content-too-large' | 'content-too-deep';
  message: string;
  at: TextPoint;
  hint: string;
}

const SPLIT = 'split the page into several pages';
export const raise = (key: keyof ContentLimits) => `\`limits.${key}\` in the site config raises it`;
const count = (n: number) => n.toLocaleString('en-US');

/** The first limit the text is past, as a finding: size, then lines, then nesting, then the markup's parse cost. */
export function beyondLimits(text: string, limits: ContentLimits): Refusal | undefined {
  const big = tooManyBytes(text, limits.maxFileBytes);
  if (big) {
    const message = `the file is ${count(big.bytes)} bytes, more than the limit of ${count(limits.maxFileBytes)} from here (${raise('maxFileBytes')}); it was not parsed`;
    return { code: 'content-too-large', message, at: big.at, hint: SPLIT };
  }
  const long = tooManyLines(text, limits.maxLines);
  if (long) {
    const message = `the file has more than ${count(limits.maxLines)} lines (${raise('maxLines')}); it was not parsed`;
    return { code: 'content-too-large', message, at: long, hint: SPLIT };
  }
  const deep = tooDeep(text, limits.maxNesting);
  if (deep) {
    const message = `block quotes and lists nest more than ${count(limits.maxNesting)} levels deep here (${raise('maxNesting')}); the file was not parsed`;
    return { code: 'content-too-deep', message, at: deep, hint: 'flatten the nesting: a list or quote this deep cannot be read' };
  }
  const costly = tooCostly(text, limits);
  if (costly) {
    const mb = (kb: number) => count(Math.round(kb / 1024));
    const message = `the file's markup would take about ${mb(costly.kb)} MB to parse, more than the ${mb(costly.budget)} MB allowed from here (every link, list item and table cell takes kilobytes; ${raise('maxFileBytes')} too, by ${KB_PER_LIMIT_BYTE} KB a byte); it was not parsed`;
    return { code: 'content-too-large', message, at: { line: costly.line, column: 1 }, hint: SPLIT };
  }
  return undefined;
}

/** The heading past `max` headings, as a finding: each heading costs an id, a table-of-contents entry and a search block. */
export function tooManyHeadings(tree: Root, max: number): Refusal | undefined {
  let seen = 0;
  let at: TextPoint | undefined;
  visit(tree, 'heading', (node) => {
    if (++seen <= max) return undefined;
    at = node.position?.start ?? { line: 1, column: 1 };
    return EXIT;
  });
  if (!at) return undefined;
  const message = `the page has more than ${count(max)} headings; this is heading ${count(max + 1)} (${raise('maxHeadings')}); the file was not processed`;
  return { code: 'content-too-large', message, at: { line: at.line, column: at.column }, hint: SPLIT };
}

/**
 * Inline markers per paragraph. micromark matches emphasis openers and closers by scanning back
 * over every earlier delimiter run, so `*a*a*a…` is quadratic, and every `[` opens a label start
 * that is slow to resolve. Real paragraphs, even long tables, have a few hundred of each. And it
 * keeps every word of a paragraph (or heading) as events until the paragraph ends: a single line
 * of 512,000 words took 900 MB; real paragraphs have hundreds.
 */
export const MAX_EMPHASIS_RUNS = DEFAULT_LIMITS.maxEmphasisRuns;
export const MAX_BRACKETS = DEFAULT_LIMITS.maxBrackets;
export const MAX_WORDS = DEFAULT_LIMITS.maxParagraphWords;
const FLANKING_RUN = /(?<=\S)[*_]+|[*_]+(?=\S)/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A line that starts a block which always ends the paragraph before it: a heading, a bullet item, an item numbered 1. */
const INTERRUPTS = /^(?:[ \t]*>)*[ \t]{0,3}(?:#{1,6}(?:[ \t]|$)|[-*+][ \t]+\S|1[.)][ \t]+\S)/;

export interface MarkerExcess {
  line: number;
  column: number;
  marker: 'emphasis' | 'bracket' | 'word';
  limit: number;
  /** the `limits` key that raises it */
  key: 'maxEmphasisRuns' | 'maxBrackets' | 'maxParagraphWords';
}

function countBrackets(line: string): number {
  let n = 0;
  for (let i = line.indexOf('['); i !== -1; i = line.indexOf('[', i + 1)) n++;
  return n;
}

/** The words of a line: runs of characters other than spaces and tabs. */
function countWords(line: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const space = line.charCodeAt(i) === 0x20 || line.charCodeAt(i) === 0x09;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

/** Where the first paragraph with too many emphasis runs, brackets or words starts. Code fences do not count. */
export function tooManyInlineMarkers(text: string, limits: ContentLimits = DEFAULT_LIMITS): MarkerExcess | undefined {
  const lines = text.split('\n');
  let fence: string | undefined;
  let runs = 0;
  let brackets = 0;
  let words = 0;
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
      words = 0;
      paragraphStart = i + 2;
      continue;
    }
    if (INTERRUPTS.test(line)) {
      runs = 0;
      brackets = 0;
      words = 0;
      paragraphStart = i + 1;
    }
    FLANKING_RUN.lastIndex = 0;
    while (FLANKING_RUN.exec(line)) {
      if (++runs > limits.maxEmphasisRuns) return { line: paragraphStart, column: 1, marker: 'emphasis', limit: limits.maxEmphasisRuns, key: 'maxEmphasisRuns' };
    }
    brackets += countBrackets(line);
    if (brackets > limits.maxBrackets) return { line: paragraphStart, column: 1, marker: 'bracket', limit: limits.maxBrackets, key: 'maxBrackets' };
    words += countWords(line);
    if (words > limits.maxParagraphWords) return { line: paragraphStart, column: 1, marker: 'word', limit: limits.maxParagraphWords, key: 'maxParagraphWords' };
  }
  return undefined;
}
