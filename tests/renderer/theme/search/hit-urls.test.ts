/**
 * Hit URLs as the modal and the /search page get them (renderer/theme/search/backend.ts): with Algolia,
 * an absolute result URL becomes a site path, with `replaceSearchResultPathname` applied
 * (`/docs/` → `/`) and the site's baseUrl removed, keeping its query and anchor; a URL that
 * matches `externalUrlRegex` stays absolute, untouched, so it opens as an external link. The
 * site config the bundle carries (@out/config.json) is replaced per case.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Algolia {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchParameters: Record<string, unknown>;
  searchPagePath: string | false;
  replaceSearchResultPathname?: { from: string; to: string };
  externalUrlRegex?: string;
  insights: boolean;
}

const ALGOLIA: Algolia = {
  appId: 'APP123',
  apiKey: 'search-only-key',
  indexName: 'racing-bars',
  contextualSearch: true,
  searchParameters: {},
  searchPagePath: 'search',
  replaceSearchResultPathname: { from: '/docs/', to: '/' },
  externalUrlRegex: 'external\\.example\\.com|github\\.com',
  insights: false,
};

/** backend.ts over a bundled config with this baseUrl and Algolia setting. */
async function backend(algolia: Algolia | undefined, baseUrl = '/') {
  vi.resetModules();
  const config = { title: 'RacingBars', baseUrl, organizationName: 'hatemhosny', projectName: 'racing-bars', i18n: { defaultLocale: 'en' }, themeConfig: { algolia } };
  vi.doMock('@out/config.json', () => ({ default: { config } }));
  vi.doMock('virtual:search-synonyms', () => ({ default: [] }));
  return import('../../../../renderer/theme/search/backend.ts');
}

afterEach(() => {
  vi.doUnmock('@out/config.json');
  vi.doUnmock('virtual:search-synonyms');
  vi.resetModules();
});

const SITE = 'https://racing-bars.hatemhosny.dev';

function hit(url: string) {
  return {
    objectID: 'hit-1',
    type: 'lvl2',
    url,
    hierarchy: { lvl0: 'Documentation', lvl1: 'Options', lvl2: 'Dataset', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
  };
}

describe('toSitePath with replaceSearchResultPathname and externalUrlRegex', () => {
  it('maps a hit on the site to its local path, /docs/ replaced by /, anchor kept', async () => {
    const { toSitePath } = await backend(ALGOLIA);
    expect(toSitePath(`${SITE}/docs/options#dataset`)).toBe('/options#dataset');
    expect(toSitePath(`${SITE}/docs/guides/data-transform`)).toBe('/guides/data-transform');
    expect(toSitePath(`${SITE}/docs/guides/data-transform?tab=csv#loading`)).toBe('/guides/data-transform?tab=csv#loading');
    expect(toSitePath('/docs/options#dataset')).toBe('/options#dataset');
  });

  it('leaves a path without /docs/ as it is, minus the origin', async () => {
    const { toSitePath } = await backend(ALGOLIA);
    expect(toSitePath(`${SITE}/gallery/basic#chart`)).toBe('/gallery/basic#chart');
    expect(toSitePath(`${SITE}/`)).toBe('/');
    expect(toSitePath(`${SITE}/documentation/docs-page`)).toBe('/documentation/docs-page');
  });

  it('keeps a URL matching externalUrlRegex absolute and unchanged, /docs/ and anchor included', async () => {
    const { toSitePath } = await backend(ALGOLIA);
    expect(toSitePath('https://external.example.com/docs/options#dataset')).toBe('https://external.example.com/docs/options#dataset');
    expect(toSitePath('https://github.com/hatemhosny/racing-bars/docs/README.md#usage')).toBe('https://github.com/hatemhosny/racing-bars/docs/README.md#usage');
  });

  it('turns a non-web URL into "#", even when it matches externalUrlRegex', async () => {
    const { toSitePath } = await backend(ALGOLIA);
    expect(toSitePath('javascript:alert(1)//github.com')).toBe('#');
    expect(toSitePath('data:text/html,<b>github.com</b>')).toBe('#');
  });

  it('removes the baseUrl after the replacement, so links get it back once', async () => {
    const { toSitePath } = await backend(ALGOLIA, '/racing-bars/');
    expect(toSitePath(`${SITE}/racing-bars/docs/options#dataset`)).toBe('/options#dataset');
    expect(toSitePath('https://external.example.com/racing-bars/docs/options')).toBe('https://external.example.com/racing-bars/docs/options');
  });

  it('replaces nothing and keeps every URL local without those two settings', async () => {
    const { toSitePath } = await backend({ ...ALGOLIA, replaceSearchResultPathname: undefined, externalUrlRegex: undefined });
    expect(toSitePath(`${SITE}/docs/options#dataset`)).toBe('/docs/options#dataset');
    expect(toSitePath('https://external.example.com/docs/options#dataset')).toBe('/docs/options#dataset');
  });
});

describe('prepareHit', () => {
  it('gives Algolia hits their site path and external hits their absolute URL, and changes nothing else', async () => {
    const { prepareHit } = await backend(ALGOLIA);
    expect(prepareHit(hit(`${SITE}/docs/options#dataset`))).toEqual(hit('/options#dataset'));
    expect(prepareHit(hit('https://github.com/hatemhosny/racing-bars#readme')).url).toBe('https://github.com/hatemhosny/racing-bars#readme');
  });

  it('keeps local-index hits as they are: no /docs/ replacement without Algolia', async () => {
    const { prepareHit, toSitePath } = await backend(undefined);
    expect(prepareHit(hit('/docs/options#dataset')).url).toBe('/docs/options#dataset');
    expect(prepareHit(hit('/options#dataset')).url).toBe('/options#dataset');
    expect(prepareHit(hit('javascript:alert(1)')).url).toBe('#');
    expect(toSitePath(`${SITE}/docs/options#dataset`)).toBe('/docs/options#dataset');
  });
});
