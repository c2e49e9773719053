/**
 * Options for the algoliasearch v5 client the site searches with (browser `liteClient` or the
 * Node client alike), and how its errors and answers are read. Pure: no I/O, no Node APIs.
 *
 * Host avoidance (120 s): algoliasearch v5's transporter marks a host "down" (network
 * error, non-2xx/4xx status) or "timed out" through `hostsCache.set(host, createStatefulHost(…))`
 * and its `isUp()`/`isTimedOut()` expire that state after 2 minutes (EXPIRATION_DELAY in
 * @algolia/client-common). A down host is skipped, a timed-out one is tried last, until then.
 * But the default caches cannot keep that state: `createMemoryCache()` keys by
 * `JSON.stringify(key)`, and the transporter reads with the plain host and writes with the
 * stateful one (whose JSON adds `status` and `lastUpdate`), so the state is never found; and it
 * serialises the value, dropping `isUp()`. `createHostsCache()` keys by protocol, host and port
 * and keeps the objects as they are, which makes the client's own 2-minute blackout work.
 */
import { ALGOLIA_TIMEOUTS, type AlgoliaConfig, buildSearchRequest, type SearchContext } from './algolia.ts';

export interface AlgoliaHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/** The shape of algoliasearch's `Cache`, for the hosts cache only. */
export interface HostsCache {
  get<T>(key: CacheKey, defaultValue: () => Promise<T>, events?: { miss: (value: T) => Promise<unknown> }): Promise<T>;
  set<T>(key: CacheKey, value: T): Promise<T>;
  delete(key: CacheKey): Promise<void>;
  clear(): Promise<void>;
}

type CacheKey = Record<string, unknown> | string;

function hostKey(key: CacheKey): string {
  return typeof key === 'string' ? key : `${key.protocol ?? 'https'}://${key.url}:${key.port ?? ''}`;
}

/** A hosts cache that remembers each host's state (see the header) for the life of the client. */
export function createHostsCache(): HostsCache {
  const states = new Map<string, unknown>();
  return {
    async get<T>(key: CacheKey, defaultValue: () => Promise<T>, events?: { miss: (value: T) => Promise<unknown> }): Promise<T> {
      const k = hostKey(key);
      if (states.has(k)) return states.get(k) as T;
      const value = await defaultValue();
      await events?.miss(value);
      return value;
    },
    async set<T>(key: CacheKey, value: T): Promise<T> {
      states.set(hostKey(key), value);
      return value;
    },
    async delete(key: CacheKey): Promise<void> {
      states.delete(hostKey(key));
    },
    async clear(): Promise<void> {
      states.clear();
    },
  };
}

/** `http://127.0.0.1:1234,https://example.net` → hosts that accept reads and writes, in that order. */
export function parseHosts(list: string): AlgoliaHost[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`unsupported protocol in Algolia host ${entry}`);
      return { url: url.hostname, ...(url.port ? { port: Number(url.port) } : {}), protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite' } as AlgoliaHost;
    });
}

export interface ClientOptionsInput {
  /** override Algolia's default hosts (`<appId>-dsn.algolia.net`…), e.g. for a test server */
  hosts?: AlgoliaHost[];
  /** the site's search key goes in query parameters; an admin key in headers */
  authMode?: 'WithinHeaders' | 'WithinQueryParameters';
}

/** The options the site's search client is created with: its timeouts, working host avoidance. */
export function searchClientOptions(input: ClientOptionsInput = {}) {
  return {
    timeouts: { ...ALGOLIA_TIMEOUTS },
    hostsCache: createHostsCache(),
    authMode: input.authMode ?? ('WithinQueryParameters' as const),
    ...(input.hosts && input.hosts.length > 0 ? { hosts: input.hosts } : {}),
  };
}

/** The kinds of error a search call can end in, each with its own message. */
export type SearchErrorKind =
  | { kind: 'unreachable-hosts'; message: string }
  | { kind: 'deserialization'; message: string }
  | { kind: 'api'; status: number; message: string }
  | { kind: 'unknown'; message: string };

/** Reads algoliasearch's error classes by name, so this module needs none of them. */
export function classifySearchError(error: unknown): SearchErrorKind {
  const e = error as { name?: string; message?: string; status?: number };
  const message = String(e?.message ?? error);
  switch (e?.name) {
    case 'RetryError':
      return { kind: 'unreachable-hosts', message };
    case 'DeserializationError':
      return { kind: 'deserialization', message };
    case 'ApiError':
    case 'DetailedApiError':
      return { kind: 'api', status: Number(e.status), message };
    default:
      return { kind: 'unknown', message };
  }
}

/** What the site reads from a search answer: results[0].hits, nbHits and queryID. */
export interface SiteSearchResult<Hit> {
  hits: Hit[];
  nbHits: number;
  queryID: string | undefined;
}

interface SearchCapable {
  search(params: { requests: { indexName: string; params: string }[] }): Promise<{ results: unknown[] }>;
}

/** One search as the site sends it: POST 1/indexes/*\/queries with one request. */
export async function searchSite<Hit = Record<string, unknown>>(client: SearchCapable, config: AlgoliaConfig, query: string, context: SearchContext): Promise<SiteSearchResult<Hit>> {
  const { results } = await client.search({ requests: [buildSearchRequest(config, query, context)] });
  const first = results[0] as { hits?: Hit[]; nbHits?: number; queryID?: string };
  return { hits: first.hits ?? [], nbHits: first.nbHits ?? 0, queryID: first.queryID };
}
