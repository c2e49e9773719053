/**
 * The site's hosted-search calls and retry rules, made by the real
 * algoliasearch v5 client against the loopback Algolia-protocol server.
 */
import { algoliasearch } from 'algoliasearch';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { classifySearchError, createHostsCache, parseHosts, searchClientOptions, searchSite } from '../../schema/algolia-client.ts';
import { ATTRIBUTES_TO_RETRIEVE, type AlgoliaConfig, buildSearchParams, buildSearchRequest, parseParams, serializeParams } from '../../schema/algolia.ts';
import { type AlgoliaServer, startAlgoliaServer } from '../helpers/algolia-server.ts';
import { type BuiltSearchSite, buildSearchSite } from '../helpers/search-fixture.ts';
import { removeTemp } from '../helpers/site.ts';

let built: BuiltSearchSite;
let server: AlgoliaServer;
let config: AlgoliaConfig;
const context = { language: 'en' };

beforeAll(async () => {
  built = await buildSearchSite();
  config = built.config;
  server = await startAlgoliaServer({ appId: config.appId, searchKeys: [config.apiKey], adminKeys: ['admin-key'], engines: { [config.indexName]: built.engine }, hostCount: 2 });
});

afterEach(() => {
  server.reset();
  vi.useRealTimers();
});

afterAll(async () => {
  await server?.close();
  if (built) await removeTemp(built.temp);
});

/** The site's client: the options the site uses, pointed at the loopback hosts. */
function siteClient(apiKey = config.apiKey) {
  return algoliasearch(config.appId, apiKey, searchClientOptions({ hosts: server.hosts }));
}

const hostsAsked = () => server.requests.map((r) => r.host);

