/**
 * Two docs instances as a visitor meets them on the Docusaurus multi-instance fixture
 * (tests/fixtures/docusaurus/multi-instance: the preset's docs at /docs and the `community`
 * instance at /community): each doc shows its own instance's sidebar, the navbar links each
 * instance, a sidebar link of the second instance navigates client-side, and every page hydrates
 * without a console error or warning.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { markDocument, type ObservedPage, sameDocument, sharedBrowser, visitObserved } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

// The fixture's pages link on purpose to routes no instance has (/community/missing, /docs/support,
// and the Markdown file links across instances: the broken links Docusaurus reports for it); the
// renderer prefetches a visible link's page data, which answers 404 for those. Any other message fails.
const PREFETCH_OF_BROKEN_LINK = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
const unexpected = (messages: string[]) => messages.filter((m) => m !== PREFETCH_OF_BROKEN_LINK);

/** A fresh browser context at `path`, hydrated, recording every console warning and error. */
const visit = (path: string): Promise<ObservedPage> => visitObserved(browser(), sites.instances.url + path);

/** The links of the page's docs sidebar, each as its text and href. */
function sidebarLinks(page: Page): Promise<[string | null, string | null][]> {
  return page.locator('aside.sidebar a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')] as [string | null, string | null]));
}

/** The links of the navbar's left items, each as its text and href. */
function navbarLinks(page: Page): Promise<[string | null, string | null][]> {
  return page.locator('.navbar-items-left a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')] as [string | null, string | null]));
}

const NAVBAR = [
  ['Docs', '/docs/intro'],
  ['Community', '/community/support'],
  ['Support', '/community/support'],
  ['Intro', '/docs/intro'],
];

describe('a doc of the default docs instance', () => {
  it("shows that instance's sidebar only, and the navbar links both instances", async () => {
    const { page, messages } = await visit('/docs/intro');
    expect(await page.locator('main h1').textContent()).toBe('Intro');
    expect(await sidebarLinks(page)).toEqual([
      ['Intro', '/docs/intro'],
      ['API', '/docs/api'],
    ]);
    expect(await navbarLinks(page)).toEqual(NAVBAR);
    expect(unexpected(messages)).toEqual([]);
    await page.context().close();
  });
});

describe('a doc of the community docs instance', () => {
  it("shows that instance's sidebar only, and the navbar links both instances", async () => {
    const { page, messages } = await visit('/community/guides/contributing');
    expect(await page.locator('main h1').textContent()).toBe('Contributing');
    expect(await sidebarLinks(page)).toEqual([
      ['Support', '/community/support'],
      ['Contributing', '/community/guides/contributing'],
    ]);
    expect(await navbarLinks(page)).toEqual(NAVBAR);
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it('goes to the page of a sidebar link client-side, without a full reload, and shows it', async () => {
    const { page, messages } = await visit('/community/guides/contributing');
    await markDocument(page);
    await page.locator('aside.sidebar a', { hasText: 'Support' }).click();
    await page.waitForURL(`${sites.instances.url}/community/support`);
    await page.locator('main h1', { hasText: 'Support' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator('aside.sidebar a[aria-current="page"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/community/support']);
    expect(unexpected(messages)).toEqual([]);
    await page.context().close();
  });
});
