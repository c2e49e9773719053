/**
 * What a file's markup will cost to parse, estimated in one pass before parsing: micromark and
 * the trees keep kilobytes per link, list item, table cell or JSX attribute, so a file within the byte limit
 * can still need gigabytes (1.5 MB of `[a](/x)` took 3 GB and 33 s of CPU). Each construct is
 * weighed by the peak memory measured for it (bench:hostile, in KB); code blocks are one node
 * whatever they hold and cost a line. The budget grows with `limits.maxFileBytes`.
 */
import type { ContentLimits } from '../../schema/config.ts';

/** Peak KB per construct, measured on pages made of nothing else. */
const WEIGHTS = { line: 4, bracket: 15, listItem: 18, quote: 18, pipe: 10, entity: 6, tag: 6, attribute: 10, url: 6.5, backtick: 3, emphasis: 3 };
/**
 * KB of parse memory each byte of `limits.maxFileBytes` allows (1.5 MiB: about 614 MB, which a
 * 1 MB changelog and a 500 KB page of API tables stay well within), and at least MIN_BUDGET_KB.
 */
export const KB_PER_LIMIT_BYTE = 0.4;
const MIN_BUDGET_KB = 256 * 1024;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^[ \t]*(?:>[ \t]?)*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const QUOTE = /^[ \t]*>/;
const EMPHASIS_RUN = /(?<=\S)[*_]+|[*_]+(?=\S)/g;
/** Bare URLs (GFM autolink literals), not the destinations of links. */
const URL = /(?<!\]\(|<)(?:https?:\/\/|www\.)/g;

function count(line: string, char: string): number {
  let n = 0;
  for (let i = line.indexOf(char); i !== -1; i = line.indexOf(char, i + 1)) n++;
  return n;
}

function lineCost(line: string): number {
  let cost = WEIGHTS.line;
  if (LIST_ITEM.test(line)) cost += WEIGHTS.listItem;
  else if (QUOTE.test(line)) cost += WEIGHTS.quote;
  cost += count(line, '[') * WEIGHTS.bracket + count(line, '|') * WEIGHTS.pipe + count(line, '&') * WEIGHTS.entity;
  cost += count(line, '<') * WEIGHTS.tag + count(line, '=') * WEIGHTS.attribute + count(line, '`') * WEIGHTS.backtick;
  cost += (line.match(EMPHASIS_RUN)?.length ?? 0) * WEIGHTS.emphasis + (line.match(URL)?.length ?? 0) * WEIGHTS.url;
  return cost;
}

export interface CostExcess {
  /** the estimated KB of the whole file */
  kb: number;
  budget: number;
  /** the line where the estimate passes the budget */
  line: number;
}

/** Where the estimated parse memory of the text passes the budget its limits allow; undefined when it never does. */
export function tooCostly(text: string, limits: Pick<ContentLimits, 'maxFileBytes'>): CostExcess | undefined {
  const budget = Math.max(MIN_BUDGET_KB, limits.maxFileBytes * KB_PER_LIMIT_BYTE);
  // No file this small can pass it: the densest construct costs 15 KB per byte at most.
  if (text.length * 15 <= budget) return undefined;
  let kb = 0;
  let over: number | undefined;
  let fence: string | undefined;
  let line = 0;
  for (let start = 0; start <= text.length; start++) {
    line++;
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const content = text.slice(start, end);
    start = end;
    const opener = FENCE.exec(content);
    if (fence !== undefined) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length && content.trim() === opener[1]) fence = undefined;
      kb += WEIGHTS.line;
    } else if (opener) {
      fence = opener[1];
      kb += WEIGHTS.line;
    } else kb += lineCost(content);
    if (over === undefined && kb > budget) over = line;
  }
  return over === undefined ? undefined : { kb, budget, line: over };
}
