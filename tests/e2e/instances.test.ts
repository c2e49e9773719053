/**
 * Two docs instances as a visitor meets them on the Docusaurus multi-instance fixture
 * (tests/fixtures/docusaurus/multi-instance: the preset's docs at /docs and the `community`
 * instance at /community): each doc shows its own instance's sidebar, the navbar links each
 * instance, a sidebar link of the second instance navigates client-side, and every page hydrates
 * without a console error or warning.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

// The fixture's pages link on purpose to routes no instance has (/community/missing, /docs/support,
// and the Markdown file links across instances: the broken links Docusaurus reports for it); the
// renderer prefetches a visible link's page data, which answers 404 for those. Any other message fails.
const PREFETCH_OF_BROKEN_LINK = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
const unexpected = (messages: string[]) => messages.filter((m) => m !== PREFETCH_OF_BROKEN_LINK);

interface Visit {
  page: Page;
  /** every console message a warning or an error (a hydration mismatch is one), and every uncaught exception */
  messages: string[];
}

/** A fresh browser context at `path`, hydrated. */
async function visit(path: string): Promise<Visit> {
  const context = await browser().newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(String(error)));
  await page.goto(sites.instances.url + path);
  await hydrated(page);
  return { page, messages };
}

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
    // A full reload would start a new window without this property.
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'still here';
    });
    await page.locator('aside.sidebar a', { hasText: 'Support' }).click();
    await page.waitForURL(`${sites.instances.url}/community/support`);
    await page.locator('main h1', { hasText: 'Support' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('still here');
    expect(await page.locator('aside.sidebar a[aria-current="page"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/community/support']);
    expect(unexpected(messages)).toEqual([]);
    await page.context().close();
  });
});
