/**
 * The embedded search backend: answers Algolia's search request shape from the local
 * index (./local-index.ts) with Algolia's response shape (hits with `_highlightResult` and
 * `_snippetResult`, nbHits, queryID), so DocSearch cannot tell it from Algolia. Runs in the
 * browser and in Node (the loopback Algolia-protocol server of the tests answers with it).
 */
import type { SearchIndexArtifact, SearchRecord } from '../../../schema/search.ts';
import type { SearchSynonym } from '../../../schema/config.ts';
import { tokenize } from '../../../schema/search-fields.ts';
import { synonymMap } from '../../../schema/search-synonyms.ts';
import { type Filter, openLocalIndex, type QueryTerm } from './local-index.ts';
import { createSuggester } from './suggest.ts';

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
/** More words than any real query has; the index keeps which words a record matched in 32 bits. */
const MAX_QUERY_TERMS = 32;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The term (lower case) a word of the text stands for: it starts with the term, or is a prefix of it of 2 letters or more. */
function matchedTerm(word: string, lowered: string[]): string | undefined {
  const lower = word.toLowerCase();
  const term = lowered.find((t) => lower.startsWith(t) || t.startsWith(lower));
  return term && lower.length >= Math.min(2, term.length) ? term : undefined;
}

/** Marks every word that starts with one of the matched terms; the rest is escaped text. */
export function highlight(text: string, terms: string[], pre: string, post: string): HighlightResult {
  if (!text || terms.length === 0) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  const lowered = terms.map((t) => t.toLowerCase());
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const term = matchedTerm(match[0], lowered);
    if (!term) continue;
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
  // The first word highlight() marks, even inside a longer token (`options.topN`, `(colors)`).
  const lowered = terms.map((t) => t.toLowerCase());
  const match = [...text.matchAll(WORD)].find((m) => matchedTerm(m[0], lowered));
  const first = match === undefined ? -1 : tokens.findLastIndex((t) => (t.index ?? 0) <= (match.index ?? 0));
  const start = Math.max(0, Math.min((first === -1 ? 0 : first) - Math.floor(words / 3), tokens.length - words));
  const end = start + words;
  const slice = text.slice(tokens[start].index, (tokens[end - 1].index ?? 0) + tokens[end - 1][0].length);
  const result = highlight(slice, terms, pre, post);
  return { ...result, value: `${start > 0 ? ellipsis : ''}${result.value}${end < tokens.length ? ellipsis : ''}` };
}

interface FacetFilter {
  attribute: string;
  value: string;
  negate: boolean;
}

/** Algolia semantics: the outer list is AND, each inner list OR; `-attribute:value` negates. */
function parseFacetFilters(filters: SearchRequest['facetFilters']): FacetFilter[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? (JSON.parse(filters) as (string | string[])[]) : filters;
  return list.map((f) =>
    (Array.isArray(f) ? f : [f]).map((filter) => {
      const negate = filter.startsWith('-');
      const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(':');
      return { attribute, value: rest.join(':'), negate };
    }),
  );
}

function matchesFacets(record: Record<string, unknown>, groups: FacetFilter[][]): boolean {
  return groups.every((group) =>
    group.some(({ attribute, value, negate }) => {
      const actual = record[attribute];
      const equal = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
      return negate ? !equal : equal;
    }),
  );
}

/** Attributes every record of a page shares, as the page's tuple stores them. */
const PAGE_ATTRIBUTES: Record<string, number> = { url_without_anchor: 0, language: 2, docusaurus_tag: 3 };

/** Query words as the index has them: typos allowed from 5 letters (2 from 8), a prefix only for the last word, as typed. */
export function queryTerms(query: string): QueryTerm[] {
  const words = [...new Set(tokenize(query))].slice(0, MAX_QUERY_TERMS);
  return words.map((term, i) => ({ term, prefix: i === words.length - 1 && term.length >= 2, typos: term.length >= 8 ? 2 : term.length > 4 ? 1 : 0 }));
}

