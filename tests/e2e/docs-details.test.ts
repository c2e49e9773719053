/**
 * Details of the racing-bars pages as a visitor sees them: admonition icons, API types as they
 * are written, and the debug routes page listing every route once it has hydrated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ContentArtifact, RoutesArtifact } from '../../schema/artifacts.ts';
import { hydrated, openPage, sharedBrowser, texts, visitHydrated } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

function artifact<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(sites.content.out, file), 'utf8')) as T;
}

describe('admonitions', () => {
  it('show an SVG icon hidden from assistive technology, and no emoji', async () => {
    const { page, errors } = await visitHydrated(browser(), `${sites.content.url}/getting-started/installation`);
    const admonition = page.locator('.admonition').first();
    const icon = await admonition.evaluate((el) => {
      const svg = el.firstElementChild as SVGSVGElement;
      const box = svg.getBoundingClientRect();
      return { tag: svg.tagName, hidden: svg.getAttribute('aria-hidden'), width: box.width, height: box.height, shapes: svg.querySelectorAll('path, circle').length > 0 };
    });
    expect(icon).toEqual({ tag: 'svg', hidden: 'true', width: 20, height: 20, shapes: true });
    expect(await admonition.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('API pages', () => {
  it('show a type as one piece of code, as it is written, with its named types linked', async () => {
    const { page, errors } = await visitHydrated(browser(), `${sites.content.url}/api/functions/loadData`);
    const returns = page.locator('h2#returns + p');
    expect(await returns.locator('code').count()).toBe(1);
    expect(await returns.locator('code').textContent()).toBe('Promise<Data[]> | Promise<WideData[]>');
    expect(await returns.locator('code a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Data', '/api/interfaces/Data'],
      ['WideData', '/api/interfaces/WideData'],
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('name the package and its module, with no node_modules path and no generator banner', async () => {
    for (const route of ['/api/', '/api/functions/loadData', '/api/variables/defaultOptions']) {
      const { page } = await visitHydrated(browser(), sites.content.url + route);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, route).not.toContain('node_modules');
      expect(text, route).not.toContain('TypeDoc');
      await page.context().close();
    }
    const { page } = await visitHydrated(browser(), `${sites.content.url}/api/functions/loadData`);
    expect(await texts(page, 'main .markdown p:has-text("Defined in")')).toEqual(['Defined in the racing-bars package, module racing-bars/lib/load-data.']);
    await page.context().close();
  });
});

describe('the debug routes page', () => {
  const routes = () => artifact<RoutesArtifact>('routes.json').routes;

  it('is prerendered as a small shell, without the table, whatever the number of routes', async () => {
    const html = readFileSync(path.join(sites.content.out, 'site', '__docs', 'debug', 'routes', 'index.html'), 'utf8');
    expect(html.match(/<table|<tr|debug-routes/g)).toBe(null);
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${sites.content.url}/__docs/debug/routes`);
    expect(await texts(page, 'main h1')).toEqual(['Debug: routes']);
    expect(await page.locator('.debug-page [role="status"]').count()).toBe(1);
    await page.context().close();
  });

  it('lists every route of routes.json, with its kind, component and source, once the page has hydrated', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto(`${sites.content.url}/__docs/debug/routes`);
    await hydrated(page);
    await page.locator('table.debug-routes').waitFor();
    const rows = await page.locator('table.debug-routes tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows.map((row) => row[0])).toEqual(routes().map((r) => r.path));
    expect(rows.map((row) => row[1])).toEqual(routes().map((r) => r.kind));
    const byPath = new Map(rows.map((row) => [row[0], row]));
    const doc = artifact<ContentArtifact>('content.json').docs.find((d) => d.permalink === '/getting-started/installation')!;
    expect(byPath.get('/getting-started/installation')).toEqual(['/getting-started/installation', 'doc', 'DocPage', doc.source]);
    expect(byPath.get('/category/gallery')).toEqual(['/category/gallery', 'category-index', 'DocPage', '(generated index of a category)']);
    expect(byPath.get('/search')).toEqual(['/search', 'search', 'SearchPage', '(built in)']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("lets the table's links navigate in the app, and shows the table again on the way back", async () => {
    const { page, errors } = await openPage(browser());
    await page.goto(`${sites.content.url}/__docs/debug/routes`);
    await hydrated(page);
    await page.locator('table.debug-routes a[href="/features"]').click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Features');
    await page.goBack();
    await expect.poll(() => page.locator('table.debug-routes tbody tr').count()).toBe(routes().length);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
