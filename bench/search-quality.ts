/**
 * The search's quality on judged sets (bench/search-sets/*.json): questions as readers ask them,
 * each with the pages or sections that answer it (the best first). A set is split once, at random
 * with a fixed seed, into a tuning part (2/3) and a test part (1/3): the ranking is tuned on the
 * first only, and the second says how it does on questions it was not tuned on.
 *
 * precision@1 and @3 count a query whose first hit, or one of its first three, is an answer; MRR
 * is the mean of 1 / the rank of the first answer among the first 20 hits (0 when none is).
 * pageAt1 and pageAt3 count a hit on an answer's page (another section of it, or the page for a
 * section) as right too: what a reader who lands there finds by scrolling.
 */
import { readFileSync } from 'node:fs';
import { mulberry32 } from './corpus.ts';

export interface JudgedQuery {
  q: string;
  /** the urls that answer it (a page, or a page#section), the best first */
  a: string[];
}

export interface JudgedSet {
  /** the site folder it was written for, relative to the repository; for a site outside it, where it comes from (repository@commit:folder) */
  site: string;
  about: string;
  cases: JudgedQuery[];
}

/** The seed of every set's split: changing it is starting the evaluation again. */
export const SPLIT_SEED = 41;

export function readJudgedSet(file: string): JudgedSet {
  const set = JSON.parse(readFileSync(file, 'utf8')) as JudgedSet;
  const queries = new Set<string>();
  for (const c of set.cases) {
    if (typeof c.q !== 'string' || c.q.trim() === '' || !Array.isArray(c.a) || c.a.length === 0 || !c.a.every((url) => typeof url === 'string' && url.startsWith('/'))) {
      throw new Error(`${file}: a case needs a query and at least one answer url: ${JSON.stringify(c)}`);
    }
    if (queries.has(c.q)) throw new Error(`${file}: the query "${c.q}" is there twice`);
    queries.add(c.q);
  }
  return set;
}

/** The set's tuning part (2/3, rounded) and test part, drawn once with SPLIT_SEED; each keeps the set's order. */
export function splitJudgedSet(cases: readonly JudgedQuery[], seed = SPLIT_SEED): { tuning: JudgedQuery[]; test: JudgedQuery[] } {
  const random = mulberry32(seed);
  const order = cases.map((_, i) => i);
  // Fisher–Yates with the seeded generator.
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const tuningSize = Math.round((cases.length * 2) / 3);
  const inTuning = new Set(order.slice(0, tuningSize));
  return { tuning: cases.filter((_, i) => inTuning.has(i)), test: cases.filter((_, i) => !inTuning.has(i)) };
}

export interface Quality {
  queries: number;
  at1: number;
  at3: number;
  mrr: number;
  pageAt1: number;
  pageAt3: number;
  /** the queries whose first hit is not an answer: the query, its best answer, and the first three hits */
  misses: { q: string; expected: string; got: string[]; rank: number }[];
}

/** How `search` (a query → its hits' urls, best first) does on `cases`. */
export function judge(cases: readonly JudgedQuery[], search: (query: string) => string[]): Quality {
  let at1 = 0;
  let at3 = 0;
  let reciprocal = 0;
  let pageAt1 = 0;
  let pageAt3 = 0;
  const misses: Quality['misses'] = [];
  const pageOf = (url: string) => url.split('#')[0];
  for (const c of cases) {
    const urls = search(c.q).slice(0, 20);
    const rank = urls.findIndex((url) => c.a.includes(url));
    if (rank === 0) at1++;
    if (rank >= 0 && rank < 3) at3++;
    const pages = new Set(c.a.map(pageOf));
    const pageRank = urls.findIndex((url) => pages.has(pageOf(url)));
    if (pageRank === 0) pageAt1++;
    if (pageRank >= 0 && pageRank < 3) pageAt3++;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank !== 0) misses.push({ q: c.q, expected: c.a[0], got: urls.slice(0, 3), rank: rank + 1 });
  }
  const n = cases.length;
  return { queries: n, at1: at1 / n, at3: at3 / n, mrr: reciprocal / n, pageAt1: pageAt1 / n, pageAt3: pageAt3 / n, misses };
}
