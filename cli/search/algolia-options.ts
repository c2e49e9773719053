/**
 * The algoliasearch v5 client options the site uses (its timeouts and limits): Algolia's default hosts unless
 * overridden, timeouts connect 1 s / read 2 s / write 30 s, and a hosts cache with which the
 * client's own retry strategy avoids a failed host for 120 s (see schema/algolia-client.ts
 * for why the default cache does not). Also the index settings `search push` applies and the
 * messages for its failures.
 */
import { type AlgoliaHost, classifySearchError, parseHosts, searchClientOptions } from '../../schema/algolia-client.ts';
import { ALGOLIA_TIMEOUTS, HOST_BLACKOUT_MS } from '../../schema/algolia.ts';
import type { SearchSynonym } from '../../schema/config.ts';

export { ALGOLIA_TIMEOUTS, HOST_BLACKOUT_MS, parseHosts, type AlgoliaHost };

/** Overrides Algolia's hosts (tests point the client at a loopback server with it). */
export const HOSTS_ENV = 'DOCS_ALGOLIA_HOSTS';
/** The write key for `search push`; never read from the config. */
export const ADMIN_KEY_ENV = 'ALGOLIA_ADMIN_API_KEY';

export function hostsFromEnv(env: NodeJS.ProcessEnv = process.env): AlgoliaHost[] | undefined {
  const list = env[HOSTS_ENV];
  return list ? parseHosts(list) : undefined;
}

/**
 * Options for `algoliasearch(appId, key, options)`. `authMode`: the site's public search key
 * travels in query parameters (what algoliasearch's browser builds do); the Node
 * client's default, and what `search push` keeps for its admin key, is headers.
 */
export function algoliaClientOptions(input: { hosts?: AlgoliaHost[]; authMode?: 'WithinHeaders' | 'WithinQueryParameters' } = {}) {
  return searchClientOptions({ hosts: input.hosts, authMode: input.authMode ?? 'WithinQueryParameters' });
}

/**
 * The site's synonym rules (themeConfig.search.synonyms) as Algolia's synonym objects: a group is
 * a `synonym`, a one-way rule a `oneWaySynonym`, numbered in the config's order.
 */
export function synonymHits(rules: readonly SearchSynonym[]) {
  return rules.map((rule, i) => {
    const objectID = `docs-cli-synonym-${i + 1}`;
    return Array.isArray(rule) ? { objectID, type: 'synonym' as const, synonyms: rule } : { objectID, type: 'oneWaySynonym' as const, input: rule.input, synonyms: rule.synonyms };
  });
}

/**
 * Index settings for DocSearch-shaped records, with faceting on the contextual-search facets, set
 * so that Algolia ranks as the local engine (renderer/theme/search/local-index.ts) does where its model
 * allows: the same fields in the order of the engine's boosts (lvl0 is not searched), every word
 * required, the same typo thresholds, no plurals or query syntax the engine lacks, one hit per url,
 * and the page's rank, then the record's level (a page's title before its sections), then its
 * position to break ties. Algolia ranks by these criteria one after another where the engine
 * adds scores, so term weights (BM25), the discount of a section's inherited headings and the
 * page rank as a factor rather than a tie-break have no equivalent (bench/README.md, search).
 */
export const INDEX_SETTINGS = {
  attributesForFaceting: ['language', 'docusaurus_tag'],
  searchableAttributes: ['unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'content'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  queryType: 'prefixLast' as const,
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: false,
  advancedSyntax: false,
  removeWordsIfNoResults: 'none' as const,
};

/** One line for a failed Algolia call, by the kind of error (network, timeout, refused key, bad request). */
export function describeAlgoliaFailure(error: unknown, hosts: string[]): string {
  const kind = classifySearchError(error);
  switch (kind.kind) {
    case 'api':
      return kind.status === 401 || kind.status === 403
        ? `Algolia rejected the credentials (${kind.status} ${kind.message}); check the appId in themeConfig.algolia and ALGOLIA_ADMIN_API_KEY`
        : `Algolia rejected the request (${kind.status} ${kind.message})`;
    case 'unreachable-hosts':
      return `Algolia is unreachable: every host failed or timed out (${hosts.join(', ')}); check the network, or try again later`;
    case 'deserialization':
      return `Algolia answered with something that is not JSON: ${kind.message}`;
    default:
      return `Algolia request failed: ${kind.message}`;
  }
}
