/**
 * The hosted-search (Algolia) request contract (the calls the site makes, their timeouts and limits), as pure data and functions with
 * no dependencies, shared by the browser (DocSearch) and by `docs-cli search push` and its
 * tests: the params of a search request, their query-string form, and the constants.
 */
import type { SiteConfig } from './config.ts';
import { DOCS_TAG } from './search-fields.ts';

export type AlgoliaConfig = NonNullable<SiteConfig['themeConfig']['algolia']>;

/** Timeouts: connect 1 s, read 2 s, write 30 s (milliseconds, as algoliasearch v5 takes them). */
export const ALGOLIA_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;
/** A failed host is not used again for this long (algoliasearch v5's host-state TTL). */
export const HOST_BLACKOUT_MS = 120_000;
/** Results per page. */
export const HITS_PER_PAGE = 20;
/** Snippet length in words (5 on screens up to 768 px wide). */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export const ATTRIBUTES_TO_RETRIEVE = [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'];

export type FacetFilters = (string | string[])[];

export interface SearchContext {
  /** the current locale; records carry it as `language` */
  language: string;
  /** docs version tags of the page being viewed; `default` (pages, blog) is always added */
  tags?: string[];
  /** 5-word snippets (screens up to 768 px wide) */
  narrow?: boolean;
}

export interface AlgoliaSearchParams {
  query?: string;
  attributesToRetrieve: string[];
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
  hitsPerPage: number;
  clickAnalytics: boolean;
  facetFilters?: FacetFilters;
  [extra: string]: unknown;
}

/** Docusaurus' contextual facet filters: the language, and any of the version tags. */
export function contextualFacetFilters(context: SearchContext): FacetFilters {
  const tags = ['default', ...(context.tags ?? [DOCS_TAG])];
  return [`language:${context.language}`, [...new Set(tags)].map((tag) => `docusaurus_tag:${tag}`)];
}

function asFacetFilters(value: unknown): FacetFilters {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? (value as FacetFilters) : [];
}

/**
 * The params of every search the site sends: DocSearch's retrieval, snippet and
 * highlight settings, then the config's `searchParameters`, then (contextual search) the
 * language and version facet filters merged with the configured ones.
 */
export function buildSearchParams(config: AlgoliaConfig, context: SearchContext): AlgoliaSearchParams {
  const words = context.narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS;
  const { facetFilters: configured, ...rest } = config.searchParameters ?? {};
  const facetFilters = [...(config.contextualSearch ? contextualFacetFilters(context) : []), ...asFacetFilters(configured)];
  return {
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    clickAnalytics: config.insights ?? false,
    ...rest,
    ...(facetFilters.length > 0 ? { facetFilters } : {}),
  };
}

/** Algolia's params query-string: strings as they are, everything else JSON-encoded. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

/** The inverse of `serializeParams` (the test server reads requests with it). */
export function parseParams(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    try {
      out[key] = /^[[{]|^(true|false|null|-?\d+(\.\d+)?)$/.test(value) ? JSON.parse(value) : value;
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/** One entry of `requests[]` of POST /1/indexes/*\/queries: indexName and params as a query-string. */
export function buildSearchRequest(config: AlgoliaConfig, query: string, context: SearchContext): { indexName: string; params: string } {
  return { indexName: config.indexName, params: serializeParams({ query, ...buildSearchParams(config, context) }) };
}
