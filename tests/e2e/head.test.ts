/**
 * The head after a client navigation describes the new page, as the prerendered head of that
 * page does: title, description, Open Graph tags and canonical link.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, openPage, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

function head(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    };
  });
}

describe('the head after a client navigation', () => {
  it('carries the same tags as the prerendered head of the page navigated to', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto(`${sites.content.url}/documentation/events`);
    const prerendered = await head(page);
    await page.goto(`${sites.content.url}/documentation/options`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    await page.locator('.pagination-nav a', { hasText: 'Events' }).click();
    await page.waitForURL(`${sites.content.url}/documentation/events`);
    await page.locator('h1', { hasText: 'Events' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(prerendered.canonical).toBe('https://racing-bars.hatemhosny.dev/documentation/events');
    expect(prerendered.description).not.toBeNull();
    expect(await head(page)).toEqual(prerendered);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
