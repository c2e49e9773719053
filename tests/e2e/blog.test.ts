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

describe('the blog of the shell site', () => {
  it('lists both posts, newest first', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/blog`);
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Blog');
    expect(await texts(page, '.blog-list h2')).toEqual(['Second post', 'First post']);
    expect(await page.locator('.blog-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/docs/blog/2025/01/10/second-post',
      '/docs/blog/2024/03/05/first-post',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a post with its date, reading time, tags and the sidebar of posts grouped by year', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/blog`);
    await hydrated(page);
    await page.locator('.blog-list a', { hasText: 'Second post' }).click();
    await page.waitForURL(`${url}/docs/blog/2025/01/10/second-post`);
    await page.locator('main h1', { hasText: 'Second post' }).waitFor();
    expect(await page.locator('.blog-post-meta time').getAttribute('datetime')).toBe('2025-01-10');
    expect(await page.locator('.blog-post-meta').textContent()).toBe('2025-01-10 · 1 min read');
    expect(await texts(page, '.blog-tags a')).toEqual(['release', 'notes']);
    expect(await page.locator('.blog-tags a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/docs/blog/tags/release', '/docs/blog/tags/notes']);
    expect(await page.locator('.blog-sidebar-title').textContent()).toBe('Recent posts');
    expect(await texts(page, '.blog-sidebar-year')).toEqual(['2025', '2024']);
    expect(await texts(page, '.blog-sidebar section:nth-of-type(1) li')).toEqual(['Second post']);
    expect(await texts(page, '.blog-sidebar section:nth-of-type(2) li')).toEqual(['First post']);
    expect(await page.title()).toBe('Second post | Shell');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names the authors of a post that has them', async () => {
    const { url } = sites.shell;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/docs/blog/2024/03/05/first-post`);
    await hydrated(page);
    expect(await page.locator('.blog-post-meta').textContent()).toBe('2024-03-05 · 1 min read');
    expect(await page.locator('.blog-post-authors').textContent()).toBe('Ada');
    expect(await texts(page, '.blog-tags a')).toEqual(['release']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
