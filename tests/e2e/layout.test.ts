import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage, texts } from './browser.ts';

const sites = inject('sites');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the navbar drawer', () => {
  it('opens from the hamburger at 800 px and closes when an item is clicked', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { viewport: { width: 800, height: 900 } });
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    expect(await page.locator('.navbar-toggle').isVisible()).toBe(true);
    expect(await page.locator('#__docs_navbar_drawer').count()).toBe(0);
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'visible' });
    expect(await page.locator('.navbar-toggle').getAttribute('aria-expanded')).toBe('true');
    await page.locator('#__docs_navbar_drawer a', { hasText: 'Gallery' }).click();
    await page.waitForURL(`${url}/category/gallery`);
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'detached' });
    // The URL changes first; React commits the new page just after.
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Gallery');
    expect(await page.locator('.navbar-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes when the viewport is widened to 1200 px', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { viewport: { width: 800, height: 900 } });
    await page.goto(url);
    await hydrated(page);
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'detached' });
    expect(await page.locator('.navbar-toggle').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the skip link', () => {
  it('is the first element Tab focuses, and Enter moves focus to the main content', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === '__docs_main');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).hash).toBe('#__docs_main');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the footer', () => {
  it('opens external links in a new tab with rel="noopener noreferrer"', async () => {
    const { url } = sites.content;
    const { page } = await openPage(browser);
    await page.goto(url);
    const links = await page.locator('.footer a').evaluateAll((anchors) =>
      anchors
        .filter((a) => /^https?:/.test(a.getAttribute('href') ?? ''))
        .map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    );
    expect(links).toEqual([
      ['https://github.com/hatemhosny/racing-bars', '_blank', 'noopener noreferrer'],
      ['https://twitter.com/hatemhosny', '_blank', 'noopener noreferrer'],
      ['https://www.npmjs.com/package/racing-bars', '_blank', 'noopener noreferrer'],
    ]);
    const internal = await page.locator('.footer a', { hasText: 'Features' }).evaluate((a) => [a.getAttribute('target'), a.getAttribute('rel')]);
    expect(internal).toEqual([null, null]);
    await page.context().close();
  });
});

describe('the announcement bar of the shell site', () => {
  it('closes, stays closed after a reload, and comes back when the stored bar id differs', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/`);
    await hydrated(page);
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
    expect(await page.locator('.announcement-content').textContent()).toBe('Shell announcement');
    await page.click('.announcement-close');
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');

    await page.reload();
    await hydrated(page);
    await page.locator('.announcement-bar').waitFor({ state: 'detached' });
    expect(await page.locator('.announcement-bar').count()).toBe(0);

    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'bar-0'));
    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => localStorage.getItem('docusaurus.announcement.id') === 'bar-1');
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the crash page', () => {
  it('shows the heading, a Try again button and the error chain, titled Page Error', async () => {
    const { url } = sites.shell;
    const { page } = await openPage(browser);
    await page.goto(`${url}/docs/crash`);
    await page.locator('.page-error h1').waitFor();
    expect(await page.locator('.page-error h1').textContent()).toBe('This page crashed.');
    expect(await texts(page, '.page-error button')).toEqual(['Try again']);
    expect(await texts(page, '.error-chain li')).toEqual(['outer failure', 'inner cause']);
    expect(await page.title()).toBe('Page Error');
    await page.context().close();
  });
});

describe('a site served under a base URL', () => {
  it('prefixes every link and asset of the prerendered HTML with /docs/', async () => {
    const { url } = sites.shell;
    const html = await (await fetch(`${url}/docs/guide/one`)).text();
    const paths = [...html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !p.startsWith('/docs/'))).toEqual([]);
    expect(paths).toContain('/docs/guide/two');
    expect(paths).toContain('/docs/blog');
  });

  it('navigates between its pages on the client', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Shell home');
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    await page.locator('.navbar a', { hasText: 'Guide' }).click();
    await page.waitForURL(`${url}/docs/guide/one`);
    await page.locator('main h1', { hasText: 'Guide one' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.locator('.base-url-banner').count()).toBe(0);
    expect(await page.locator('.navbar-items [aria-current="page"]').allTextContents()).toEqual(['Guide']);
    expect(await page.locator('.sidebar [aria-current="page"]').allTextContents()).toEqual(['Guide one']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the wrong-base banner when the site is opened outside its base URL', async () => {
    const { url } = sites.shell;
    const notFound = await (await fetch(`${url}/docs/404.html`)).text();
    const { page, errors } = await openPage(browser);
    await page.route(`${url}/elsewhere/page`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: notFound }));
    await page.goto(`${url}/elsewhere/page`);
    await page.locator('.base-url-banner').waitFor();
    expect(await page.locator('.base-url-banner').textContent()).toBe(
      'This site did not load properly: it is configured for the base URL /docs/, but it was opened at /elsewhere/page. Check the baseUrl setting.',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
