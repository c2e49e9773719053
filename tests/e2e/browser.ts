/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type ConsoleMessage, type Page } from 'playwright-core';

const EXECUTABLE = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export async function launch(): Promise<Browser> {
  if (!EXECUTABLE) throw new Error('Chromium is not installed: apt-get install chromium');
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
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
