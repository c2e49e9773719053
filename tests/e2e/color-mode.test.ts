import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage } from './browser.ts';

const sites = inject('sites');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

describe('the colour mode of the content site', () => {
  it('starts light, and the toggle switches <html> to dark and stores it under `theme`', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(url);
    await hydrated(page);
    expect(await theme(page)).toBe('light');
    expect(await stored(page)).toBe(null);
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('dark');
    expect(await stored(page)).toBe('dark');
    expect(await page.locator('.color-mode-toggle').getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('light');
    expect(await stored(page)).toBe('light');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the chosen mode across a reload', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    await page.click('.color-mode-toggle');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.color-mode-toggle')?.getAttribute('aria-label')?.endsWith('(currently dark mode)'));
    expect(await theme(page)).toBe('dark');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('synchronises a second page of the same browser through the storage event', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    const other = await page.context().newPage();
    await page.goto(url);
    await other.goto(`${url}/features`);
    await hydrated(page);
    await hydrated(other);
    expect(await theme(other)).toBe('light');
    await page.click('.color-mode-toggle');
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    expect(await other.locator('.color-mode-toggle').getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    await page.click('.color-mode-toggle');
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    expect(await theme(other)).toBe('light');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not follow a dark system preference (respectPrefersColorScheme is false)', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(url);
    await hydrated(page);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(await theme(page)).toBe('light');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the colour mode of the shell site (respectPrefersColorScheme)', () => {
  it('follows a dark system preference when nothing is stored, already at DOMContentLoaded', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser, { colorScheme: 'dark' });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __themeAtDcl: string | null }).__themeAtDcl = document.documentElement.getAttribute('data-theme');
      });
    });
    await page.goto(`${url}/docs/guide/one`);
    expect(await page.evaluate(() => (window as unknown as { __themeAtDcl: string | null }).__themeAtDcl)).toBe('dark');
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.color-mode-toggle')?.getAttribute('aria-label')?.endsWith('(currently dark mode)'));
    expect(await theme(page)).toBe('dark');
    expect(await stored(page)).toBe(null);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows a light system preference, and a stored choice wins over the system', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(`${url}/docs/`);
    await hydrated(page);
    expect(await theme(page)).toBe('light');
    await page.click('.color-mode-toggle');
    expect(await stored(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('browser storage that throws', () => {
  it('leaves the site working: the toggle still switches and a warning, not an error, is logged', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      const denied = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = denied;
      Storage.prototype.setItem = denied;
    });
    await page.goto(`${url}/docs/guide/one`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Guide one');
    expect(await theme(page)).toBe('light');
    await page.click('.color-mode-toggle');
    expect(await theme(page)).toBe('dark');
    await page.locator('.navbar a', { hasText: 'Blog' }).click();
    await page.locator('main h1', { hasText: 'Blog' }).waitFor();
    expect(await theme(page)).toBe('dark');
    expect(warnings.filter((w) => w.startsWith('Browser storage is unavailable; preferences will not be remembered.')).length).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
