import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hrefs, hydrated, openPage, texts, sharedBrowser, visitHydrated } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

const visit = (url: string, options: BrowserContextOptions = {}) => visitHydrated(browser(), url, options);
const attr = (page: Page, selector: string, name: string) => page.locator(selector).getAttribute(name);
const OPTIONS_DESCRIPTION = 'Every racing-bars option - its type, default value, what it does and an example.';

describe('the head of a prerendered page', () => {
  it('carries the canonical URL, og:url, og:description and the favicon of the content site', async () => {
    const { url } = sites.content;
    const { page, errors } = await visit(`${url}/documentation/options`);
    expect(await attr(page, 'head link[rel="canonical"]', 'href')).toBe('https://racing-bars.hatemhosny.dev/documentation/options');
    expect(await attr(page, 'head meta[property="og:url"]', 'content')).toBe('https://racing-bars.hatemhosny.dev/documentation/options');
    expect(await attr(page, 'head meta[property="og:description"]', 'content')).toBe(OPTIONS_DESCRIPTION);
    expect(await attr(page, 'head meta[name="description"]', 'content')).toBe(OPTIONS_DESCRIPTION);
    expect(await page.locator('head link[rel="icon"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')))).toEqual(['/img/favicon.svg']);
    const icon = await fetch(`${url}/img/favicon.svg`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('puts the base URL into the canonical URL, and an empty favicon when none is configured', async () => {
    const html = await (await fetch(`${sites.shell.url}/docs/guide/one`)).text();
    expect(html).toContain('<link rel="canonical" href="https://shell.example/docs/guide/one">');
    expect(html).toContain('<meta property="og:url" content="https://shell.example/docs/guide/one">');
    expect(html).toContain('<meta property="og:description" content="Text under level two.">');
    expect(html).toContain('<link rel="icon" href="data:,">');
  });
});

describe('the navbar of the content site', () => {
  it('shows the brand logo and title, the GitHub link on the right, and Docs active under /documentation', async () => {
    const { url } = sites.content;
    const { page, errors } = await visit(`${url}/documentation/options`);
    expect(await attr(page, '.navbar-brand', 'href')).toBe('/');
    expect(await attr(page, '.navbar-brand', 'aria-label')).toBe('RacingBars home page');
    expect(await page.locator('.navbar-brand img').evaluate((img: HTMLImageElement) => [img.getAttribute('src'), img.alt, img.complete && img.naturalWidth > 0])).toEqual([
      '/img/logo.svg',
      'RacingBars logo',
      true,
    ]);
    expect(await texts(page, '.navbar-brand .navbar-title')).toEqual(['RacingBars']);
    expect(await texts(page, '.navbar-items-left a')).toEqual(['Docs', 'Gallery', 'Sample Datasets', 'Playground']);
    expect(await page.locator('.navbar-items-right a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]))).toEqual([
      ['GitHub', 'https://github.com/hatemhosny/racing-bars', '_blank', 'noopener noreferrer'],
    ]);
    // Docs links to /category/documentation; its activeBasePath /documentation makes it active here.
    expect(await texts(page, '.navbar [aria-current="page"]')).toEqual(['Docs']);
    expect(await texts(page, '.navbar .navbar-link.active')).toEqual(['Docs']);

    await page.locator('.navbar a', { hasText: 'Gallery' }).click();
    await page.locator('main h1', { hasText: 'Gallery' }).waitFor();
    expect(await texts(page, '.navbar [aria-current="page"]')).toEqual(['Gallery']);
    await page.locator('.footer a', { hasText: 'Credits' }).click();
    await page.locator('main h1', { hasText: 'Credits' }).waitFor();
    expect(await texts(page, '.navbar [aria-current="page"]')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the navbar of the content site when scrolling', () => {
  it('stays in place when the page scrolls down: hideOnScroll is off', async () => {
    const { page, errors } = await visit(`${sites.content.url}/documentation/options`, { viewport: { width: 1280, height: 400 } });
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.waitForTimeout(300);
    expect(await page.locator('.navbar').evaluate((nav) => [nav.className, Math.round(nav.getBoundingClientRect().bottom)])).toEqual(['navbar', 60]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the footer of the content site', () => {
  it('shows the configured columns and copyright, and marks only the external links', async () => {
    const { page, errors } = await visit(`${sites.content.url}/`);
    expect(await texts(page, '.footer .footer-title')).toEqual(['Docs', 'Info', 'More']);
    const columns = await page.locator('.footer-column').evaluateAll((cs) => cs.map((c) => [...c.querySelectorAll('a')].map((a) => a.firstChild?.textContent)));
    expect(columns).toEqual([
      ['Home', 'Features', 'Getting Started', 'Playground'],
      ['Credits', 'License', 'Sponsor'],
      ['GitHub', 'Twitter', 'npm'],
    ]);
    expect(await texts(page, '.footer-copyright')).toEqual(['Copyright © 2020-present Hatem Hosny. Documentation built with docs-cli. MIT licensed.']);
    expect(await page.locator('.footer a:has(.external-mark)').evaluateAll((as) => as.map((a) => a.textContent))).toEqual([
      'GitHub ↗ (opens in a new tab)',
      'Twitter ↗ (opens in a new tab)',
      'npm ↗ (opens in a new tab)',
    ]);
    expect(await page.locator('.footer .external-mark').evaluateAll((ms) => ms.map((m) => m.getAttribute('aria-hidden')))).toEqual(['true', 'true', 'true']);
    expect(await page.getByRole('link', { name: 'GitHub (opens in a new tab)' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const caretState = (page: Page, label: string) => page.locator(`.sidebar .menu-caret[aria-label="${label}"]`).getAttribute('aria-expanded');

/** Docusaurus's getAutoHeightDuration: the expected duration of the sidebar's collapse animation. */
const autoHeightDuration = (height: number) => Math.round((4 + 15 * (height / 36) ** 0.25 + height / 36 / 5) * 10);

/** Clicks a category's caret, reads the height transition its list then runs ([property, duration, list height]) and waits for its end. */
async function toggleAndReadTransition(page: Page, label: string): Promise<[string, number, number]> {
  const caret = page.locator(`.sidebar .menu-caret[aria-label="${label}"]`);
  await caret.click();
  // A category's list is in the page from its first opening on, and the caret names it from then.
  const id = (await caret.getAttribute('aria-controls'))!;
  await page.waitForFunction((listId) => (document.getElementById(listId)?.getAnimations().length ?? 0) > 0, id, { polling: 'raf' });
  const read = await page.evaluate((listId) => {
    const list = document.getElementById(listId)!;
    const transition = list.getAnimations()[0] as CSSTransition;
    return [transition.transitionProperty, Number(transition.effect?.getTiming().duration), list.scrollHeight] as [string, number, number];
  }, id);
  // Finished: the list is back to its natural height (or hidden).
  await page.waitForFunction((listId) => document.getElementById(listId)?.style.height === '', id);
  return read;
}

describe('the docs sidebar of the content site', () => {
  it('animates a category open and closed for a duration derived from its height', async () => {
    const { page, errors } = await visit(`${sites.content.url}/getting-started/usage`);
    const [property, short, shortHeight] = await toggleAndReadTransition(page, 'Documentation');
    expect([property, short]).toEqual(['height', autoHeightDuration(shortHeight)]);
    const [, long, longHeight] = await toggleAndReadTransition(page, 'Guides');
    expect(long).toBe(autoHeightDuration(longHeight));
    expect(longHeight).toBeGreaterThan(shortHeight);
    expect(long).toBeGreaterThan(short);
    await page.locator('.sidebar .menu a', { hasText: /^Bar Colors$/ }).waitFor({ state: 'visible' });
    // Closing runs the same animation, and then hides the list.
    expect(await toggleAndReadTransition(page, 'Guides')).toEqual(['height', long, longHeight]);
    await page.locator('.sidebar .menu a', { hasText: /^Bar Colors$/ }).waitFor({ state: 'hidden' });
    expect(await caretState(page, 'Guides')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists the pages of a generated-index category as cards', async () => {
    const { page, errors } = await visit(`${sites.content.url}/category/documentation`);
    expect(await texts(page, '.cards .card .card-title')).toEqual(['Data', 'Options', 'Events', 'API']);
    expect(await hrefs(page, '.cards .card')).toEqual(['/documentation/data', '/documentation/options', '/documentation/events', '/documentation/api']);
    expect(await texts(page, '.cards .card:nth-child(2) .card-description')).toEqual([OPTIONS_DESCRIPTION]);
    expect(await attr(page, '.cards', 'aria-label')).toBe('Documentation pages');
    expect(await texts(page, '.category-description')).toEqual(['Data formats, options, events and the API of racing-bars.']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is left out on a page in no sidebar, which has no breadcrumbs and no prev/next either', async () => {
    const { page, errors } = await visit(`${sites.content.url}/sample-datasets`);
    expect(await page.locator('main h1').textContent()).toBe('Sample Datasets');
    expect(await page.locator('.sidebar').count()).toBe(0);
    expect(await page.locator('.docs-layout').getAttribute('class')).toBe('docs-layout');
    expect(await page.locator('.breadcrumbs').count()).toBe(0);
    expect(await page.locator('.pagination-nav').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives a docs page its breadcrumbs, prev/next links and Edit this page link', async () => {
    const { page, errors } = await visit(`${sites.content.url}/documentation/options`);
    expect(await texts(page, '.breadcrumbs li')).toEqual(['Home', 'Documentation', 'Options']);
    expect(await hrefs(page, '.breadcrumbs a')).toEqual(['/', '/category/documentation']);
    expect(await attr(page, '.breadcrumbs li:last-child', 'aria-current')).toBe('page');
    expect(await texts(page, '.pagination-nav .pagination-link')).toEqual(['PreviousData', 'NextEvents']);
    expect(await hrefs(page, '.pagination-nav .pagination-link')).toEqual(['/documentation/data', '/documentation/events']);
    const edit = page.locator('.doc-footer a', { hasText: 'Edit this page' });
    expect(await edit.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      'https://github.com/hatemhosny/racing-bars/edit/develop/website/docs/documentation/options.mdx',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const PRETTIER_FILES = ['standalone.js', 'parser-babel.js', 'parser-html.js'];

describe('the Prettier 2.4.1 scripts of the content site', () => {
  it('are served from /js/prettier-2.4.1/ as copies of the npm package, and no page loads them up front', async () => {
    const { url } = sites.content;
    const prettier = path.dirname(createRequire(import.meta.url).resolve('prettier/package.json'));
    expect(JSON.parse(readFileSync(path.join(prettier, 'package.json'), 'utf8')).version).toBe('2.4.1');
    for (const file of PRETTIER_FILES) {
      const response = await fetch(`${url}/js/prettier-2.4.1/${file}`);
      expect([file, response.status, response.headers.get('content-type')]).toEqual([file, 200, 'text/javascript']);
      const body = await response.text();
      expect(body).toContain('"2.4.1"');
      expect(body === readFileSync(path.join(prettier, file), 'utf8')).toBe(true);
    }
    // ~314 KB gzip: the playground's Format button loads them on its first press (playground.test.ts).
    for (const route of ['/documentation/options', '/', '/gallery/top-n', '/playground']) {
      const { page, errors } = await openPage(browser());
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(`${url}${route}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('script[src*="prettier"]').count(), route).toBe(0);
      expect(requests.filter((r) => r.includes('prettier')), route).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

type Recorded = Window & { __bar?: [string, string, boolean][] };

describe('the progress bar of a navigation delayed past 200 ms', () => {
  it('starts at the 8 % minimum, moves at 200 ms speed, trickles while it waits, fills and goes, and shows no spinner', async () => {
    const { url } = sites.content;
    const { page, errors } = await visit(`${url}/getting-started/usage`);
    // Every state of the bar: [transform or 'gone', transition, spinner shown]. The delay before it shows is
    // loading.test.ts's; timings are not asserted here, only the sequence of states.
    await page.evaluate(() => {
      const w = window as Recorded;
      w.__bar = [];
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('#nprogress .bar');
        const style = bar ? getComputedStyle(bar) : undefined;
        const state = [bar ? bar.style.transform : 'gone', style ? `${style.transitionDuration} ${style.transitionTimingFunction}` : '', !!document.querySelector('#nprogress .spinner')] as const;
        const last = w.__bar?.at(-1);
        if (!last || last[0] !== state[0]) w.__bar?.push([...state]);
      }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    });
    await page.route('**/__docs/data/pages/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2600));
      await route.continue();
    });
    await page.locator('.sidebar .menu a', { hasText: /^Installation$/ }).click();
    await page.locator('main h1', { hasText: /^Installation$/ }).waitFor();
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    const bar = await page.evaluate(() => (window as Recorded).__bar!);

    const shown = bar.filter(([transform]) => transform !== 'gone' && transform !== '');
    expect(shown[0]).toEqual(['translate3d(-92%, 0px, 0px)', '0.2s ease', false]);
    // Trickled forward at least twice during the 2.6 s wait, each time further along.
    const trickles = shown.filter(([transform]) => !/\((-92|0)%/.test(transform)).map(([transform]) => Number(/\((-?[\d.]+)%/.exec(transform)?.[1]));
    expect(trickles.length).toBeGreaterThanOrEqual(2);
    expect(trickles).toEqual([...trickles].sort((a, b) => a - b));
    // Done: the bar fills, then goes.
    const full = bar.findIndex(([transform]) => transform === 'translate3d(0%, 0px, 0px)');
    expect(bar.slice(full).map(([transform]) => transform)).toEqual(['translate3d(0%, 0px, 0px)', 'gone']);
    expect(bar.every(([, , spinner]) => !spinner)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the crash page of the shell site', () => {
  it('renders the page again when Try again is clicked', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser());
    await page.goto(`${url}/docs/crash`);
    await page.locator('.page-error h1').waitFor();
    const crashes = () => errors.filter((e) => e.startsWith('This page crashed.')).length;
    expect(crashes()).toBe(1);
    // The page's own paragraph is added back before the component throws again.
    await page.evaluate(() => {
      const w = window as Window & { __rendered?: string[] };
      w.__rendered = [];
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node.textContent?.includes('About to crash.')) w.__rendered?.push(node.nodeName);
      }).observe(document.getElementById('__docs_main')!, { childList: true, subtree: true });
    });
    await page.click('.page-error button');
    await expect.poll(crashes).toBe(2);
    expect(await page.evaluate(() => (window as Window & { __rendered?: string[] }).__rendered?.length)).toBeGreaterThan(0);
    expect(await page.locator('.page-error h1').textContent()).toBe('This page crashed.');
    expect(await texts(page, '.error-chain li')).toEqual(['outer failure', 'inner cause']);
    await page.context().close();
  });
});
