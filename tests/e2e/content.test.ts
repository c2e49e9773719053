/**
 * The racing-bars site's content in a real browser: every docs, page and API route shows its
 * title and its main headings; every live chart on the home page and in the guides draws bars
 * and its date moves on; the API pages list the fields of Options, Race and Data; the sample
 * datasets download with their documented columns.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PageArtifact, RoutesArtifact } from '../../schema/artifacts.ts';
import { DATASETS, datasetFiles } from '../../content/datasets/catalog.ts';
import { hydrated, launch, openPage } from './browser.ts';

const { url, out } = inject('sites').content;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const routes = (JSON.parse(readFileSync(path.join(out, 'routes.json'), 'utf8')) as RoutesArtifact).routes;
const pageOf = (data: string) => JSON.parse(readFileSync(path.join(out, data), 'utf8')) as PageArtifact;

describe('every content page', () => {
  it("shows its title (its leading # heading's text where that differs, as Docusaurus) and its h2 headings", async () => {
    const { page } = await openPage(browser);
    const content = routes.filter((r) => r.kind === 'doc' || r.kind === 'category-index');
    expect(content.length).toBeGreaterThan(60);
    for (const route of content) {
      const data = pageOf(route.data);
      await page.goto(url + route.path);
      if (!data.hideTitle) expect(await page.locator('main h1').first().textContent(), route.path).toBe(data.contentTitle ?? data.title);
      const h2 = data.toc.filter((t) => t.level === 2).map((t) => t.id);
      const present = await page.evaluate((ids) => ids.filter((id) => document.getElementById(id)?.tagName === 'H2'), h2);
      expect(present, route.path).toEqual(h2);
    }
    await page.context().close();
  }, 300_000);
});

async function expectChartsRun(page: Page, where: string): Promise<number> {
  const charts = page.locator('[data-testid="race-chart"]');
  await charts.first().waitFor({ timeout: 15_000 });
  const count = await charts.count();
  for (let i = 0; i < count; i++) {
    const chart = charts.nth(i);
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.locator('svg rect').count(), { timeout: 15_000, message: `${where} chart ${i + 1} draws bars` }).toBeGreaterThan(0);
    const counter = chart.locator('.dateCounterText:not(.halo)').first();
    if ((await counter.count()) === 0) continue;
    const first = await counter.textContent();
    const autorun = await chart.getAttribute('data-autorun');
    if (autorun === 'false') continue;
    await expect.poll(() => counter.textContent(), { timeout: 15_000, message: `${where} chart ${i + 1} date advances` }).not.toBe(first);
  }
  return count;
}

describe('live charts', () => {
  it('draw bars on the home page and their date counter advances', async () => {
    const { page } = await openPage(browser);
    await page.goto(url);
    await hydrated(page);
    expect(await expectChartsRun(page, '/')).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it('draw bars in every guide and their date counters advance', async () => {
    const { page } = await openPage(browser);
    const guides = routes.filter((r) => r.path.startsWith('/guides/'));
    expect(guides.length).toBe(14);
    let total = 0;
    for (const guide of guides) {
      // Whether the guide has live charts is in its page data; they render after hydration.
      if (!JSON.stringify(pageOf(guide.data).body).includes('"tagName":"RaceChart"')) continue;
      await page.goto(url + guide.path);
      await hydrated(page);
      total += await expectChartsRun(page, guide.path);
    }
    expect(total).toBeGreaterThan(14);
    await page.context().close();
  }, 600_000);
});

describe('the API reference', () => {
  const fieldsOn = async (page: Page, route: string) => {
    await page.goto(url + route);
    // The first table of an interface page is its fields.
    return (await page.locator('main table').first().locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim().replace(/\?$/, ''));
  };

  it('lists the 43 fields of Options, the methods of Race and the fields of Data', async () => {
    const { page } = await openPage(browser);
    const options = await fieldsOn(page, '/api/internal/interfaces/Options');
    expect(options).toHaveLength(43);
    expect(options).toEqual(expect.arrayContaining(['topN', 'tickDuration', 'colorMap', 'fixedOrder', 'dataTransform']));
    await page.goto(`${url}/api/interfaces/Race`);
    const methods = await page.locator('main h3').allTextContents();
    expect(methods.map((m) => m.replace(/#$/, '').replace(/\(\)$/, '').trim())).toEqual(expect.arrayContaining(['play', 'pause', 'changeOptions', 'destroy', 'onDate', 'on']));
    const data = await fieldsOn(page, '/api/interfaces/Data');
    expect(data).toEqual(expect.arrayContaining(['date', 'name', 'value', 'group', 'color', 'icon']));
    await page.context().close();
  }, 120_000);
});

describe('the sample datasets', () => {
  it('download with the columns the catalog documents', async () => {
    for (const dataset of DATASETS) {
      for (const file of datasetFiles(dataset.id)) {
        const response = await fetch(`${url}/data/${file}`);
        expect(response.status, file).toBe(200);
        const text = await response.text();
        if (file.endsWith('.csv') && !file.includes('-wide')) expect(text.split('\n')[0].trim(), file).toBe(dataset.columns.join(','));
        if (file.endsWith('.json') && !file.includes('-wide')) expect(Object.keys((JSON.parse(text) as Record<string, unknown>[])[0]), file).toEqual(dataset.columns);
        if (file.includes('-wide')) expect(text.length, file).toBeGreaterThan(100);
      }
    }
  });

  it('are linked from the sample datasets page', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${url}/sample-datasets`);
    const hrefs = await page.locator('main a[href^="/data/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(24);
    await page.context().close();
  });
});
