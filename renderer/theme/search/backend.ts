/**
 * The search backend the modal and the /search page share. With `themeConfig.algolia` set,
 * Algolia answers (through one algoliasearch lite client for the modal and the page);
 * otherwise the local engine answers over the embedded index, fetched lazily.
 * Both get the same contextual facet filters, the same URL mapping and the same sanitizing.
 */
import { DOCS_TAG } from '../../../schema/search-fields.ts';
import { config, withoutBase } from '../base/site.ts';
import { type LiteClient, liteClient } from 'algoliasearch/lite';
import { searchClientOptions } from '../../../schema/algolia-client.ts';
import { createEngine, type SearchEngine, type SearchRequest, type SearchResponse } from './engine.ts';
import synonyms from 'virtual:search-synonyms';
import { loadSearchIndex } from './load-index.ts';
import { keep, type SessionMemo } from '../base/memo.ts';
import { type HitLike, sanitizeHit } from './sanitize.ts';
import { loadOnce } from '../base/load-once.ts';

export const algolia = config.themeConfig.algolia;
export const LOCAL_INDEX_NAME = 'local';
export const indexName = algolia?.indexName ?? LOCAL_INDEX_NAME;
export const HITS_PER_PAGE = 20;

export const RETRIEVED_ATTRIBUTES = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'];

type FacetFilters = (string | string[])[];

function asFilterList(value: unknown): FacetFilters {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? (value as FacetFilters) : [];
}

/** Docusaurus' contextual search: this language and this docs version, merged with the configured filters. */
export function searchParameters(): Record<string, unknown> {
  const configured = { ...(algolia?.searchParameters ?? {}) };
  if (algolia && !algolia.contextualSearch) return configured;
  const contextual: FacetFilters = [`language:${config.i18n.defaultLocale}`, ['docusaurus_tag:default', `docusaurus_tag:${DOCS_TAG}`]];
  return { ...configured, facetFilters: [...asFilterList(configured.facetFilters), ...contextual] };
}

/**
 * A hit is a web page: a hostile index could carry `javascript:` or `data:` URLs, and an
 * external hit is opened with location.assign, which would run them.
 */
function isWebUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

function safeLocalUrl(url: string): string {
  try {
    return isWebUrl(new URL(url, 'http://site.invalid')) ? url : '#';
  } catch {
    return '#';
  }
}

/** An Algolia result URL as a site path (external URLs stay as they are). */
export function toSitePath(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return '#';
  }
  if (!isWebUrl(parsed)) return '#';
  if (algolia?.externalUrlRegex && new RegExp(algolia.externalUrlRegex).test(url)) return url;
  let pathname = parsed.pathname;
  const replace = algolia?.replaceSearchResultPathname;
  if (replace) pathname = pathname.replace(new RegExp(replace.from), replace.to);
  pathname = withoutBase(pathname) ?? pathname;
  return `${pathname}${parsed.search}${parsed.hash}`;
}

export interface ResultHit extends HitLike {
  objectID: string;
  type: string;
  url: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
}

/** What every hit goes through before it is shown: local paths, safe HTML. */
export function prepareHit<T extends ResultHit>(hit: T): T {
  const url = algolia ? toSitePath(hit.url) : safeLocalUrl(hit.url);
  return sanitizeHit({ ...hit, url });
}

// ---- local engine -------------------------------------------------------------------------

/** The session's local engine: loaded once (a failed load is tried again), and at hand once it is. */
interface LocalEngine {
  load(): Promise<SearchEngine>;
  ready(): SearchEngine | undefined;
}

const localEngineOf = (memo: SessionMemo): LocalEngine =>
  keep(memo, () => {
    let ready: SearchEngine | undefined;
    return {
      load: () =>
        loadOnce(
          memo,
          () =>
            loadSearchIndex(memo).then((artifact) => {
              ready = createEngine(artifact, synonyms);
              return ready;
            }),
          'search:engine-load',
        ),
      ready: () => ready,
    };
  }, 'search:engine');

export function loadEngine(memo: SessionMemo): Promise<SearchEngine> {
  return localEngineOf(memo).load();
}

/** Request objects as DocSearch sends them (flat), or with Algolia's `params` query string. */
export function normalizeRequest(request: Record<string, unknown>): SearchRequest {
  const { params, ...rest } = request;
  if (typeof params !== 'string') return rest as SearchRequest;
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(value);
    } catch {
      parsed[key] = value;
    }
  }
  if (typeof parsed.query !== 'string') parsed.query = String(parsed.query ?? '');
  return { ...parsed, ...rest } as SearchRequest;
}

export async function localSearch(memo: SessionMemo, requests: Record<string, unknown>[]): Promise<{ results: SearchResponse[] }> {
  const ready = await loadEngine(memo);
  return { results: requests.map((r) => ready.search(normalizeRequest(r))) };
}

/**
 * Up to 3 queries close to one that found nothing, from the local index's vocabulary (also with
 * Algolia, whose records are the same: the index is fetched then); none when it cannot be fetched.
 */
export async function suggestQueries(memo: SessionMemo, query: string): Promise<string[]> {
  try {
    return (await loadEngine(memo)).suggest(query, searchParameters().facetFilters as SearchRequest['facetFilters']);
  } catch {
    return [];
  }
}

/** The lvl1 record of a content hit's page (the parent heading DocSearch saves to recent searches). */
export function parentHeading(memo: SessionMemo, hit: ResultHit): ResultHit {
  const path = hit.url.split('#')[0];
  const record = localEngineOf(memo).ready()?.pageHeading(path);
  if (record) {
    const { objectID, type, hierarchy, content, url } = record;
    return sanitizeHit({ objectID, type, hierarchy: { ...hierarchy }, content, url });
  }
  // Algolia (or a record not in the local index): the page heading, built from the hit.
  const hierarchy = { lvl0: hit.hierarchy.lvl0, lvl1: hit.hierarchy.lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  return { objectID: `${path}#lvl1`, type: 'lvl1', hierarchy, content: null, url: path };
}

// ---- one search, either backend (the /search page) ----------------------------------------

/**
 * The algoliasearch v5 lite client both the modal and the page search with: the site's search timeouts
 * (connect 1 s, read 2 s) and the hosts cache that keeps a failed host avoided for 120 s. One
 * per page, so that memory lasts across searches and openings of the modal.
 */
export function siteClient(memo: SessionMemo): LiteClient {
  const settings = algolia;
  if (!settings) throw new Error('no Algolia configuration');
  return keep(memo, () => liteClient(settings.appId, settings.apiKey, searchClientOptions()), 'search:algolia-client');
}

async function algoliaSearch(memo: SessionMemo, request: SearchRequest): Promise<SearchResponse> {
  if (!algolia) throw new Error('Algolia is not configured');
  const { results } = await siteClient(memo).search({ requests: [{ ...request, indexName: algolia.indexName }] } as Parameters<LiteClient['search']>[0]);
  return results[0] as unknown as SearchResponse;
}

export async function search(memo: SessionMemo, request: SearchRequest): Promise<SearchResponse> {
  const full = { ...searchParameters(), ...request };
  const response = algolia ? await algoliaSearch(memo, full) : (await loadEngine(memo)).search(full);
  return { ...response, hits: response.hits.map((h) => prepareHit(h as unknown as ResultHit)) as unknown as SearchResponse['hits'] };
}
