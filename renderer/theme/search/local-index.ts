/**
 * The local index (schema/search.ts, `searchIndexArtifact`) opened for querying: postings
 * decoded and scored at load into flat typed arrays, records rebuilt only for the hits shown,
 * query terms expanded by prefix and typo through a radix tree, and every record that matches
 * all of them (AND) scored (BM25 per field, MiniSearch's parameters and weights, times the
 * page's rank) into per-query arrays allocated once. Headings count once per section, so a
 * query costs one pass over the postings it touches plus one over the sections and records
 * they touch. As Algolia's `distinct` on `url` does, one hit per url: its best record. A page
 * whose title matches every word ranks above its own other hits. The top k come from a
 * bounded heap, not from sorting every match. The headings' camelCase identifiers also answer
 * to their words (`getAllDates` to "all dates"), derived at load from the headings' text, so the
 * index does not carry them.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchIndexArtifact, SearchRecord } from '../../../schema/search.ts';
import { CONTENT_FIELD, identifierParts, LOCAL_INDEX_FORMAT, otherForms, pageRank, SEARCH_FIELD_BOOSTS, SEARCH_FIELDS, tokenize } from '../../../schema/search-fields.ts';
import type { SynonymMap } from '../../../schema/search-synonyms.ts';

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
  /** how many urls have a matching record (after the filter): the hits there are */
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
/**
 * A match in the headings a section inherits counts this much: a section found only by its
 * page's title ranks below pages with that title (as Algolia's level tie-break puts lvl1 above lvl2).
 */
const INHERITED_WEIGHT = 0.5;
/**
 * A page of rank r (weight.pageRank) scores ×(1 + r·PAGE_RANK_WEIGHT): a guide (rank 8) ×2.2, a
 * short example (rank 4) ×1.6, enough for a guide's section to rank above an example titled the same.
 */
const PAGE_RANK_WEIGHT = 0.15;
/**
 * A page whose best hit holds less than this share of its hits' summed score answers as a whole
 * (its title record is its hit, above its sections), as one whose title matches every word does:
 * the question's words are spread over its sections. Chosen on the tuning parts of both judged
 * sets (bench/search-sets): 0.2 helps the second site's and leaves the first's; from 0.3 the
 * first's loses.
 */
const SPREAD_SHARE = 0.2;
/**
 * With optional words (a question of several words with few hits that have them all: engine.ts), a hit's score is scaled by the share
 * of the query's words it covers, each word counted by its rarity, to this power: a record with
 * more of the reader's (rarer) words ranks above one with fewer. Chosen on the judged set's tuning
 * part (bench/search-quality.ts): 2 over 1, 3, 4, 6 and 10.
 */
const COVERAGE_POWER = 2;

/**
 * A word's other form (a plural, a tense, the other spelling of -our) counts this much: on the
 * judged set's tuning part any weight from 0.5 to 0.75 does as well; 0.9 put "Dark theme" above
 * "Themes and Styles" for "themes".
 */
const FORM_WEIGHT = 0.6;

/**
 * A synonym the site names for a word (themeConfig.search.synonyms) counts this much, above the
 * word's other forms (the site's authors said the words mean the same thing), and its own other
 * forms this times FORM_WEIGHT. Chosen on the judged set's tuning part with the site's synonyms:
 * 0.5, 0.6, 0.7, 0.8 and 1 give P@1 0.55, 0.56, 0.56, 0.58 and 0.58, MRR 0.68 to 0.70 (best at 0.8 and 1).
 */
const SYNONYM_WEIGHT = 0.8;

/**
 * A word in a table (a heading record's content: the section's tables) counts this much of the
 * same word in a paragraph: a table's cells are values and labels (`type: boolean`), not what
 * the section is about. Chosen on both judged sets' tuning parts: 0.3 to 0.6 gain a little on the
 * first, nothing on the second; 0.3 and lower lost a ranking-set query.
 */
const TABLE_WEIGHT = 0.6;

/**
 * A heading's identifiers (an option's or a method's name: `getAllDates`) also answer to their
 * words ("all dates"), at this share of a heading word's points. Chosen on the judged set's
 * tuning part: 0.6 to 1 do as well there, and 1 put options (`fillDateGapsInterval`) above the
 * page titled with their words ("Fill date gaps") in the ranking set.
 */
const PART_WEIGHT = 0.75;