/** Words per snippet for each hierarchy level and for content, from `attributesToSnippet` (`name:words`, `*`); none: no cut. */
function snippetSpec(spec: string[] | undefined): Map<string, number> {
  const words = new Map<string, number>();
  for (const attribute of [...HIERARCHY_LEVELS.map((lvl) => `hierarchy.${lvl}`), 'content']) {
    for (const entry of spec ?? []) {
      const [name, count] = entry.split(':');
      if (name === attribute || name === '*') {
        words.set(attribute, Number(count ?? 10));
        break;
      }
    }
  }
  return words;
}

function copy(result: HighlightResult): HighlightResult {
  return { ...result, matchedWords: [...result.matchedWords] };
}

/** The snippet of a text whose whole highlight is already known: that highlight when the text is short enough. */
function snippetOf(text: string, whole: HighlightResult, words: number | undefined, terms: string[], pre: string, post: string, ellipsis: string): HighlightResult {
  if (!words || (text.match(/\S+/g)?.length ?? 0) <= words) return whole;
  return snippet(text, terms, words, pre, post, ellipsis);
}

/**
 * A question's words are all required unless fewer urls than this have them all; then each is
 * optional (local-index.ts `match`). On the judged set's tuning part any value from 5 up does as
 * well as always optional, 1 less: the lowest runs the second pass least.
 */
const OPTIONAL_BELOW = 5;

/** `synonyms`: the site's synonym rules (themeConfig.search.synonyms), which queries' words also find. */
export function createEngine(artifact: Omit<SearchIndexArtifact, 'schemaVersion'>, synonyms: readonly SearchSynonym[] = []) {
  const index = openLocalIndex(artifact, synonymMap(synonyms));
  // Numbers this engine's answers (a query id for click analytics, as Algolia gives one).
  let queries = 0;
  // Facet filters on page attributes (DocSearch's language and docusaurus_tag) are answered once
  // per page and kept for the next query, which sends the same filters.
  const pageFilters = new Map<string, Uint8Array>();

  function filterOf(groups: FacetFilter[][]): Filter | undefined {
    if (groups.length === 0) return undefined;
    if (!groups.every((group) => group.every((f) => f.attribute in PAGE_ATTRIBUTES))) {
      return { record: (id) => matchesFacets(index.record(id) as unknown as Record<string, unknown>, groups) };
    }
    const key = JSON.stringify(groups);
    let pages = pageFilters.get(key);
    if (!pages) {
      pages = Uint8Array.from(index.pages, (page) => {
        const attributes = Object.fromEntries(Object.entries(PAGE_ATTRIBUTES).map(([name, at]) => [name, page[at]]));
        return matchesFacets(attributes, groups) ? 1 : 0;
      });
      if (pageFilters.size >= 16) pageFilters.clear();
      pageFilters.set(key, pages);
    }
    return { pages };
  }

  function search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = String(request.query ?? '').slice(0, 512);
    const hitsPerPage = Math.min(Math.max(Number(request.hitsPerPage ?? 20), 0), 1000);
    const page = Math.max(Number(request.page ?? 0), 0);
    const pre = request.highlightPreTag ?? '<em>';
    const post = request.highlightPostTag ?? '</em>';
    const ellipsis = request.snippetEllipsisText ?? '…';

    const queryWords = queryTerms(query);
    const wanted = Math.min((page + 1) * hitsPerPage, index.recordCount);
    const filter = queryWords.length === 0 ? undefined : filterOf(parseFacetFilters(request.facetFilters));
    // Every word required; with few such hits, every word optional (OPTIONAL_BELOW).
    const { top, count, expanded } = queryWords.length === 0 ? { top: [], count: 0, expanded: [] } : index.match(queryWords, wanted, filter, OPTIONAL_BELOW);
    // Highlighting, snippets and records only for the hits of the requested page.
    const words = snippetSpec(request.attributesToSnippet);
    const attributes = retrieval(request.attributesToRetrieve);
    // Hits of one page share their hierarchy: each level's text is marked once per set of terms.
    const marked = new Map<string, [HighlightResult, HighlightResult | undefined]>();
    const hits: Hit[] = top.slice(page * hitsPerPage).map((id, i) => {
      const record = index.record(id);
      const terms = matchedTerms(record, queryWords, expanded);
      const termsKey = terms.join(' ');
      const hierarchyHighlight: Record<string, HighlightResult> = {};
      const hierarchySnippet: Record<string, HighlightResult> = {};
      for (const lvl of HIERARCHY_LEVELS) {
        const text = record.hierarchy[lvl];
        const key = `${lvl} ${termsKey}\0${text}`;
        let results = marked.get(key);
        if (!results) {
          const whole = highlight(text ?? '', terms, pre, post);
          results = [whole, text === null ? undefined : snippetOf(text, whole, words.get(`hierarchy.${lvl}`), terms, pre, post, ellipsis)];
          marked.set(key, results);
        }
        hierarchyHighlight[lvl] = copy(results[0]);
        if (results[1]) hierarchySnippet[lvl] = copy(results[1]);
      }
      const content = record.content === null ? undefined : highlight(record.content, terms, pre, post);
      return {
        ...retrieve(record, attributes),
        objectID: record.objectID,
        _highlightResult: { hierarchy: hierarchyHighlight, ...(content ? { content } : {}) },
        _snippetResult: {
          hierarchy: hierarchySnippet,
          ...(content && record.content !== null ? { content: copy(snippetOf(record.content, content, words.get('content'), terms, pre, post, ellipsis)) } : {}),
        },
        __position: page * hitsPerPage + i + 1,
      };
    });
    return {
      hits,
      nbHits: count,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(count / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
      queryID: `local-${Date.now().toString(36)}-${(++queries).toString(36)}`,
      exhaustiveNbHits: true,
    };
  }

  function* texts(): Generator<string> {
    for (const section of artifact.sections) for (let level = 3; level < section.length; level++) if (section[level]) yield section[level] as string;
    for (const content of artifact.contents) if (content) yield content;
  }
  let facetFilters: SearchRequest['facetFilters'];
  const suggester = createSuggester(index, texts, (query) => index.match(queryTerms(query), 0, filterOf(parseFacetFilters(facetFilters))).count > 0);

  let records: SearchRecord[] | undefined;
  return {
    search,
    /** Up to 3 queries close to one that found nothing (./suggest.ts), each finding something under these facet filters. */
    suggest(query: string, filters?: SearchRequest['facetFilters']): string[] {
      facetFilters = filters;
      return suggester(query);
    },
    /** The lvl1 record of the page at this route (what DocSearch saves as a content hit's parent). */
    pageHeading: index.pageHeading,
    /** Every record, as records.json has them (built on first use). */
    get records(): SearchRecord[] {
      records ??= Array.from({ length: index.recordCount }, (_, id) => index.record(id));
      return records;
    },
  };
}

