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

const caret = (page: Page, label: string) => page.locator('.menu-category-row', { hasText: label }).locator('.menu-caret');
const sidebarLink = (page: Page, label: string) => page.locator('.sidebar .menu-link', { hasText: label });

describe('the docs sidebar', () => {
  it('collapses and expands a category', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    expect(await caret(page, 'Documentation').getAttribute('aria-expanded')).toBe('false');
    expect(await caret(page, 'Documentation').getAttribute('aria-label')).toBe("Expand sidebar category 'Documentation'");
    expect(await sidebarLink(page, 'Options').isVisible()).toBe(false);

    await caret(page, 'Documentation').click();
    expect(await caret(page, 'Documentation').getAttribute('aria-expanded')).toBe('true');
    expect(await caret(page, 'Documentation').getAttribute('aria-label')).toBe("Collapse sidebar category 'Documentation'");
    await sidebarLink(page, 'Options').waitFor({ state: 'visible' });
    expect(await sidebarLink(page, 'Options').isVisible()).toBe(true);

    await caret(page, 'Documentation').click();
    expect(await caret(page, 'Documentation').getAttribute('aria-expanded')).toBe('false');
    await sidebarLink(page, 'Options').waitFor({ state: 'hidden' });
    expect(await sidebarLink(page, 'Options').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('expands the category that contains the active page and marks the page current', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/documentation/options`);
    await hydrated(page);
    expect(await caret(page, 'Documentation').getAttribute('aria-expanded')).toBe('true');
    expect(await caret(page, 'Guides').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.sidebar [aria-current="page"]').allTextContents()).toEqual(['Options']);
    expect(await sidebarLink(page, 'Events').isVisible()).toBe(true);

    // Navigating into a collapsed category opens it.
    await page.goto(`${url}/category/guides`);
    await hydrated(page);
    await page.locator('.cards a', { hasText: 'Chart Size' }).click();
    await page.locator('main h1', { hasText: 'Chart Size' }).waitFor();
    expect(await caret(page, 'Guides').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.sidebar [aria-current="page"]').allTextContents()).toEqual(['Chart Size']);
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
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 500 } });
    await page.goto(`${url}/getting-started/installation`);
    await hydrated(page);
    const active = () => page.locator('.toc-desktop .toc-link.active').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(await active()).toEqual(['#from-npm']);
    await page.evaluate(() => document.getElementById('from-a-cdn')?.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc-desktop .toc-link.active')?.getAttribute('href') === '#from-a-cdn');
    expect(await active()).toEqual(['#from-a-cdn']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.toc-desktop .toc-link.active')?.getAttribute('href') === '#from-npm');
    expect(await active()).toEqual(['#from-npm']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