/**
 * Per word of the headings' camelCase identifiers, per heading field, the sections (ascending)
 * whose own heading (their deepest) has it: `getAllDates` gives get, all and dates. Parts of
 * one letter (`topN`'s n) are left out.
 */
export function headingParts(sections: readonly (readonly unknown[])[]): Map<string, Map<number, number[]>> {
  const parts = new Map<string, Map<number, number[]>>();
  for (let s = 0; s < sections.length; s++) {
    const field = sections[s].length - 4;
    const heading = sections[s][field + 3];
    if (field < 0 || typeof heading !== 'string') continue;
    for (const part of identifierParts(heading)) {
      const fields = parts.get(part) ?? new Map<number, number[]>();
      parts.set(part, fields);
      const list = fields.get(field);
      if (!list) fields.set(field, [s]);
      else if (list[list.length - 1] !== s) list.push(s);
    }
  }
  return parts;
}

/** BM25's idf of a term in n of total documents. */
function inverseFrequency(n: number, total: number): number {
  return Math.log(1 + (total - n + 0.5) / (n + 0.5));
}

export type LocalIndex = ReturnType<typeof openLocalIndex>;

/** `synonyms`: the site's (schema/search-synonyms.ts), which a query's words also find. */
export function openLocalIndex(artifact: Omit<SearchIndexArtifact, 'schemaVersion'>, synonyms: SynonymMap = new Map()) {
  if (artifact.format !== LOCAL_INDEX_FORMAT) throw new Error(`search index format ${String(artifact.format)} is not ${LOCAL_INDEX_FORMAT}; rebuild the site`);
  const { pages, sections, objectIDs, types, contents, lengths, postings } = artifact;
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

  // Per page: its rank and score factor (from its records' content lengths), and its title record.
  const pageRanks = new Int32Array(pages.length);
  const pageFactor = new Float64Array(pages.length);
  const titleRecord = new Int32Array(pages.length).fill(-1);
  {
    const terms = new Float64Array(pages.length);
    for (let r = 0; r < recordCount; r++) terms[pageOf[r]] += lengths[r];
    for (let p = 0; p < pages.length; p++) {
      pageRanks[p] = pageRank(terms[p]);
      pageFactor[p] = 1 + PAGE_RANK_WEIGHT * pageRanks[p];
    }
    for (let r = recordCount - 1; r >= 0; r--) if (positionOf[r] === 0 && typeOf[r] === 1) titleRecord[pageOf[r]] = r;
  }

  // Per section: its level (of its deepest heading), its url (numbered: one hit per url), and its
  // best record on its headings alone (the first of the highest type boost: its heading's record).
  const sectionLevel = Uint8Array.from(sections, (section) => section.length - 3);
  const urlOf = new Int32Array(sectionCount);
  const headingRecord = new Int32Array(sectionCount);
  let urlCount = 0;
  {
    const numbers = new Map<string, number>();
    for (let s = 0; s < sectionCount; s++) {
      const anchor = sections[s][2];
      const url = anchor ? `${pages[sections[s][0]][0]}#${anchor}` : pages[sections[s][0]][0];
      let u = numbers.get(url);
      if (u === undefined) {
        u = urlCount++;
        numbers.set(url, u);
      }
      urlOf[s] = u;
      let best = sectionStart[s];
      for (let r = best + 1; r < sectionStart[s + 1]; r++) if (TYPE_BOOST[typeOf[r]] > TYPE_BOOST[typeOf[best]]) best = r;
      headingRecord[s] = best;
    }
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

  // The index's terms, then the parts of the headings' identifiers it does not have.
  const parts = headingParts(sections);
  const terms = [...artifact.terms];
  const vocabulary = new SearchableMap<number>();
  for (let t = 0; t < terms.length; t++) vocabulary.set(terms[t], t);
  for (const part of parts.keys()) {
    if (vocabulary.has(part)) continue;
    vocabulary.set(part, terms.length);
    terms.push(part);
  }
  const partsOf = terms.map((term) => parts.get(term));

  // The synonym rules' phrases ("running total"), by their first word, for runs of a query's words.
  const phrases = new Map<string, { words: string[]; found: readonly string[] }[]>();
  for (const [input, found] of synonyms) {
    if (!input.includes(' ')) continue;
    const words = input.split(' ');
    phrases.set(words[0], [...(phrases.get(words[0]) ?? []), { words, found }]);
  }

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
  for (const fields of parts.values()) {
    groupCount += fields.size;
    for (const list of fields.values()) size += list.length;
  }
  /** What an entry of a field scores for an exact match: the field's boost × BM25 (tf times in a field of its length). */
  const points = (field: number, id: number, tf: number, idf: number) =>
    BOOSTS[field] * idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * fieldLength[field][id]) / averageLength[field])));
  const termGroups = new Int32Array(terms.length + 1);
  const groupField = new Uint8Array(groupCount);
  const groupStart = new Int32Array(groupCount + 1);
  const entryId = new Int32Array(size);
  const entryPoints = new Float64Array(size);
  for (let t = 0, g = 0, e = 0; t < terms.length; t++) {
    termGroups[t] = g;
    const data = postings[t] ?? [];
    for (let i = 0; i < data.length; g++) {
      const field = data[i++];
      const n = data[i++];
      const idf = inverseFrequency(n, field === CONTENT_FIELD ? recordCount : sectionCount);
      groupField[g] = field;
      groupStart[g] = e;
      for (let j = 0, id = 0; j < n; j++, e++) {
        const entry = data[i++];
        id += entry >>> 1;
        const tf = entry & 1 ? data[i++] : 1;
        entryId[e] = id;
        entryPoints[e] = (field === CONTENT_FIELD && typeOf[id] !== 0 ? TABLE_WEIGHT : 1) * points(field, id, tf, idf);
      }
      groupStart[g + 1] = e;
    }
    // Identifier parts: a heading word's points (a heading of one term) at PART_WEIGHT. A
    // section with the word too counts its better match (accumulate takes a term's best).
    for (const [field, list] of partsOf[t] ?? []) {
      const idf = inverseFrequency(list.length, sectionCount);
      groupField[g] = field;
      groupStart[g] = e;
      for (const id of list) {
        entryId[e] = id;
        entryPoints[e++] = PART_WEIGHT * points(field, id, 1, idf);
      }
      groupStart[++g] = e;
    }
    termGroups[t + 1] = g;
  }

  /**
   * Index terms for one query term with their weights: exact 1, its other forms nearly as much,
   * the site's synonyms of the word (or of its other forms) and theirs a little less, prefix and
   * typo matches less, the further the less.
   */
  function expand({ term, prefix, typos }: QueryTerm, forms: readonly string[]): Map<number, number> {
    const derived = new Map<number, number>();
    const exact = vocabulary.get(term);
    if (exact !== undefined) derived.set(exact, 1);
    for (const form of forms) {
      const t = vocabulary.get(form);
      if (t !== undefined && !derived.has(t)) derived.set(t, FORM_WEIGHT);
    }
    if (synonyms.size > 0) {
      for (const source of [term, ...forms]) for (const synonym of synonyms.get(source) ?? []) addSynonym(derived, synonym, SYNONYM_WEIGHT);
    }
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

  /** A synonym's index term (and its other forms, less) into a query term's expansion, unless there already with more weight. */
  function addSynonym(derived: Map<number, number>, synonym: string, weight: number): void {
    const better = (word: string, w: number) => {
      const t = vocabulary.get(word);
      if (t !== undefined && (derived.get(t) ?? 0) < w) derived.set(t, w);
    };
    better(synonym, weight);
    for (const form of otherForms(synonym)) better(form, weight * FORM_WEIGHT);
  }

  /**
   * A run of the query's words that is a rule's phrase (each word as typed or in another form,
   * `forms`): each word of the run also finds the rule's words, at SYNONYM_WEIGHT shared among
   * them, so a record with one of those words covers the whole run and scores as for one synonym.
   */
  function expandPhrases(query: QueryTerm[], forms: readonly string[][], expansions: Map<number, number>[]): void {
    const sameWord = (q: number, word: string) => query[q].term === word || forms[q].includes(word);
    for (let i = 0; i < query.length; i++) {
      for (const source of [query[i].term, ...forms[i]]) {
        for (const { words, found } of phrases.get(source) ?? []) {
          if (i + words.length > query.length || !words.every((word, k) => k === 0 || sameWord(i + k, word))) continue;
          for (let k = i; k < i + words.length; k++) for (const synonym of found) addSynonym(expansions[k], synonym, SYNONYM_WEIGHT / words.length);
        }
      }
    }
  }

  // Per-query state, allocated once: per section and per record, the query terms matched (bit q
  // for term q) and the score from them, valid where the stamp is the query's (so nothing needs
  // clearing), and which sections and records the query touched. A heading is scored once for
  // its section; a record matches when its section's bits and its own content's cover every term.
  // Then per url group its best record and score, and per page its best score.
  const sectionState = matchState(sectionCount);
  const recordState = matchState(recordCount);
  const { stamps: sectionStamp, bits: sectionBits, scores: sectionScore, touched: touchedSections } = sectionState;
  const { stamps: contentStamp, bits: contentBits, scores: contentScore, touched: touchedRecords } = recordState;
  const urlStamp = new Uint32Array(urlCount);
  const urlRecord = new Int32Array(urlCount);
  const urlScore = new Float64Array(urlCount);
  const touchedUrls = new Int32Array(urlCount);
  const pageStamp = new Uint32Array(pages.length);
  const pageBest = new Float64Array(pages.length);
  const pageSum = new Float64Array(pages.length);
  const touchedPages = new Int32Array(pages.length);
  /** final score of the records offered to the top k */
  const finalScore = new Float64Array(recordCount);
  let stamp = 0;
  /** numbers each selection from a query's matches (url and page state): one query may select twice */
  let pick = 0;
  /** numbers each query term of every query, for the per-term best in `accumulate` */
  let termStamp = 0;

  /** Ranks a above b: higher score, then earlier in its page, then earlier in the index. */
  function before(a: number, b: number): boolean {
    const sa = finalScore[a];
    const sb = finalScore[b];
    return sa > sb || (sa === sb && (positionOf[a] < positionOf[b] || (positionOf[a] === positionOf[b] && a < b)));
  }

  /**
   * Adds entries from … to of an index term, for query term `bit`, to the sections' or the
   * records' state. A query term counts once per section or record: by its best match there
   * (the best field, and the best of its exact, prefix and typo matches), not their sum. A
   * section's headings above its own (the page title of a lvl2 section) count INHERITED_WEIGHT.
   */
  function accumulate(from: number, to: number, weight: number, bit: number, field: number, state: MatchState, count: number): number {
    const { stamps, bits, scores, touched, termStamps, termBest } = state;
    const inheritable = field !== CONTENT_FIELD;
    for (let e = from; e < to; e++) {
      const id = entryId[e];
      const points = inheritable && field < sectionLevel[id] - 1 ? INHERITED_WEIGHT * weight * entryPoints[e] : weight * entryPoints[e];
      if (stamps[id] !== stamp) {
        stamps[id] = stamp;
        bits[id] = bit;
        scores[id] = points;
        touched[count++] = id;
        termStamps[id] = termStamp;
        termBest[id] = points;
      } else if (termStamps[id] !== termStamp) {
        bits[id] |= bit;
        scores[id] += points;
        termStamps[id] = termStamp;
        termBest[id] = points;
      } else if (points > termBest[id]) {
        scores[id] += points - termBest[id];
        termBest[id] = points;
      }
    }
    return count;
  }

  /** The record a section offers on its headings alone among those the filter keeps (-1: none). */
  function keptHeadingRecord(s: number, keep: (id: number) => boolean): number {
    let best = -1;
    for (let r = sectionStart[s]; r < sectionStart[s + 1]; r++) if (keep(r) && (best < 0 || TYPE_BOOST[typeOf[r]] > TYPE_BOOST[typeOf[best]])) best = r;
    return best;
  }

  /**
   * The urls with a record that matches every term (and the filter), counted, with the best `k`
   * in order, each as its best record. Costs one pass over the postings of the expanded terms,
   * one over the touched sections, records, urls and pages, and heap operations only for urls
   * that would enter the top k. When fewer than `optionalBelow` urls match every term of a query
   * of two or more, the words are optional (as Algolia's optionalWords, for every word): a record
   * matching any of the terms the index has is a match, its score scaled by the share of them it
   * covers (COVERAGE_POWER). The postings are read once for both.
   */
  function match(query: QueryTerm[], k: number, filter?: Filter, optionalBelow = 0): Matches {
    // Each word's other forms, worked out once for its expansion and for the synonyms' phrases.
    const forms = query.map(({ term }) => otherForms(term));
    const expansions = query.map((term, q) => expand(term, forms[q]));
    if (phrases.size > 0) expandPhrases(query, forms, expansions);
    const expanded = expansions.map((derived) => [...derived.keys()].map((t) => terms[t]));
    if (query.length === 0 || query.length > 32) return { top: [], count: 0, expanded };
    // The terms that can match: all of them, or (optional) those the index has.
    let all = 0;
    for (let q = 0; q < query.length; q++) if (expansions[q].size > 0) all = (all | (1 << q)) >>> 0;
    const full = query.length === 32 ? 0xffffffff : (1 << query.length) - 1;
    const mayBeOptional = optionalBelow > 0 && query.length > 1;
    if (all === 0 || (!mayBeOptional && all !== full)) return { top: [], count: 0, expanded };
    stamp = stamp === 0xffffffff ? 1 : stamp + 1;
    if (stamp === 1) {
      for (const stamps of [sectionStamp, contentStamp]) stamps.fill(0);
    }
    if (termStamp > 0xffffffff - 64) {
      termStamp = 0;
      sectionState.termStamps.fill(0);
      recordState.termStamps.fill(0);
    }
    let sections = 0;
    let records = 0;
    for (let q = 0; q < query.length; q++) {
      const bit = (1 << q) >>> 0;
      termStamp++;
      for (const [t, weight] of expansions[q]) {
        for (let g = termGroups[t]; g < termGroups[t + 1]; g++) {
          if (groupField[g] === CONTENT_FIELD) records = accumulate(groupStart[g], groupStart[g + 1], weight, bit, CONTENT_FIELD, recordState, records);
          else sections = accumulate(groupStart[g], groupStart[g + 1], weight, bit, groupField[g], sectionState, sections);
        }
      }
    }
    const touched = { sections, records, all, k, filter };
    const required = all === full ? select(touched, { all }) : undefined;
    if (required && (!mayBeOptional || required.count >= optionalBelow)) return { ...required, expanded };
    return { ...select(touched, optionalCoverage(expansions, all)), expanded };
  }

  /** The words' rarity, and (up to 10 words) every combination's share worked out once: records look theirs up. */
  function optionalCoverage(expansions: Map<number, number>[], all: number): Coverage {
    // A record with the reader's rare words covers more of the question than one with its common ones ("how", "the").
    const rarity = expansions.map((derived) => (derived.size === 0 ? 0 : Math.log(1 + recordCount / (1 + Math.min(...[...derived.keys()].map(termFrequency))))));
    const optional: OptionalWords = { rarity, total: rarity.reduce((sum, r) => sum + r, 0) };
    if (expansions.length <= 10) optional.shares = Float64Array.from({ length: 1 << expansions.length }, (_, bits) => shareOf(bits, optional));
    return { all, optional };
  }

  /**
   * From the sections and records the query touched: per url its best record, scored and
   * scaled by `coverage` (0: not a match), counted, and the best k. Its own stamp for the url
   * and page state, so a query can select twice from one accumulation.
   */
  function select(touched: { sections: number; records: number; all: number; k: number; filter?: Filter }, coverage: Coverage): Omit<Matches, 'expanded'> {
    const { sections, records, all, k, filter } = touched;
    pick = pick === 0xffffffff ? 1 : pick + 1;
    if (pick === 1) {
      for (const stamps of [urlStamp, pageStamp]) stamps.fill(0);
    }
    const pagePass = filter?.pages;
    const keep = filter?.record;
    let urls = 0;
    /** A matching record with its score (type boost included), kept when it is its url's best. */
    const consider = (r: number, score: number) => {
      const u = urlOf[sectionOf[r]];
      if (urlStamp[u] !== pick) {
        urlStamp[u] = pick;
        urlRecord[u] = r;
        urlScore[u] = score;
        touchedUrls[urls++] = u;
      } else if (score > urlScore[u] || (score === urlScore[u] && r < urlRecord[u])) {
        urlRecord[u] = r;
        urlScore[u] = score;
      }
    };
    // Sections whose headings match every term: all their records match; the best of them on
    // the headings alone is the heading's record (records with a content match come next).
    for (let i = 0; i < sections; i++) {
      const s = touchedSections[i];
      const covered = coverageOf(sectionBits[s], coverage);
      if (covered === 0 || (pagePass && pagePass[pageOf[sectionStart[s]]] === 0)) continue;
      const r = keep ? keptHeadingRecord(s, keep) : headingRecord[s];
      if (r >= 0) consider(r, sectionScore[s] * TYPE_BOOST[typeOf[r]] * covered);
    }
    // Records with a content match: their own bits and score plus their section's.
    for (let i = 0; i < records; i++) {
      const r = touchedRecords[i];
      const s = sectionOf[r];
      const touchedSection = sectionStamp[s] === stamp;
      const headingBits = touchedSection ? sectionBits[s] : 0;
      const covered = coverageOf((contentBits[r] | headingBits) >>> 0, coverage);
      if (covered === 0 || (pagePass && pagePass[pageOf[r]] === 0) || (keep && !keep(r))) continue;
      consider(r, (contentScore[r] + (touchedSection ? sectionScore[s] : 0)) * TYPE_BOOST[typeOf[r]] * covered);
    }
    // The page's rank, and each page's best hit.
    let pagesTouched = 0;
    for (let i = 0; i < urls; i++) {
      const u = touchedUrls[i];
      const p = pageOf[urlRecord[u]];
      const score = urlScore[u] * pageFactor[p];
      urlScore[u] = score;
      if (pageStamp[p] !== pick) {
        pageStamp[p] = pick;
        pageBest[p] = score;
        pageSum[p] = score;
        touchedPages[pagesTouched++] = p;
      } else {
        pageSum[p] += score;
        if (score > pageBest[p]) pageBest[p] = score;
      }
    }
    // A page whose title matches every term, or whose hits are spread over its sections
    // (SPREAD_SHARE): its title record is its hit, with its best score (ties go to the earlier
    // position, which the title record's 0 wins).
    for (let i = 0; i < pagesTouched; i++) {
      const p = touchedPages[i];
      const t = titleRecord[p];
      if (t < 0) continue;
      const s = sectionOf[t];
      const titled = sectionStamp[s] === stamp && sectionBits[s] === all;
      const spread = pageBest[p] < SPREAD_SHARE * pageSum[p];
      if (!(titled || spread) || (keep && !keep(t))) continue;
      const u = urlOf[s];
      if (urlStamp[u] !== pick) {
        urlStamp[u] = pick;
        touchedUrls[urls++] = u;
      }
      urlRecord[u] = t;
      urlScore[u] = pageBest[p];
    }

    const heap: number[] = [];
    for (let i = 0; i < urls && k > 0; i++) {
      const u = touchedUrls[i];
      const r = urlRecord[u];
      finalScore[r] = urlScore[u];
      if (heap.length < k) {
        heap.push(r);
        siftUp(heap, heap.length - 1, after);
      } else if (before(r, heap[0])) {
        heap[0] = r;
        siftDown(heap, 0, after);
      }
    }
    return { top: heap.sort((a, b) => (before(a, b) ? -1 : 1)), count: urls };
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
      weight: { pageRank: pageRanks[pageOf[id]], level: type === 'content' ? 0 : type === 'lvl1' && position === 0 ? 100 : 100 - 10 * typeOf[id], position },
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

  /** How many sections and records an index term is in. */
  function termFrequency(t: number): number {
    return groupStart[termGroups[t + 1]] - groupStart[termGroups[t]];
  }

  return { recordCount, pages, pageOf, terms, vocabulary, termFrequency, match, record, pageHeading };
}

/**
 * How much a record with some of the query's terms counts: with every word required (no
 * `optional`), 1 for all of them and 0 else; with optional words, the share of the query's words
 * it covers, each counted by its rarity, to COVERAGE_POWER.
 */
interface Coverage {
  all: number;
  optional?: OptionalWords;
}

/** Each word's rarity, their sum, and for up to 10 words every combination's share worked out once. */
interface OptionalWords {
  rarity: number[];
  total: number;
  shares?: Float64Array;
}

/** One function for both ways (one shape at its call sites, which keeps them fast). */
function coverageOf(bits: number, { all, optional }: Coverage): number {
  if (!optional) return bits === all ? 1 : 0;
  return optional.shares ? optional.shares[bits & all] : shareOf(bits, optional);
}

function shareOf(bits: number, { rarity, total }: OptionalWords): number {
  let covered = 0;
  for (let q = 0; q < rarity.length; q++) if (bits & (1 << q)) covered += rarity[q];
  return (covered / total) ** COVERAGE_POWER;
}

/** Per section or per record: the query's stamp, terms matched (bit q for term q), score and touched list; per query term, its best points so far. */
interface MatchState {
  stamps: Uint32Array;
  bits: Uint32Array;
  scores: Float64Array;
  touched: Int32Array;
  termStamps: Uint32Array;
  termBest: Float64Array;
}

function matchState(size: number): MatchState {
  return { stamps: new Uint32Array(size), bits: new Uint32Array(size), scores: new Float64Array(size), touched: new Int32Array(size), termStamps: new Uint32Array(size), termBest: new Float64Array(size) };
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
