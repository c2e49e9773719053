/** The gallery pages: live charts, code panels, colour mode and cleanup on navigation. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demos, galleryNames } from '../../content/components/gallery/demos.ts';
import { hydrated, launch, openPage } from './browser.ts';

const sites = inject('sites');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const barCount = (page: Page, chart: string) => page.locator(`${chart} svg rect.bar`).count();
const dateText = (page: Page, chart: string) => page.locator(`${chart} text.dateCounterText`).first().textContent();

/** Waits until the chart draws bars; `ms` from now. */
async function waitForBars(page: Page, chart: string, ms: number): Promise<void> {
  await page.waitForFunction((sel) => document.querySelectorAll(`${sel} svg rect.bar`).length > 0, chart, { timeout: ms });
}

describe('every gallery page', () => {
  it('has a page per demo, each drawing bars within 3 s, and autorun charts move on', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    expect(galleryNames).toHaveLength(42);
    for (const name of galleryNames) {
      const response = await page.goto(`${url}/gallery/${name}`);
      expect(response?.status(), name).toBe(200);
      await hydrated(page);
      const demo = demos.find((d) => d.name === name)!;
      const charts = 1 + (demo.variants?.length ?? 0);
      await expect.poll(() => page.locator('.gallery-demo').count(), { timeout: 3000 }).toBe(charts);
      const first = `.gallery-demo[data-demo="${name}"] [data-testid="race-chart"]`;
      await waitForBars(page, first, 3000);
      expect(await barCount(page, first), name).toBeGreaterThan(0);
      const running = page.locator(`.gallery-demo[data-demo="${name}"] [data-autorun="true"]`);
      if ((await running.count()) > 0) {
        const chart = `.gallery-demo[data-demo="${name}"][data-variant="${await running.first().evaluate((el) => el.closest('.gallery-demo')?.getAttribute('data-variant'))}"] [data-testid="race-chart"]`;
        await waitForBars(page, chart, 3000);
        const before = await dateText(page, chart);
        await expect.poll(() => dateText(page, chart), { timeout: 8000, message: `${name}: the date counter moves` }).not.toBe(before);
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 420_000);

  it('lists every gallery page in the sidebar and on /category/gallery', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/category/gallery`);
    await hydrated(page);
    const hrefs = await page.locator('main a[href^="/gallery/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const name of galleryNames) expect(hrefs, name).toContain(`/gallery/${name}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the code panel', () => {
  it('switches between five tabs of code, syncs them across panels, remembers the choice and links to the playground', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/gallery/top-n`);
    await hydrated(page);
    await page.locator('.gallery-code-toggle').first().waitFor();
    const toggles = page.locator('.gallery-code-toggle');
    expect(await toggles.count()).toBe(2);
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    const panel = page.locator('.gallery-code-panel').first();
    const expected = {
      js: "import { race } from 'racing-bars'",
      ts: 'const options: Options',
      react: "import RacingBars from 'racing-bars/react'",
      vue: '<script setup>',
      svelte: 'onMount(',
    } as const;
    for (const [lang, marker] of Object.entries(expected)) {
      await panel.locator(`[role="tab"][data-lang="${lang}"]`).click();
      await expect.poll(() => panel.locator('[role="tab"][aria-selected="true"]').getAttribute('data-lang')).toBe(lang);
      const code = (await panel.locator('[role="tabpanel"] code').textContent()) ?? '';
      expect(code, lang).toContain(marker);
      expect(code, lang).toContain('/data/population.csv');
      expect(code, lang).toContain('topN: 5');
      const href = await panel.locator('.gallery-playground-link').getAttribute('href');
      const link = new URL(href ?? '', url);
      expect(link.pathname).toBe('/playground');
      expect(link.searchParams.get('demo')).toBe('top-n');
      expect(link.searchParams.get('lang')).toBe(lang);
      // The second panel follows the first.
      const other = page.locator('.gallery-code-panel').nth(1);
      expect(await other.locator('[role="tab"][aria-selected="true"]').getAttribute('data-lang')).toBe(lang);
      expect(await other.locator('[role="tabpanel"] code').textContent()).toContain('topN: 20');
    }
    await panel.locator('[role="tab"][data-lang="vue"]').click();
    expect(await page.evaluate(() => localStorage.getItem('racing-bars.gallery.lang'))).toBe('vue');
    await page.reload();
    await hydrated(page);
    await page.locator('.gallery-code-toggle').first().click();
    expect(await page.locator('.gallery-code-panel [role="tab"][aria-selected="true"]').getAttribute('data-lang')).toBe('vue');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the code formatted, printing option functions from their source, without loading Prettier or Shiki', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${url}/gallery/caption-data-function`);
    await hydrated(page);
    await page.locator('.gallery-code-toggle').first().click();
    await page.locator('[role="tab"][data-lang="js"]').click();
    await page.locator('.gallery-code-body pre.shiki').waitFor();
    const code = (await page.locator('.gallery-code-body code').textContent()) ?? '';
    expect(code).toContain('caption: (currentDate, dateSlice) => {');
    expect(code).toMatch(/\n {4}const total = dateSlice\.reduce\(\(sum, d\) => sum \+ Number\(d\.value\), 0\);\n/);
    expect(code).not.toContain('__keepSource');
    expect(requests).toContain('/__docs/gallery/code/caption-data-function.0.json');
    expect(requests.filter((r) => /prettier|shiki/i.test(r))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('highlights the code with the docs’ light and dark Shiki themes, and its copy button copies it', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${url}/gallery/top-n`);
    await hydrated(page);
    await page.locator('.gallery-code-toggle').first().click();
    await page.locator('[role="tab"][data-lang="ts"]').first().click();
    const body = page.locator('.gallery-code-body').first();
    await body.locator('pre.shiki').waitFor();
    // The same classes as a docs code block, and token spans carrying both themes' colours.
    expect(await body.locator('pre').getAttribute('class')).toBe('shiki shiki-themes github-light github-dark');
    const keyword = body.locator('span', { hasText: /^import$/ }).first();
    const color = () => keyword.evaluate((el) => getComputedStyle(el).color);
    expect(await color()).toBe('rgb(215, 58, 73)');
    await page.click('.color-mode-toggle');
    await expect.poll(color).toBe('rgb(249, 117, 131)');
    expect(await body.locator('span[style*="--shiki-dark"]').count()).toBeGreaterThan(20);
    const shown = (await body.locator('pre code').textContent()) ?? '';
    expect(shown).toContain('const options: Options = {');
    await body.locator('.code-copy').click();
    await expect.poll(() => body.locator('.code-copy').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the gallery index', () => {
  it('shows every card with a thumbnail: the first frame of its demo, drawn by racing-bars at build time', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/category/gallery`);
    await hydrated(page);
    const cards = await page.locator('main a.card').evaluateAll((as) =>
      as.map((a) => [a.getAttribute('href'), a.querySelector('img.card-thumbnail')?.getAttribute('src'), a.querySelector('img.card-thumbnail')?.getAttribute('alt')]),
    );
    expect(cards).toHaveLength(galleryNames.length);
    for (const [href, src, alt] of cards) {
      const name = href?.replace('/gallery/', '') ?? '';
      expect([href, src, alt]).toEqual([`/gallery/${name}`, `/__docs/gallery/thumbnails/${name}.svg`, '']);
    }
    // Each is an SVG of the demo's chart: its bars and, where the demo has one, its title.
    for (const name of ['top-n', 'theme-dark', 'show-groups']) {
      const response = await fetch(`${url}/__docs/gallery/thumbnails/${name}.svg`);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect((svg.match(/<rect class="bar /g) ?? []).length, name).toBe(name === 'top-n' ? 5 : 10);
    }
    // The images load and draw (the last card scrolled into view loads its lazy image).
    await page.locator('img.card-thumbnail').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('img.card-thumbnail').last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the charts', () => {
  it('follow the site colour mode unless the options set a theme', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    const background = (sel: string) => page.locator(sel).first().evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.goto(`${url}/gallery/top-n`);
    await hydrated(page);
    const chart = '.gallery-demo [data-testid="race-chart"]';
    await waitForBars(page, chart, 3000);
    expect(await background(chart)).not.toBe('rgb(30, 30, 30)');
    await page.click('.color-mode-toggle');
    await expect.poll(() => background(chart)).toBe('rgb(30, 30, 30)');
    expect(await barCount(page, chart)).toBeGreaterThan(0);
    await page.click('.color-mode-toggle');
    await expect.poll(() => background(chart)).not.toBe('rgb(30, 30, 30)');
    // theme: 'dark' in the options wins over the light site.
    await page.goto(`${url}/gallery/theme-dark`);
    await hydrated(page);
    await waitForBars(page, chart, 3000);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    expect(await background(chart)).toBe('rgb(30, 30, 30)');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fit their container and re-measure when it resizes', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${url}/gallery/top-n`);
    await hydrated(page);
    const chart = '.gallery-demo [data-testid="race-chart"]';
    await waitForBars(page, chart, 3000);
    const sizes = () =>
      page.locator(chart).first().evaluate((el) => ({ box: Math.round(el.getBoundingClientRect().width), svg: Math.round(Number(el.querySelector('svg')?.getAttribute('width'))) }));
    const wide = await sizes();
    expect(Math.abs(wide.svg - wide.box)).toBeLessThanOrEqual(2);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(async () => (await sizes()).svg).toBeLessThan(wide.svg);
    const narrow = await sizes();
    expect(Math.abs(narrow.svg - narrow.box)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('are destroyed on navigation: 20 gallery pages and back leave one live race', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const single = demos.filter((d) => d.name !== 'default' && !d.variants && d.name !== 'scroller').map((d) => d.name);
    await page.goto(`${url}/gallery/${single[0]}`);
    await hydrated(page);
    const chart = '.gallery-demo [data-testid="race-chart"]';
    await waitForBars(page, chart, 3000);
    const state = () =>
      page.evaluate(() => ({
        counter: window.__liveRaces ?? 0,
        live: document.querySelectorAll('[data-race-live]').length,
        styles: [...document.querySelectorAll('style')].filter((s) => /dateCounterText/.test(s.textContent ?? '')).length,
      }));
    for (const name of single.slice(1, 21)) {
      await page.locator(`a[href="/gallery/${name}"]`).first().click();
      await page.waitForURL(`**/gallery/${name}`);
      await page.locator(`.gallery-demo[data-demo="${name}"]`).waitFor();
      await waitForBars(page, `.gallery-demo[data-demo="${name}"] [data-testid="race-chart"]`, 5000);
      expect(await state(), name).toEqual({ counter: 1, live: 1, styles: 1 });
    }
    for (let i = 0; i < 20; i++) await page.goBack();
    await page.waitForURL(`**/gallery/${single[0]}`);
    await waitForBars(page, `.gallery-demo[data-demo="${single[0]}"] [data-testid="race-chart"]`, 5000);
    await expect.poll(state).toEqual({ counter: 1, live: 1, styles: 1 });
    // And none left on a page without charts.
    await page.locator('a[href="/category/gallery"]').first().click();
    await page.waitForURL('**/category/gallery');
    await expect.poll(state).toEqual({ counter: 0, live: 0, styles: 0 });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});

describe('the interactive demos', () => {
  it('scroller: the date follows the page scroll', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/gallery/scroller`);
    await hydrated(page);
    const chart = '.gallery-demo [data-testid="race-chart"]';
    await waitForBars(page, chart, 3000);
    const first = await dateText(page, chart);
    const trackEnd = await page.locator('.gallery-scroller').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), trackEnd - 800);
    await expect.poll(() => dateText(page, chart)).toBe('2021');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => dateText(page, chart)).toBe(first);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('slider: the range input sets the date', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/gallery/slider`);
    await hydrated(page);
    const chart = '.gallery-demo [data-testid="race-chart"]';
    await waitForBars(page, chart, 3000);
    const slider = page.locator('.gallery-slider-input');
    await expect.poll(() => slider.getAttribute('max')).toBe('61');
    await slider.fill('40');
    await expect.poll(() => dateText(page, chart)).toBe('2000');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keyboard-controls: keys control the chart, typing in a field does not', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/gallery/keyboard-controls`);
    await hydrated(page);
    const chart = '.gallery-demo [data-testid="race-chart"]';
    await waitForBars(page, chart, 3000);
    // S pauses the running race.
    await page.locator('h1').click();
    await page.keyboard.press('s');
    await page.waitForTimeout(1200);
    const paused = await dateText(page, chart);
    await page.waitForTimeout(800);
    expect(await dateText(page, chart)).toBe(paused);
    const field = page.locator('.gallery-fields input');
    await field.click();
    await page.keyboard.type('dd s a');
    await page.waitForTimeout(800);
    expect(await field.inputValue()).toBe('dd s a');
    expect(await dateText(page, chart)).toBe(paused);
    // Outside the field, D skips to the end.
    await page.locator('h1').click();
    await page.keyboard.press('d');
    await expect.poll(() => dateText(page, chart)).not.toBe(paused);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
