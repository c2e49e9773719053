/**
 * Links prefetch their page's data when they scroll into view (idle priority, once per page;
 * never on a data-saver connection), and a docs page remembers the docs version being read.
 * At 700 px the sidebar and the navbar items are hidden, so the links in view are the page's own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, openPage, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const NARROW = { viewport: { width: 700, height: 800 } };
const NEXT_DATA = '/__docs/data/pages/documentation/events.json';
const browser = sharedBrowser();

/** Opens the options page and records the page-data files the browser requests. */
async function openOptions(init?: () => void) {
  const watched = await openPage(browser(), NARROW);
  if (init) await watched.page.addInitScript(init);
  const requested: string[] = [];
  watched.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/__docs/data/pages/')) requested.push(pathname);
  });
  await watched.page.goto(`${sites.content.url}/documentation/options`);
  await hydrated(watched.page);
  return { ...watched, requested };
}

async function scrollToNext(page: Page) {
  await page.locator('.pagination-nav a', { hasText: 'Events' }).scrollIntoViewIfNeeded();
}

describe('prefetching links when they come into view', () => {
  it("requests the next page's data once its link scrolls into view, and not before", async () => {
    const { page, requested, errors } = await openOptions();
    await page.waitForTimeout(500);
    expect(requested).not.toContain(NEXT_DATA);
    await scrollToNext(page);
    await expect.poll(() => requested.filter((p) => p === NEXT_DATA).length).toBe(1);
    const hints = await page.locator(`link[rel="prefetch"][href="${NEXT_DATA}"]`).count();
    expect(hints).toBe(1);
    // Scrolling away and back does not ask again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollToNext(page);
    await page.waitForTimeout(300);
    expect(requested.filter((p) => p === NEXT_DATA)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('prefetches nothing on a data-saver connection', async () => {
    const { page, requested } = await openOptions(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    await scrollToNext(page);
    await page.waitForTimeout(500);
    expect(requested).not.toContain(NEXT_DATA);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    await page.context().close();
  });
});

describe('the preferred docs version', () => {
  it('is stored as "current" when a docs page is read, replacing a version that no longer exists', async () => {
    const { page } = await openOptions(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', '1.x');
        sessionStorage.setItem('seeded', '1');
      }
    });
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await page.context().close();
  });
});