/** The query terms, then the index terms they matched that occur in this record (what its highlights mark). */
function matchedTerms(record: SearchRecord, query: QueryTerm[], expanded: string[][]): string[] {
  const words = new Set<string>();
  for (const lvl of HIERARCHY_LEVELS) if (lvl !== 'lvl0' && record.hierarchy[lvl]) for (const word of tokenize(record.hierarchy[lvl] ?? '')) words.add(word);
  if (record.content) for (const word of tokenize(record.content)) words.add(word);
  const terms = new Set(query.map((q) => q.term));
  for (const list of expanded) for (const term of list) if (words.has(term)) terms.add(term);
  return [...terms];
}

/** `attributesToRetrieve` as [attribute, sub-attribute] pairs; undefined: everything. */
function retrieval(attributes: string[] | undefined): [string, string | undefined][] | undefined {
  if (!attributes || attributes.includes('*')) return undefined;
  return attributes.map((attribute) => {
    const [head, tail] = attribute.split('.');
    return [head, tail];
  });
}

function retrieve(record: SearchRecord, attributes: [string, string | undefined][] | undefined): Partial<SearchRecord> {
  if (!attributes) return record;
  const fields = record as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [head, tail] of attributes) {
    const value = fields[head];
    if (tail && value && typeof value === 'object') {
      out[head] ??= {};
      (out[head] as Record<string, unknown>)[tail] = (value as Record<string, unknown>)[tail];
    } else if (value !== undefined) out[head] = value;
  }
  return out as Partial<SearchRecord>;
}

export type SearchEngine = ReturnType<typeof createEngine>;
