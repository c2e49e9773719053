import type { Browser, Page } from 'playwright-core';
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

const caret = (page: Page, label: string) => page.locator('.sidebar .menu li > div', { hasText: new RegExp(`^${label}$`) }).locator('.menu-caret');
const sidebarLink = (page: Page, label: string) => page.locator('.sidebar .menu a', { hasText: new RegExp(`^${label}$`) });

describe('the docs sidebar', () => {
  it('collapses and expands a category', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/`);
    await hydrated(page);
    expect(await caret(page, 'Guide').getAttribute('aria-expanded')).toBe('false');
    expect(await caret(page, 'Guide').getAttribute('aria-label')).toBe('Guide');
    // A collapsed category's items are not in the page until it is first opened.
    expect(await sidebarLink(page, 'Guide one').count()).toBe(0);
    expect(await caret(page, 'Guide').getAttribute('aria-controls')).toBe(null);

    await caret(page, 'Guide').click();
    expect(await caret(page, 'Guide').getAttribute('aria-expanded')).toBe('true');
    expect(await caret(page, 'Guide').getAttribute('aria-label')).toBe('Guide');
    await sidebarLink(page, 'Guide one').waitFor({ state: 'visible' });
    const list = (await caret(page, 'Guide').getAttribute('aria-controls'))!;
    expect(await page.locator(`[id="${list}"] a`).allTextContents()).toEqual(['Guide one', 'Guide two']);
    expect(await sidebarLink(page, 'Guide two').isVisible()).toBe(true);

    await caret(page, 'Guide').click();
    expect(await caret(page, 'Guide').getAttribute('aria-expanded')).toBe('false');
    await sidebarLink(page, 'Guide one').waitFor({ state: 'hidden' });
    expect(await sidebarLink(page, 'Guide two').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('expands the category that contains the active page and marks the page current', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/guide/two`);
    await hydrated(page);
    expect(await caret(page, 'Guide').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.sidebar [aria-current="page"]').allTextContents()).toEqual(['Guide two']);
    expect(await sidebarLink(page, 'Guide one').isVisible()).toBe(true);

    // Navigating into the collapsed category from outside opens it.
    await page.goto(`${url}/docs/`);
    await hydrated(page);
    expect(await caret(page, 'Guide').getAttribute('aria-expanded')).toBe('false');
    await page.locator('.navbar a', { hasText: 'Guide' }).click();
    await page.locator('main h1', { hasText: 'Guide one' }).waitFor();
    expect(await caret(page, 'Guide').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.sidebar [aria-current="page"]').allTextContents()).toEqual(['Guide one']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hides as a whole with the collapse button and comes back with the expand button', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    expect(await page.locator('.sidebar .menu').isVisible()).toBe(true);
    await page.click('button.sidebar-collapse');
    expect(await page.locator('.sidebar .menu').count()).toBe(0);
    expect(await page.locator('.sidebar.sidebar-hidden').count()).toBe(1);
    await page.click('button.sidebar-expand');
    expect(await page.locator('.sidebar.sidebar-hidden').count()).toBe(0);
    expect(await page.locator('.sidebar .menu').isVisible()).toBe(true);
    expect(await page.locator('.sidebar [aria-current="page"]').allTextContents()).toEqual(['Usage']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the table of contents', () => {
  it('lists headings of levels 2 and 3 by default', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/guide/one`);
    await hydrated(page);
    expect(await texts(page, '.toc-desktop .toc-link')).toEqual(['Level two', 'Level three']);
    expect(await page.locator('.toc-desktop .toc-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['#level-two', '#level-three']);
    expect(await page.locator('main h4').textContent()).toBe('Level four#');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('includes level 4 when the front matter sets toc_max_heading_level: 4', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/guide/two`);
    await hydrated(page);
    expect(await texts(page, '.toc-desktop .toc-link')).toEqual(['Second section', 'Deeper', 'Deepest']);
    expect(await page.locator('.toc-desktop .toc-item').evaluateAll((lis) => lis.map((li) => li.className))).toEqual([
      'toc-item toc-level-0',
      'toc-item toc-level-1',
      'toc-item toc-level-2',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('highlights the link of the heading scrolled to', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 400 } });
    await page.goto(`${url}/docs/guide/one`);
    await hydrated(page);
    const active = () => page.locator('.toc-desktop .toc-link.active').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // The TOC takes its first measurement in the frame after hydration.
    await page.waitForFunction(() => document.querySelector('.toc-desktop .toc-link.active') !== null);
    expect(await active()).toEqual(['#level-two']);
    await page.evaluate(() => document.getElementById('level-three')?.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc-desktop .toc-link.active')?.getAttribute('href') === '#level-three');
    expect(await active()).toEqual(['#level-three']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.toc-desktop .toc-link.active')?.getAttribute('href') === '#level-two');
    expect(await active()).toEqual(['#level-two']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
