/**
 * A Docusaurus site built by `docs-cli build --site` with its own installed runtime and theme
 * (renderer/docusaurus-site/), served by `docs-cli serve` and opened in Chromium: the page
 * hydrates (Docusaurus's own `data-has-hydrated`), a sidebar link moves to the next doc in the
 * same document, the colour-mode toggle switches the theme, the local plugin's route reads its
 * global data, the static directory's favicon is served, math is set by KaTeX, a Mermaid diagram is
 * drawn, gtag hears of each client navigation, and nothing is logged as an error or warning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDocusaurusFixture } from '../helpers/docusaurus-install.ts';
import { type Built, buildAndServe, outcome } from '../helpers/user-site.ts';
import { markDocument, openObservedPage, sameDocument, sharedBrowser } from './browser.ts';

const browser = sharedBrowser();
let remove: () => Promise<void>;
let built: Built;
let url: string;

beforeAll(async () => {
  const copy = await copyDocusaurusFixture('docusaurus-e2e');
  remove = copy.remove;
  built = await buildAndServe(copy.site);
  if (!built.server) throw new Error(outcome(built).error);
  url = built.server.url;
}, 180_000);
afterAll(async () => {
  built?.server?.child.kill();
  await remove?.();
});

describe('docs-cli build --site on a Docusaurus site with its own Docusaurus installed', () => {
  it("builds with the site's own Docusaurus and says so", () => {
    expect(outcome(built)).toEqual({ code: 0, error: '' });
    expect(built.build.stderr).toMatch(/^built 26 routes with the site's own Docusaurus 3\.10\.2 in \d+ ms \(load \d+\.\d s, bundle \d+\.\d s, render \d+\.\d s, postBuild \d+\.\d s(?:; Markdown [^)]*)?\)$/m);
  });
});

/**
 * A page of the built site, watched for console errors and warnings and for responses of 400 and
 * above (`missing`, by path). The site's pages load gtag's script from Google; offline, an empty
 * script stands in, and the URLs asked for are kept.
 */
async function openSitePage(): Promise<{ page: import('playwright-core').Page; messages: string[]; missing: string[]; gtagAsked: string[] }> {
  const observed = await openObservedPage(browser());
  const missing: string[] = [];
  observed.page.on('response', (response) => {
    if (response.status() >= 400) missing.push(new URL(response.url()).pathname);
  });
  const gtagAsked: string[] = [];
  await observed.page.route('https://www.googletagmanager.com/**', (route) => {
    gtagAsked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return { ...observed, missing, gtagAsked };
}

const hasHydrated = (page: import('playwright-core').Page) => page.waitForSelector('html[data-has-hydrated="true"]');

describe('a Docusaurus site built with its own runtime and theme', () => {
  it('hydrates a doc and moves to the next one from the sidebar in the same document', async () => {
    const { page, messages, missing } = await openSitePage();
    await page.goto(`${url}/docs/intro`);
    await hasHydrated(page);
    expect(await page.locator('article h1').textContent()).toBe('Introduction');
    // The doc's images, imported as modules: a small one inlined, a larger one a file of the site.
    const images = await page.locator('article img').evaluateAll((all) => all.map((img) => [(img as HTMLImageElement).alt, (img as HTMLImageElement).naturalWidth > 0, (img as HTMLImageElement).src.split(':')[0]]));
    expect(images).toEqual([
      ['Three bars', true, 'data'],
      ['A chart of many bars', true, 'http'],
    ]);
    await markDocument(page);
    await page.locator('.menu__link', { hasText: 'Guide' }).click();
    await page.locator('.menu__link', { hasText: 'Setting up' }).click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Setting up');
    expect([page.url(), await sameDocument(page)]).toEqual([`${url}/docs/guide/setup`, true]);
    expect(await page.locator('.fixture-wrapped').textContent()).toBe('Wrapped by the site');
    // Java is one of the site's additional Prism languages, loaded by the theme's context require.
    expect(await page.locator('pre.language-java .token.keyword').first().textContent()).toBe('class');
    // The site's swizzled TypeScript copy of that module loads them, and a language of the site's own.
    expect(await page.locator('pre.language-race .token.keyword').allTextContents()).toEqual(['lap', 'finish']);
    expect([messages, missing]).toEqual([[], []]);
  });

  it("sends the client redirect's old URL on to the page", async () => {
    const { page, messages } = await openSitePage();
    await page.goto(`${url}/docs/start`);
    await page.waitForURL(`${url}/docs/intro`);
    await hasHydrated(page);
    expect([await page.locator('article h1').textContent(), messages]).toEqual(['Introduction', []]);
  });

  it("switches to the dark theme with the theme's own toggle", async () => {
    const { page, messages } = await openSitePage();
    await page.goto(`${url}/docs/intro`);
    await hasHydrated(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.locator('button[class*="toggleButton"]').first().click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    expect(messages).toEqual([]);
  });

  it("renders the local plugin's route with its global data, on the server and after hydration", async () => {
    const { page, messages } = await openSitePage();
    await page.goto(`${url}/hello`);
    await hasHydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Hello from a local plugin');
    expect(messages).toEqual([]);
  });
});

describe('the features a Docusaurus config turns on, in the built site', () => {
  it("sets the math of remark-math and rehype-katex on the server, in KaTeX's fonts from the site, and draws the Mermaid diagram in the browser", async () => {
    const { page, messages, missing } = await openSitePage();
    await page.goto(`${url}/docs/guide/standings`);
    await hasHydrated(page);
    expect([await page.locator('article .katex').count(), await page.locator('article .katex-display').count()]).toEqual([2, 1]);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...new Set([...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family))].filter((family) => family.startsWith('KaTeX')).sort();
    });
    expect(fonts).toContain('KaTeX_Main');
    await page.waitForSelector('.docusaurus-mermaid-container svg');
    expect(await page.locator('.docusaurus-mermaid-container svg .nodeLabel').allTextContents()).toEqual(['Grid', 'Lap one', 'Chequered flag']);
    expect([messages, missing]).toEqual([[], []]);
  });

  it("loads gtag's script with the site's tracking id and sends it a page view on each client navigation", async () => {
    // Offline, Google's script is an empty one: what the page asks for, and what it gives gtag, is the feature.
    const { page, messages, gtagAsked } = await openSitePage();
    await page.goto(`${url}/docs/intro`);
    await hasHydrated(page);
    await page.locator('.menu__link', { hasText: 'Guide' }).click();
    await page.locator('.menu__link', { hasText: 'Standings' }).click();
    await page.waitForFunction(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.some((call) => call[0] === 'event'));
    const calls = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((call) => [...call].filter((value) => !(value instanceof Date))));
    expect([gtagAsked, calls, messages]).toEqual([
      ['https://www.googletagmanager.com/gtag/js?id=G-BARS0001'],
      [['js'], ['config', 'G-BARS0001', { anonymize_ip: true }], ['set', 'page_path', '/docs/guide/standings'], ['event', 'page_view']],
      [],
    ]);
  });
});
