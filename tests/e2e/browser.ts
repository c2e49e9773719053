/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Built } from '../helpers/user-site.ts';

const EXECUTABLE = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export async function launch(): Promise<Browser> {
  if (!EXECUTABLE) throw new Error('Chromium is not installed: apt-get install chromium');
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** One browser for the tests of a file: launched before them, closed after. Call it at the file's top level. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

export interface WatchedPage {
  page: Page;
  errors: string[];
}

/** A page that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

export interface ObservedPage {
  page: Page;
  /** every console warning and error (a hydration mismatch is one) as `type: text`, and every uncaught exception */
  messages: string[];
}

/** A page in a fresh context that records every console warning and error, and every uncaught exception. */
export async function openObservedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<ObservedPage> {
  const page = await (await browser.newContext(options)).newPage();
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(String(error)));
  return { page, messages };
}

/** A page opened at `url` and hydrated, recording every console warning and error. */
export async function visitObserved(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<ObservedPage> {
  const observed = await openObservedPage(browser, options);
  await observed.page.goto(url);
  await hydrated(observed.page);
  return observed;
}

/** Marks the page's window: a full page load starts a new one, so the mark stays only through client-side navigation. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

/** Whether the page is still the document `markDocument` marked. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

/** A page at `route` of a site built and served as its user does (helpers/user-site.ts), hydrated and marked (`sameDocument`). */
export async function visitBuiltSite(browser: Browser, built: Built, route: string): Promise<ObservedPage & { url: string }> {
  if (!built.server) throw new Error('the site was not built');
  const observed = await visitObserved(browser, built.server.url + route);
  await markDocument(observed.page);
  return { ...observed, url: built.server.url };
}

/** Resolves once React has hydrated the page (its event handlers are attached to the prerendered markup). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('__docs_main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
  });
  // React sets those props while it hydrates, before the commit and the effects that attach listeners
  // (the search keys) and store preferences: give the rest of the hydration two frames and a task.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/** The text of every element a selector matches, trimmed, in document order. */
export async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((t) => t.trim());
}

/** A page opened at `url` and hydrated, recording console errors. */
export async function visitHydrated(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  await watched.page.goto(url);
  await hydrated(watched.page);
  return watched;
}

/** The `href` of every element a selector matches, in document order. */
export function hrefs(page: Page, selector: string): Promise<(string | null)[]> {
  return page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
}
