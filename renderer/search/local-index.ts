/**
 * The local index (schema/search.ts, `searchIndexArtifact`) opened for querying: postings
 * decoded and scored at load into flat typed arrays, records rebuilt only for the hits shown,
 * query terms expanded by prefix and typo through a radix tree, and every record that matches
 * all of them (AND) counted and scored (BM25 per field, MiniSearch's parameters and weights)
 * into per-query arrays allocated once. Headings count once per section, so a query costs one
 * pass over the postings it touches plus one over the sections and records they touch; the top
 * k come from a bounded heap, not from sorting every match.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchIndexArtifact, SearchRecord } from '../../schema/search.ts';
import { CONTENT_FIELD, LOCAL_INDEX_FORMAT, SEARCH_FIELD_BOOSTS, SEARCH_FIELDS, tokenize } from '../../schema/search-fields.ts';

/** One word of the query: matched exactly, and also as a prefix and/or with up to `typos` edits. */
export interface QueryTerm {
  term: string;
  prefix: boolean;
  typos: number;
}

/** Which records may match: pages by their index (1 = may), and/or a test per record. */
export interface Filter {
  pages?: Uint8Array;
  record?: (id: number) => boolean;
}

export interface Matches {
  /** the best `k` matching records, best first */
  top: number[];
  /** how many records match (after the filter) */
  count: number;
  /** per query term, the index terms it matched anywhere (exact, prefix and typo matches) */
  expanded: string[][];
}

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;
const BOOSTS = SEARCH_FIELDS.map((field) => SEARCH_FIELD_BOOSTS[field]);
const TYPES = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Headings above text at equal relevance: lvl1 ×1.6, lvl2 ×1.45, lvl3 ×1.3, lvl4–6 ×1.15, text ×1. */
const TYPE_BOOST = [1, 1.6, 1.45, 1.3, 1.15, 1.15, 1.15];

export type LocalIndex = ReturnType<typeof openLocalIndex>;

