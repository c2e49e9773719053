/**
 * What to search for instead when a query finds nothing: close terms from the index's own
 * vocabulary, shown as the pages write them. A term is close to a query word when it is a few
 * typos away (minisearch's radix tree finds those) or made of the same camelCase parts in any
 * order, each part equal, a prefix of the other or one typo away (`dataLoader` → `loadData`).
 * Only suggestions that find something are offered. Built on the first query that needs it.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { camelParts, words } from '../../../schema/search-fields.ts';
import type { LocalIndex } from './local-index.ts';

/** Suggestions shown at most. */
export const SUGGESTIONS = 3;
/** A camelCase word: a capital after a lower-case letter. */
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
/** The shortest part that may stand for a longer one (`load` for `loader`). */
const MIN_PREFIX = 3;

interface Candidate {
  term: string;
  /** camelCase parts of the query word this term has (0 when found by typo distance alone) */
  parts: number;
  /** parts of the term no query part matched */
  extra: number;
  distance: number;
  frequency: number;
}

function typos(length: number): number {
  return length <= 4 ? 1 : length <= 7 ? 2 : 3;
}

/** Better first: more of the query's parts, fewer parts of its own besides, fewer typos, more frequent, then alphabetical. */
function compare(a: Candidate, b: Candidate): number {
  return b.parts - a.parts || a.extra - b.extra || a.distance - b.distance || b.frequency - a.frequency || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
}

/**
 * `texts`: every text the index holds (headings and contents), read once for how the pages write
 * each term; `finds`: whether a query (its words as the engine takes them) has any hit.
 */
export function createSuggester(index: LocalIndex, texts: () => Iterable<string>, finds: (query: string) => boolean) {
  let written: Map<string, string> | undefined;
  let partTerms: Map<string, number[]> | undefined;
  let parts: SearchableMap<true> | undefined;

  /** How the pages write each term (camelCase when they do, else in lower case), and the terms of each camelCase part. */
  function learn(): void {
    written = new Map();
    for (const text of texts()) {
      for (const word of words(text)) {
        const lower = word.toLowerCase();
        if (!written.has(lower) || (INNER_CAPITAL.test(word) && !INNER_CAPITAL.test(written.get(lower) ?? ''))) written.set(lower, INNER_CAPITAL.test(word) ? word : lower);
      }
    }
    partTerms = new Map();
    parts = new SearchableMap();
    for (let t = 0; t < index.terms.length; t++) {
      const split = camelParts(written.get(index.terms[t]) ?? index.terms[t]);
      if (split.length < 2) continue;
      for (const part of new Set(split)) {
        const list = partTerms.get(part);
        if (list) list.push(t);
        else partTerms.set(part, [t]);
        parts.set(part, true);
      }
    }
  }

  /** The parts of the vocabulary close to a query part. */
  function closeParts(part: string): Set<string> {
    const close = new Set<string>();
    if (!parts) return close;
    if (parts.has(part)) close.add(part);
    for (let end = MIN_PREFIX; end < part.length; end++) if (parts.has(part.slice(0, end))) close.add(part.slice(0, end));
    if (part.length >= MIN_PREFIX) for (const [longer] of parts.atPrefix(part)) close.add(longer);
    if (part.length >= 5) for (const [near] of parts.fuzzyGet(part, 1)) close.add(near);
    return close;
  }

  /** Index terms close to one query word, best first. */
  function candidates(word: string): Candidate[] {
    const lower = word.toLowerCase();
    const found = new Map<number, Candidate>();
    const add = (t: number, fields: Partial<Candidate>) => {
      const known = found.get(t);
      if (known) Object.assign(known, { parts: Math.max(known.parts, fields.parts ?? 0), distance: Math.min(known.distance, fields.distance ?? Number.POSITIVE_INFINITY) });
      else found.set(t, { term: index.terms[t], parts: 0, extra: 0, distance: Number.POSITIVE_INFINITY, frequency: index.termFrequency(t), ...fields });
    };
    for (const [, [t, distance]] of index.vocabulary.fuzzyGet(lower, typos(lower.length))) if (distance > 0) add(t, { distance });
    const wanted = [...new Set(camelParts(word))];
    if (wanted.length >= 2) {
      // A term has a query part when one of its parts is close to it; it must have all of them.
      const matched = new Map<number, Set<string>>();
      for (const part of wanted) {
        for (const close of closeParts(part)) {
          for (const t of partTerms?.get(close) ?? []) {
            const set = matched.get(t) ?? new Set<string>();
            set.add(part);
            matched.set(t, set);
          }
        }
      }
      for (const [t, has] of matched) {
        if (has.size < wanted.length || index.terms[t] === lower) continue;
        const own = new Set(camelParts(written?.get(index.terms[t]) ?? index.terms[t])).size;
        add(t, { parts: has.size, extra: Math.max(0, own - has.size) });
      }
    }
    return [...found.values()].filter((c) => /\p{L}/u.test(c.term) && c.term.length >= 2).sort(compare);
  }

  /** Up to `limit` queries close to this one that find something, as the pages write their words. */
  return function suggest(query: string, limit = SUGGESTIONS): string[] {
    const typed = [...new Set(words(query))].slice(0, 32);
    if (typed.length === 0) return [];
    if (!written) learn();
    const known = (word: string) => index.vocabulary.has(word.toLowerCase());
    // Every word is in the index, just not together: each word alone, the most frequent first.
    if (typed.every(known)) {
      const alone = typed.map((word) => ({ word, frequency: index.termFrequency(index.vocabulary.get(word.toLowerCase()) ?? 0) }));
      return alone
        .sort((a, b) => b.frequency - a.frequency)
        .map(({ word }) => written?.get(word.toLowerCase()) ?? word)
        .filter(finds)
        .slice(0, limit);
    }
    // Otherwise each unknown word takes its next close term, suggestion after suggestion.
    const options = typed.map((word) => (known(word) ? [word] : candidates(word).map((c) => written?.get(c.term) ?? c.term)));
    const longest = Math.max(...options.map((list) => list.length));
    const suggestions: string[] = [];
    for (let i = 0; i < longest && suggestions.length < limit; i++) {
      const chosen = options.map((list) => list[Math.min(i, list.length - 1)]);
      if (chosen.some((word) => word === undefined)) break;
      const suggestion = chosen.join(' ');
      if (!suggestions.includes(suggestion) && finds(suggestion)) suggestions.push(suggestion);
    }
    return suggestions;
  };
}