describe('the search request', () => {
  it('POSTs 1/indexes/*/queries with requests[] of indexName and a params query-string', async () => {
    const result = await searchSite(siteClient(), config, 'race', context);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/1/indexes/*/queries');
    const body = request.body as { requests: { indexName: string; params: string }[] };
    expect(body.requests).toHaveLength(1);
    expect(Object.keys(body.requests[0]).sort()).toEqual(['indexName', 'params']);
    expect(body.requests[0].indexName).toBe('fixture-docs');
    expect(typeof body.requests[0].params).toBe('string');

    const params = new URLSearchParams(body.requests[0].params);
    expect(params.get('query')).toBe('race');
    expect(JSON.parse(params.get('attributesToRetrieve')!)).toEqual([
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ]);
    expect(JSON.parse(params.get('attributesToSnippet')!)).toEqual([
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ]);
    expect(params.get('snippetEllipsisText')).toBe('…');
    expect(params.get('highlightPreTag')).toBe('<mark>');
    expect(params.get('highlightPostTag')).toBe('</mark>');
    expect(params.get('hitsPerPage')).toBe('20');
    expect(params.get('clickAnalytics')).toBe('false');
    expect(JSON.parse(params.get('facetFilters')!)).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);

    // what the site reads: results[0].hits, nbHits, queryID
    expect(Object.keys(result).sort()).toEqual(['hits', 'nbHits', 'queryID']);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.length).toBe(Math.min(result.nbHits, 20));
    expect(result.queryID).toMatch(/^local-/);
    const hit = result.hits[0] as { url: string; _highlightResult: unknown };
    expect(hit.url).toMatch(/^\/(intro|guide\/)/);
    expect(JSON.stringify(hit._highlightResult)).toContain('<mark>');
  });

  it('sends the credentials as query parameters, not headers (authMode WithinQueryParameters)', async () => {
    await searchSite(siteClient(), config, 'data', context);
    const [request] = server.requests;
    expect(request.credentialsIn).toBe('query');
    expect(request.query.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(request.query.get('x-algolia-api-key')).toBe('public-search-key');
    expect(request.headers['x-algolia-api-key']).toBeUndefined();
    expect(request.headers['x-algolia-application-id']).toBeUndefined();
    expect(request.query.get('x-algolia-agent')).toMatch(/^Algolia for JavaScript \(5\./);
  });

  it("documents algoliasearch v5's Node default: credentials in headers", async () => {
    const client = algoliasearch(config.appId, config.apiKey, { hosts: server.hosts });
    await client.search({ requests: [buildSearchRequest(config, 'data', context)] });
    const [request] = server.requests;
    expect(request.credentialsIn).toBe('headers');
    expect(request.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(request.headers['x-algolia-api-key']).toBe('public-search-key');
    expect(request.query.get('x-algolia-api-key')).toBeNull();
  });

  it('filters by language and docs tag: another language finds nothing', async () => {
    const result = await searchSite(siteClient(), config, 'race', { language: 'fr' });
    expect(result.nbHits).toBe(0);
    expect(result.hits).toEqual([]);
  });

  it('uses the spec timeouts and, without an override, Algolia’s default hosts', () => {
    const client = algoliasearch('APPID', 'key', searchClientOptions());
    expect(client.transporter.timeouts).toEqual({ connect: 1000, read: 2000, write: 30000 });
    expect(client.transporter.hosts.map((h) => h.url)).toEqual(
      expect.arrayContaining(['APPID-dsn.algolia.net', 'APPID.algolia.net', 'APPID-1.algolianet.com', 'APPID-2.algolianet.com', 'APPID-3.algolianet.com']),
    );
    const overridden = algoliasearch('APPID', 'key', searchClientOptions({ hosts: parseHosts('http://127.0.0.1:1,http://127.0.0.1:2') }));
    expect(overridden.transporter.hosts).toEqual([
      { url: '127.0.0.1', port: 1, protocol: 'http', accept: 'readWrite' },
      { url: '127.0.0.1', port: 2, protocol: 'http', accept: 'readWrite' },
    ]);
  });
});

describe('buildSearchParams', () => {
  it('adds the configured searchParameters and merges their facet filters after the contextual ones', () => {
    const params = buildSearchParams({ ...config, searchParameters: { facetFilters: ['type:content'], distinct: 2 } }, { language: 'en', tags: ['docs-default-2.0'] });
    expect(params.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0'], 'type:content']);
    expect(params.distinct).toBe(2);
  });

  it('drops the contextual filters when contextualSearch is off, and shortens snippets on narrow screens', () => {
    const params = buildSearchParams({ ...config, contextualSearch: false, insights: true }, { language: 'en', narrow: true });
    expect(params.facetFilters).toBeUndefined();
    expect(params.attributesToSnippet).toContain('content:5');
    expect(params.clickAnalytics).toBe(true);
    expect(params.attributesToRetrieve).toBe(ATTRIBUTES_TO_RETRIEVE);
  });

  it('round-trips through the params query-string', () => {
    const params = { query: 'a b&c', ...buildSearchParams(config, context) };
    expect(parseParams(serializeParams(params))).toEqual(params);
  });
});

describe('retry rules', () => {
  it('fails over to the second host on a 5xx', async () => {
    server.setBehaviour(0, { kind: 'status', status: 503 });
    const result = await searchSite(siteClient(), config, 'chart', context);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(hostsAsked()).toEqual([0, 1]);
  });

  it('fails over to the second host when the first times out', async () => {
    // Host 0 would answer after 5 s; the client gives up on it at its connect timeout and asks host 1
    // (the test's own timeout bounds the wait: no timing is asserted).
    server.setBehaviour(0, { kind: 'delay', ms: 5_000 });
    const result = await searchSite(siteClient(), config, 'chart', context);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(hostsAsked()).toEqual([0, 1]);
  });

  it('fails over to the second host when the first drops the connection', async () => {
    server.setBehaviour(0, { kind: 'drop' });
    const result = await searchSite(siteClient(), config, 'chart', context);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(hostsAsked()).toEqual([0, 1]);
  });

  it('does not retry a 4xx: fails at once with the API error status and message', async () => {
    server.setBehaviour(0, { kind: 'status', status: 400, message: 'Invalid syntax for params' });
    const error = await searchSite(siteClient(), config, 'chart', context).catch((e: unknown) => e);
    expect(hostsAsked()).toEqual([0]);
    expect(classifySearchError(error)).toEqual({ kind: 'api', status: 400, message: 'Invalid syntax for params' });
  });

  it('does not retry rejected credentials (403)', async () => {
    const error = await searchSite(siteClient('wrong-key'), config, 'chart', context).catch((e: unknown) => e);
    expect(hostsAsked()).toEqual([0]);
    expect(classifySearchError(error)).toEqual({ kind: 'api', status: 403, message: 'Invalid Application-ID or API key' });
  });

  it('reports "unreachable hosts" when every host fails', async () => {
    server.setBehaviour(0, { kind: 'drop' });
    server.setBehaviour(1, { kind: 'status', status: 502 });
    const error = await searchSite(siteClient(), config, 'chart', context).catch((e: unknown) => e);
    expect(hostsAsked()).toEqual([0, 1]);
    const kind = classifySearchError(error);
    expect(kind.kind).toBe('unreachable-hosts');
    expect(kind.message).toMatch(/^Unreachable hosts/);
  });

  it('reports "unreachable hosts" when nothing listens on any host', async () => {
    const closed = await startAlgoliaServer({ appId: 'x', searchKeys: [], hostCount: 2 });
    await closed.close();
    const client = algoliasearch(config.appId, config.apiKey, searchClientOptions({ hosts: closed.hosts }));
    const error = await searchSite(client, config, 'chart', context).catch((e: unknown) => e);
    expect(classifySearchError(error).kind).toBe('unreachable-hosts');
  });

  it('reports a deserialization error for a 2xx that is not JSON', () => {
    expect(classifySearchError({ name: 'DeserializationError', message: 'Unexpected token' })).toEqual({ kind: 'deserialization', message: 'Unexpected token' });
  });
});

describe('host blackout (120 s)', () => {
  // algoliasearch's host state (createStatefulHost) reads Date.now(): fake only the clock.
  const at = (ms: number) => vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + ms));

  it('avoids a host that answered 5xx for 120 s, then tries it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const client = siteClient();
    server.setBehaviour(0, { kind: 'status', status: 500 });
    await searchSite(client, config, 'chart', context);
    expect(hostsAsked()).toEqual([0, 1]);

    server.reset(); // host 0 is healthy again, but the client does not know
    await searchSite(client, config, 'chart', context);
    at(60_000);
    await searchSite(client, config, 'chart', context);
    at(119_900);
    await searchSite(client, config, 'chart', context);
    expect(hostsAsked()).toEqual([1, 1, 1]);

    server.reset();
    at(120_100);
    await searchSite(client, config, 'chart', context);
    expect(hostsAsked()).toEqual([0]);
  });

  it('tries a host that timed out last for 120 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const client = siteClient();
    server.setBehaviour(0, { kind: 'delay', ms: 1_500 });
    await searchSite(client, config, 'chart', context);
    expect(hostsAsked()).toEqual([0, 1]);

    server.reset();
    at(100_000);
    await searchSite(client, config, 'chart', context);
    expect(hostsAsked()).toEqual([1]);

    server.reset();
    at(121_000);
    await searchSite(client, config, 'chart', context);
    expect(hostsAsked()).toEqual([0]);
  });

  it('why createHostsCache: with algoliasearch’s default Node hosts cache the failed host is asked again at once', async () => {
    const client = algoliasearch(config.appId, config.apiKey, { hosts: server.hosts, timeouts: searchClientOptions().timeouts });
    server.setBehaviour(0, { kind: 'status', status: 500 });
    await client.search({ requests: [buildSearchRequest(config, 'chart', context)] });
    await client.search({ requests: [buildSearchRequest(config, 'chart', context)] });
    expect(hostsAsked()).toEqual([0, 1, 0, 1]);
  });

  it('keys host state by protocol, host and port', async () => {
    const cache = createHostsCache();
    await cache.set({ url: 'h', port: 1, protocol: 'http', status: 'down', lastUpdate: 5 }, 'state');
    expect(await cache.get({ url: 'h', port: 1, protocol: 'http', accept: 'readWrite' }, async () => 'fresh')).toBe('state');
    expect(await cache.get({ url: 'h', port: 2, protocol: 'http' }, async () => 'fresh')).toBe('fresh');
    await cache.clear();
    expect(await cache.get({ url: 'h', port: 1, protocol: 'http' }, async () => 'fresh')).toBe('fresh');
  });
});