export function openLocalIndex(artifact: Omit<SearchIndexArtifact, 'schemaVersion'>) {
  if (artifact.format !== LOCAL_INDEX_FORMAT) throw new Error(`search index format ${String(artifact.format)} is not ${LOCAL_INDEX_FORMAT}; rebuild the site`);
  const { pages, sections, objectIDs, types, contents, lengths, terms, postings } = artifact;
  const recordCount = objectIDs.length;
  const sectionCount = sections.length;

  // Records → sections → pages, and each record's position in its page.
  const sectionStart = new Int32Array(sectionCount + 1);
  const sectionOf = new Int32Array(recordCount);
  const pageOf = new Int32Array(recordCount);
  const positionOf = new Int32Array(recordCount);
  const typeOf = new Uint8Array(recordCount);
  const pageStart = new Int32Array(pages.length);
  for (let s = 0, r = 0, page = -1; s < sectionCount; s++) {
    const [p, size] = sections[s];
    if (p !== page) {
      page = p;
      pageStart[p] = r;
    }
    sectionStart[s] = r;
    for (let end = r + size; r < end; r++) {
      sectionOf[r] = s;
      pageOf[r] = p;
      positionOf[r] = r - pageStart[p];
      typeOf[r] = types.charCodeAt(r) - 48;
    }
    sectionStart[s + 1] = r;
  }

  // Field lengths for BM25: per section for the heading levels, per record for content.
  const fieldLength = SEARCH_FIELDS.map((_, field) => (field === CONTENT_FIELD ? Float64Array.from(lengths) : new Float64Array(sectionCount)));
  const averageLength = new Float64Array(SEARCH_FIELDS.length);
  for (let s = 0; s < sectionCount; s++) {
    for (let level = 0; level < 6; level++) {
      const text = sections[s][3 + level] as string | null | undefined;
      if (text) fieldLength[level][s] = tokenize(text).length;
    }
  }
  for (let field = 0; field < SEARCH_FIELDS.length; field++) {
    const all = fieldLength[field];
    let sum = 0;
    for (let i = 0; i < all.length; i++) sum += all[i];
    averageLength[field] = all.length === 0 ? 1 : sum / all.length || 1;
  }

  const vocabulary = new SearchableMap<number>();
  for (let t = 0; t < terms.length; t++) vocabulary.set(terms[t], t);

  // Every term's postings decoded at load into flat arrays (few objects for the GC to track):
  // term t's groups are termGroups[t] … termGroups[t + 1]; group g is field groupField[g] with
  // entries groupStart[g] … groupStart[g + 1] of `entryId` and `entryPoints` (what the entry
  // scores, field boost × BM25, for an exact match).
  let size = 0;
  let groupCount = 0;
  for (const data of postings) {
    for (let i = 0; i < data.length; ) {
      const n = data[i + 1];
      groupCount++;
      size += n;
      i += 2;
      for (let j = 0; j < n; j++) i += data[i] & 1 ? 2 : 1;
    }
  }
  const termGroups = new Int32Array(terms.length + 1);
  const groupField = new Uint8Array(groupCount);
  const groupStart = new Int32Array(groupCount + 1);
  const entryId = new Int32Array(size);
  const entryPoints = new Float64Array(size);
  for (let t = 0, g = 0, e = 0; t < terms.length; t++) {
    termGroups[t] = g;
    const data = postings[t];
    for (let i = 0; i < data.length; g++) {
      const field = data[i++];
      const n = data[i++];
      const total = field === CONTENT_FIELD ? recordCount : sectionCount;
      const idf = Math.log(1 + (total - n + 0.5) / (n + 0.5));
      const length = fieldLength[field];
      const average = averageLength[field];
      groupField[g] = field;
      groupStart[g] = e;
      for (let j = 0, id = 0; j < n; j++, e++) {
        const entry = data[i++];
        id += entry >>> 1;
        const tf = entry & 1 ? data[i++] : 1;
        entryId[e] = id;
        entryPoints[e] = BOOSTS[field] * idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length[id]) / average)));
      }
      groupStart[g + 1] = e;
    }
    termGroups[t + 1] = g;
  }

  /** Index terms for one query term with their weights: exact 1, prefix and typo matches less, the further the less. */
  function expand({ term, prefix, typos }: QueryTerm): Map<number, number> {
    const derived = new Map<number, number>();
    const exact = vocabulary.get(term);
    if (exact !== undefined) derived.set(exact, 1);
    if (prefix) {
      for (const [word, t] of vocabulary.atPrefix(term)) {
        const distance = word.length - term.length;
        if (distance > 0) derived.set(t, (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance));
      }
    }
    if (typos > 0) {
      for (const [word, [t, distance]] of vocabulary.fuzzyGet(term, typos)) {
        if (distance > 0 && !derived.has(t)) derived.set(t, (TYPO_WEIGHT * word.length) / (word.length + distance));
      }
    }
    return derived;
  }

  // Per-query state, allocated once: per section and per record, the query terms matched (bit q
  // for term q) and the score from them, valid where the stamp is the query's (so nothing needs
  // clearing), and which sections and records the query touched. A heading is scored once for
  // its section; a record matches when its section's bits and its own content's cover every term.
  const sectionStamp = new Uint32Array(sectionCount);
  const sectionBits = new Uint32Array(sectionCount);
  const sectionScore = new Float64Array(sectionCount);
  const touchedSections = new Int32Array(sectionCount);
  const contentStamp = new Uint32Array(recordCount);
  const contentBits = new Uint32Array(recordCount);
  const contentScore = new Float64Array(recordCount);
  const touchedRecords = new Int32Array(recordCount);
  /** final score (with the type boost) of the records offered to the top k */
  const finalScore = new Float64Array(recordCount);
  let stamp = 0;

  // Per record, the highest type boost from it to the end of its section: the best any later
  // record of a fully matched section can score on its headings alone.
  const boostAfter = new Float64Array(recordCount);
  for (let s = 0; s < sectionCount; s++) {
    for (let r = sectionStart[s + 1] - 1, best = 0; r >= sectionStart[s]; r--) {
      best = Math.max(best, TYPE_BOOST[typeOf[r]]);
      boostAfter[r] = best;
    }
  }

  /** Ranks a above b: higher score, then earlier in its page, then earlier in the index. */
  function before(a: number, b: number): boolean {
    const sa = finalScore[a];
    const sb = finalScore[b];
    return sa > sb || (sa === sb && (positionOf[a] < positionOf[b] || (positionOf[a] === positionOf[b] && a < b)));
  }

  /** Adds entries from … to of an index term, for query term `bit`, to the sections' or the records' state. */
  function accumulate(from: number, to: number, weight: number, bit: number, stamps: Uint32Array, bits: Uint32Array, scores: Float64Array, touched: Int32Array, count: number): number {
    for (let e = from; e < to; e++) {
      const id = entryId[e];
      if (stamps[id] !== stamp) {
        stamps[id] = stamp;
        bits[id] = bit;
        scores[id] = weight * entryPoints[e];
        touched[count++] = id;
      } else {
        bits[id] |= bit;
        scores[id] += weight * entryPoints[e];
      }
    }
    return count;
  }

  /**
   * The records that match every term (and the filter), counted, with the best `k` in order.
   * Costs one pass over the postings of the expanded terms, one over the touched sections and
   * records, and heap operations only for records that would enter the top k.
   */
  function match(query: QueryTerm[], k: number, filter?: Filter): Matches {
    const expansions = query.map(expand);
    const expanded = expansions.map((derived) => [...derived.keys()].map((t) => terms[t]));
    if (query.length === 0 || query.length > 32 || expansions.some((derived) => derived.size === 0)) return { top: [], count: 0, expanded };
    stamp = stamp === 0xffffffff ? 1 : stamp + 1;
    if (stamp === 1) {
      sectionStamp.fill(0);
      contentStamp.fill(0);
    }
    let sections = 0;
    let records = 0;
    for (let q = 0; q < query.length; q++) {
      const bit = (1 << q) >>> 0;
      for (const [t, weight] of expansions[q]) {
        for (let g = termGroups[t]; g < termGroups[t + 1]; g++) {
          if (groupField[g] === CONTENT_FIELD) records = accumulate(groupStart[g], groupStart[g + 1], weight, bit, contentStamp, contentBits, contentScore, touchedRecords, records);
          else sections = accumulate(groupStart[g], groupStart[g + 1], weight, bit, sectionStamp, sectionBits, sectionScore, touchedSections, sections);
        }
      }
    }

    const all = query.length === 32 ? 0xffffffff : (1 << query.length) - 1;
    const pagePass = filter?.pages;
    const keep = filter?.record;
    const heap: number[] = [];
    let count = 0;
    /** The score a record needs to enter a full top k (ties go by position); -1 while it is not full. */
    let threshold = k === 0 ? Number.POSITIVE_INFINITY : -1;
    /** Offers a record to the top k; false when it did not get in. */
    const offer = (r: number, score: number): boolean => {
      if (score < threshold) return false;
      finalScore[r] = score;
      if (heap.length < k) {
        heap.push(r);
        siftUp(heap, heap.length - 1, after);
      } else {
        if (!before(r, heap[0])) return false;
        heap[0] = r;
        siftDown(heap, 0, after);
      }
      if (heap.length === k) threshold = finalScore[heap[0]];
      return true;
    };
    // Sections whose headings match every term: all their records match. Records without a
    // content match score the section's score times their type boost, so in page order each
    // scores at most `boostAfter` of its predecessor: once one does not get in, later ones
    // cannot either (records with content matches are left to the loop after this one).
    for (let i = 0; i < sections; i++) {
      const s = touchedSections[i];
      if (sectionBits[s] !== all) continue;
      const from = sectionStart[s];
      const to = sectionStart[s + 1];
      if (pagePass && pagePass[pageOf[from]] === 0) continue;
      if (keep) {
        for (let r = from; r < to; r++) if (keep(r)) count++;
      } else count += to - from;
      const score = sectionScore[s];
      for (let r = from; r < to && score * boostAfter[r] >= threshold; r++) {
        if (contentStamp[r] === stamp || (keep && !keep(r))) continue;
        if (!offer(r, score * TYPE_BOOST[typeOf[r]]) && score * boostAfter[r] === threshold && positionOf[r] > positionOf[heap[0]]) break;
      }
    }
    // Records with a content match: their own bits and score plus their section's.
    for (let i = 0; i < records; i++) {
      const r = touchedRecords[i];
      const s = sectionOf[r];
      const touchedSection = sectionStamp[s] === stamp;
      const headingBits = touchedSection ? sectionBits[s] : 0;
      if ((contentBits[r] | headingBits) >>> 0 !== all || (pagePass && pagePass[pageOf[r]] === 0) || (keep && !keep(r))) continue;
      if (headingBits !== all) count++;
      offer(r, (contentScore[r] + (touchedSection ? sectionScore[s] : 0)) * TYPE_BOOST[typeOf[r]]);
    }
    return { top: heap.sort((a, b) => (before(a, b) ? -1 : 1)), count, expanded };
  }

  function after(a: number, b: number): boolean {
    return before(b, a);
  }

  /** The record as records.json has it. */
  function record(id: number): SearchRecord {
    const section = sections[sectionOf[id]];
    const [route, lvl0, language, tag] = pages[pageOf[id]];
    const anchor = section[2];
    const level = (n: number) => (section[2 + n] as string | null | undefined) ?? null;
    const type = TYPES[typeOf[id]];
    const position = positionOf[id];
    return {
      objectID: objectIDs[id],
      type,
      hierarchy: { lvl0, lvl1: level(1), lvl2: level(2), lvl3: level(3), lvl4: level(4), lvl5: level(5), lvl6: level(6) },
      content: contents[id],
      url: anchor ? `${route}#${anchor}` : route,
      url_without_anchor: route,
      anchor,
      language,
      docusaurus_tag: tag,
      weight: { pageRank: 0, level: type === 'content' ? 0 : type === 'lvl1' && position === 0 ? 100 : 100 - 10 * typeOf[id], position },
    };
  }

  let firstPage: Map<string, number> | undefined;
  /** The lvl1 record of the first page at this route, if it has one. */
  function pageHeading(route: string): SearchRecord | undefined {
    if (!firstPage) {
      firstPage = new Map();
      for (let p = pages.length - 1; p >= 0; p--) firstPage.set(pages[p][0], p);
    }
    const page = firstPage.get(route);
    if (page === undefined) return undefined;
    const id = pageStart[page];
    return typeOf[id] === 1 ? record(id) : undefined;
  }

  return { recordCount, pages, pageOf, match, record, pageHeading };
}

function siftUp(heap: number[], i: number, less: (a: number, b: number) => boolean): void {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!less(heap[i], heap[parent])) return;
    [heap[i], heap[parent]] = [heap[parent], heap[i]];
    i = parent;
  }
}

function siftDown(heap: number[], i: number, less: (a: number, b: number) => boolean): void {
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let least = i;
    if (left < heap.length && less(heap[left], heap[least])) least = left;
    if (right < heap.length && less(heap[right], heap[least])) least = right;
    if (least === i) return;
    [heap[i], heap[least]] = [heap[least], heap[i]];
    i = least;
  }
}
