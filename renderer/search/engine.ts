/**
 * The embedded search backend: answers Algolia's search request shape from the local
 * MiniSearch index with Algolia's response shape (hits with `_highlightResult` and
 * `_snippetResult`, nbHits, queryID), so DocSearch cannot tell it from Algolia. Runs in the
 * browser and in Node (the loopback Algolia-protocol server of the tests answers with it).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchIndexArtifact, SearchRecord } from '../../schema/search.ts';
import { SEARCH_FIELD_BOOSTS, SEARCH_FIELDS } from '../../schema/search-fields.ts';

export interface SearchRequest {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: string | (string | string[])[];
  [other: string]: unknown;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type Hit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
  __position: number;
};

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  queryID: string;
  exhaustiveNbHits: boolean;
}

const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const WORD = /[\p{L}\p{N}_]+/gu;
const TYPE_RANK: Record<SearchRecord['type'], number> = { lvl1: 0, lvl2: 1, lvl3: 2, lvl4: 3, lvl5: 3, lvl6: 3, content: 4 };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Marks every word that starts with one of the matched terms; the rest is escaped text. */
export function highlight(text: string, terms: string[], pre: string, post: string): HighlightResult {
  if (!text || terms.length === 0) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  const lowered = terms.map((t) => t.toLowerCase());
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    const term = lowered.find((t) => word.startsWith(t) || t.startsWith(word));
    if (!term || word.length < Math.min(2, term.length)) continue;
    matched.add(term);
    out += escapeHtml(text.slice(last, match.index)) + pre + escapeHtml(match[0]) + post;
    last = match.index + match[0].length;
  }
  out += escapeHtml(text.slice(last));
  const level = matched.size === 0 ? 'none' : matched.size === lowered.length ? 'full' : 'partial';
  return { value: out, matchLevel: level, matchedWords: [...matched] };
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(text: string, terms: string[], words: number, pre: string, post: string, ellipsis: string): HighlightResult {
  const tokens = [...text.matchAll(/\S+/g)];
  if (tokens.length <= words) return highlight(text, terms, pre, post);
  const lowered = terms.map((t) => t.toLowerCase());
  const first = tokens.findIndex((t) => {
    const w = t[0].toLowerCase().replace(/^[^\p{L}\p{N}_]+/u, '');
    return lowered.some((term) => w.startsWith(term));
  });
  const start = Math.max(0, Math.min((first === -1 ? 0 : first) - Math.floor(words / 3), tokens.length - words));
  const end = start + words;
  const slice = text.slice(tokens[start].index, (tokens[end - 1].index ?? 0) + tokens[end - 1][0].length);
  const result = highlight(slice, terms, pre, post);
  return { ...result, value: `${start > 0 ? ellipsis : ''}${result.value}${end < tokens.length ? ellipsis : ''}` };
}

function parseFacetFilters(filters: SearchRequest['facetFilters']): string[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? (JSON.parse(filters) as (string | string[])[]) : filters;
  return list.map((f) => (Array.isArray(f) ? f : [f]));
}

function matchesFacets(record: SearchRecord, groups: string[][]): boolean {
  // Algolia semantics: the outer list is AND, each inner list OR.
  return groups.every((group) =>
    group.some((filter) => {
      const negate = filter.startsWith('-');
      const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(':');
      const value = rest.join(':');
      const actual = (record as unknown as Record<string, unknown>)[attribute];
      const equal = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
      return negate ? !equal : equal;
    }),
  );
}

function snippetWords(spec: string[] | undefined, attribute: string): number | undefined {
  for (const entry of spec ?? []) {
    const [name, count] = entry.split(':');
    if (name === attribute || name === '*') return Number(count ?? 10);
  }
  return undefined;
}

let queryCounter = 0;

export function createEngine(artifact: Pick<SearchIndexArtifact, 'records' | 'index'>) {
  const { records } = artifact;
  const index = MiniSearch.loadJSON<{ id: number }>(JSON.stringify(artifact.index), { fields: SEARCH_FIELDS, storeFields: [] });

  function search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = String(request.query ?? '').slice(0, 512);
    const hitsPerPage = Math.min(Math.max(Number(request.hitsPerPage ?? 20), 0), 1000);
    const page = Math.max(Number(request.page ?? 0), 0);
    const pre = request.highlightPreTag ?? '<em>';
    const post = request.highlightPostTag ?? '</em>';
    const ellipsis = request.snippetEllipsisText ?? '…';
    const facets = parseFacetFilters(request.facetFilters);

    let results: SearchResult[] = [];
    if (query.trim() !== '') {
      results = index.search(query, {
        prefix: (term) => term.length >= 2,
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
        combineWith: 'AND',
        boost: SEARCH_FIELD_BOOSTS,
      });
    }
    const matching = results
      .filter((r) => matchesFacets(records[r.id as number], facets))
      .sort((a, b) => {
        const ra = records[a.id as number];
        const rb = records[b.id as number];
        // Headings above text at equal relevance; then document order.
        return b.score * (1 + (4 - TYPE_RANK[rb.type]) * 0.15) - a.score * (1 + (4 - TYPE_RANK[ra.type]) * 0.15) || ra.weight.position - rb.weight.position;
      });
    const slice = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits: Hit[] = slice.map((result, i) => {
      const record = records[result.id as number];
      const terms = [...new Set([...result.queryTerms, ...result.terms])];
      const hierarchyHighlight = Object.fromEntries(HIERARCHY_LEVELS.map((lvl) => [lvl, highlight(record.hierarchy[lvl] ?? '', terms, pre, post)]));
      const hierarchySnippet = Object.fromEntries(
        HIERARCHY_LEVELS.filter((lvl) => record.hierarchy[lvl] !== null).map((lvl) => {
          const words = snippetWords(request.attributesToSnippet, `hierarchy.${lvl}`);
          const text = record.hierarchy[lvl] ?? '';
          return [lvl, words ? snippet(text, terms, words, pre, post, ellipsis) : highlight(text, terms, pre, post)];
        }),
      );
      const contentWords = snippetWords(request.attributesToSnippet, 'content');
      const hit: Hit = {
        ...retrieve(record, request.attributesToRetrieve),
        objectID: record.objectID,
        _highlightResult: { hierarchy: hierarchyHighlight, ...(record.content !== null ? { content: highlight(record.content, terms, pre, post) } : {}) },
        _snippetResult: {
          hierarchy: hierarchySnippet,
          ...(record.content !== null ? { content: contentWords ? snippet(record.content, terms, contentWords, pre, post, ellipsis) : highlight(record.content, terms, pre, post) } : {}),
        },
        __position: page * hitsPerPage + i + 1,
      };
      return hit;
    });
    return {
      hits,
      nbHits: matching.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matching.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
      queryID: `local-${Date.now().toString(36)}-${(++queryCounter).toString(36)}`,
      exhaustiveNbHits: true,
    };
  }

  return { search, records };
}

function retrieve(record: SearchRecord, attributes: string[] | undefined): Partial<SearchRecord> {
  if (!attributes || attributes.includes('*')) return record;
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const [head, tail] = attribute.split('.');
    const value = (record as unknown as Record<string, unknown>)[head];
    if (tail && value && typeof value === 'object') {
      out[head] = { ...((out[head] as object) ?? {}), [tail]: (value as Record<string, unknown>)[tail] };
    } else if (value !== undefined) out[head] = value;
  }
  return out as Partial<SearchRecord>;
}

export type SearchEngine = ReturnType<typeof createEngine>;
