import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RoutesArtifact } from '../../schema/artifacts.ts';
import { launch, openPage } from './browser.ts';

const sites = inject('sites');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function routesOf(out: string) {
  return (JSON.parse(readFileSync(path.join(out, 'routes.json'), 'utf8')) as RoutesArtifact).routes;
}

describe('every route of the racing-bars site', () => {
  it('answers 200 with its title in the document title', async () => {
    const { url, out } = sites.content;
    for (const route of routesOf(out)) {
      const response = await fetch(url + route.path);
      expect(response.status, route.path).toBe(200);
      const html = await response.text();
      const title = route.title === 'RacingBars' ? 'RacingBars' : `${route.title} | RacingBars`;
      expect(html, route.path).toContain(`<title>${title.replace(/&/g, '&#38;').replace(/</g, '&#60;')}</title>`);
    }
  });

  it('hydrates every route without console errors or hydration warnings', async () => {
    const { url, out } = sites.content;
    const { page, errors } = await openPage(browser);
    for (const route of routesOf(out)) {
      await page.goto(url + route.path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.getElementById('__docs')?.hasChildNodes());
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('shows the page content with JavaScript disabled', async () => {
    const { url } = sites.content;
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${url}/getting-started/usage`);
    expect(await page.locator('main h1').textContent()).toBe('Usage');
    expect(await page.locator('.sidebar a', { hasText: 'Installation' }).count()).toBe(1);
    expect(await page.locator('.navbar a', { hasText: 'Gallery' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('paths that are not pages', () => {
  it('answer 404 with the not-found page', async () => {
    const { url } = sites.content;
    const response = await fetch(`${url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('redirect .html and /index.html to the clean path', async () => {
    const { url } = sites.content;
    for (const [from, to] of [
      ['/features.html', '/features'],
      ['/features/index.html', '/features'],
      ['/getting-started/usage.html?x=1', '/getting-started/usage?x=1'],
    ]) {
      const response = await fetch(url + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('show the not-found page on client navigation too', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(url);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/definitely-missing';
      a.textContent = 'missing';
      document.body.append(a);
    });
    await page.goto(`${url}/definitely-missing`);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.context().close();
  });
});
