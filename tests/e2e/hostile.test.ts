/**
 * Hostile content in Chromium (hardening issue): the hostile fixture tries every way we know to
 * run script — <script>, on* handlers, javascript:/vbscript:/data: URLs in links, images, forms
 * and JSX props, <iframe>, <object>, <style> with expression(), SVG with script, entity-escaped
 * schemes, a frontmatter title and description that try to close their tags, markup in
 * `dangerouslySetInnerHTML` on an element and on <Link>, SVG animations that turn a link into
 * `javascript:`, and hostile search hits and queries. `window.__pwned` is the probe every payload
 * sets (static/x.js sets it too, if anything ever loads it): it must stay unset, no dialog may
 * open, and no dangerous attribute may reach the DOM.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEngine } from '../../renderer/theme/search/engine.ts';
import type { SearchIndexArtifact } from '../../schema/search.ts';
import { hydrated, launch, openPage } from './browser.ts';

const sites = inject('sites');
const TITLE = "</title><script>window.__pwned = 'title'</script>";
const DESCRIPTION = '"><script>window.__pwned = "description"</script><meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">';
const PAYLOAD = '<img src=x onerror="window.__pwned = \'hit\'"><script>window.__pwned = \'hit script\'</script>';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Visit {
  page: Page;
  errors: string[];
  dialogs: string[];
}

async function visit(url: string, javaScriptEnabled = true): Promise<Visit> {
  const { page, errors } = await openPage(browser, { javaScriptEnabled });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(url);
  if (javaScriptEnabled) await hydrated(page);
  return { page, errors, dialogs };
}

function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
}

/** Every attribute in the document that could run script: handlers, and URLs with a script-capable scheme. */
function dangerousAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        // Browsers ignore control characters and spaces in a scheme.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        const dataImage = element.tagName === 'IMG' && /^data:image\/(png|gif|jpe?g|webp|avif|svg\+xml);/.test(value);
        // The site's own empty favicon (`data:,`, no favicon configured) cannot run anything.
        const emptyIcon = element.tagName === 'LINK' && element.getAttribute('rel') === 'icon' && value === 'data:,';
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        else if (/^(javascript|vbscript):/.test(value) || (/^data:/.test(value) && !dataImage && !emptyIcon && attribute.name !== 'content')) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    return found;
  });
}

const THEME_SCRIPT = 'head > script:not([src]):not([type])';

/** Scripts other than the site's own: module scripts from /assets/, JSON data and the one inline theme script in the head. */
function foreignScripts(page: Page): Promise<string[]> {
  return page.evaluate((theme) => {
    const themeScript = document.querySelectorAll(theme).length === 1 ? document.querySelector(theme) : null;
    return [...document.querySelectorAll('script')]
      .filter((s) => s !== themeScript && !(s.type === 'module' && new URL(s.src, location.href).pathname.startsWith('/assets/')) && s.type !== 'application/json')
      .map((s) => s.outerHTML.slice(0, 120));
  }, THEME_SCRIPT);
}

describe('hostile content in the browser', () => {
  for (const route of ['/', '/plain']) {
    it(`runs nothing on ${route}, even when every element of the page is clicked and hovered`, async () => {
      const { page, errors, dialogs } = await visit(sites.hostile.url + route);
      for (const element of await page.locator('main a:not([href]), main [id], main img, main svg').all()) {
        await element.hover({ timeout: 2_000 }).catch(() => {});
        await element.click({ timeout: 2_000, noWaitAfter: true }).catch(() => {});
      }
      await page.waitForTimeout(200);
      expect(await pwned(page)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await dangerousAttributes(page)).toEqual([]);
      expect(await foreignScripts(page)).toEqual([]);
      expect(await page.locator('main object, main embed, main style, main form[action]').count()).toBe(0);
      // An <iframe> stays only sandboxed (never scripts with its own origin), without the source that would run code.
      for (const frame of await page.locator('main iframe').all()) {
        expect([await frame.getAttribute('src'), await frame.getAttribute('srcdoc'), await frame.getAttribute('sandbox')]).toEqual([null, null, 'allow-scripts allow-popups allow-presentation']);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the safe parts: the surviving link, the anchor and the code sample as text', async () => {
    const { page } = await visit(`${sites.hostile.url}/plain`);
    expect(await page.locator('#kept-anchor').getAttribute('name')).toBe('kept-name');
    await page.goto(`${sites.hostile.url}/`);
    await hydrated(page);
    expect(await page.locator('main a[href="/plain"]', { hasText: 'A link that survives' }).count()).toBe(1);
    expect(await page.locator('main code', { hasText: 'onerror' }).textContent()).toBe('<img src=x onerror="window.__pwned = \'code\'">');
    // An unclosed <noscript> in Markdown held everything after it; it goes, what it held stays.
    await page.goto(`${sites.hostile.url}/plain`);
    expect(await page.locator('main p', { hasText: 'Kept after the noscript.' }).count()).toBe(1);
    await page.context().close();
  });

  it('never loads the script nor follows the meta refresh that dangerouslySetInnerHTML tried to inject', async () => {
    const { page, errors } = await openPage(browser);
    const requested: string[] = [];
    await page.route('**/x.js', async (route) => {
      requested.push(route.request().url());
      await route.continue();
    });
    await page.route('https://evil.example/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>evil</title>' });
    });
    await page.goto(`${sites.hostile.url}/`);
    // A zero-second refresh, or a parser-inserted script, would have acted by now.
    await page.waitForTimeout(1_000);
    expect(requested).toEqual([]);
    expect(page.url()).toBe(`${sites.hostile.url}/`);
    expect(await pwned(page)).toBeUndefined();
    expect(await page.locator('meta[http-equiv="refresh"], script[src$="/x.js"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const route of ['/', '/plain']) {
    it(`lets no SVG animation turn a link on ${route} into javascript:`, async () => {
      const { page, errors } = await visit(sites.hostile.url + route);
      await page.waitForTimeout(200);
      const live = await page.locator('main svg a').evaluateAll((links) => links.map((a) => (a as SVGAElement).href.animVal));
      expect(live.length).toBeGreaterThan(0);
      expect(live.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
      for (const text of await page.locator('main svg a text').all()) await text.click({ timeout: 2_000, noWaitAfter: true }).catch(() => {});
      await page.waitForTimeout(200);
      expect(await pwned(page)).toBeUndefined();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("gives the renderer's own elements ids that start with __docs, the prefix content may not use", async () => {
    const { page, errors } = await visit(`${sites.content.url}/getting-started/usage`);
    const ownIds = () => page.evaluate(() => [...document.querySelectorAll('[id]')].filter((e) => !e.closest('.markdown')).map((e) => e.id));
    expect((await ownIds()).length).toBeGreaterThan(3);
    expect((await ownIds()).filter((id) => !id.startsWith('__docs'))).toEqual([]);
    await page.setViewportSize({ width: 600, height: 900 });
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'visible' });
    expect((await ownIds()).filter((id) => !id.startsWith('__docs'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates a page whose HTML has an element with the data id before the data script', async () => {
    const { page, errors } = await openPage(browser);
    // Content can never make a <script>; an element with the data's id placed first (in the HTML, so no check can stop it) must not stand in for the data.
    await page.route(`${sites.hostile.url}/plain`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<div id="__docs">', '<p id="__docs_data">Not the page data</p><div id="__docs">');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${sites.hostile.url}/plain`);
    await hydrated(page);
    expect(await page.locator('[id="__docs_data"]').evaluateAll((elements) => elements.map((e) => e.tagName))).toEqual(['P', 'SCRIPT']);
    expect(await page.locator('main h1').textContent()).toBe('Raw HTML in CommonMark');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a hostile title and description as text in <title>, meta tags and the page', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page } = await visit(`${sites.hostile.url}/`, javaScriptEnabled);
      expect(await page.title()).toBe(`${TITLE} | Hostile`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(DESCRIPTION);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${TITLE} | Hostile`);
      expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
      expect(await page.locator('main h1').textContent()).toBe(TITLE);
      expect(await pwned(page)).toBeUndefined();
      await page.context().close();
    }
  });

  it('declares a Content-Security-Policy whose only inline script is the hashed theme script', async () => {
    const { page } = await visit(`${sites.hostile.url}/`);
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    const theme = await page.locator(THEME_SCRIPT).evaluate((s) => s.textContent ?? '');
    const hash = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
    expect(policy).not.toContain('unsafe-eval');
    // The policy is enforced: an inline script added now does not run.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "window.__pwned = 'injected'";
      document.body.append(script);
    });
    expect(await pwned(page)).toBeUndefined();
    await page.context().close();
  });
});

describe('hostile search hits and queries', () => {
  /** An Algolia answer whose hits carry markup other than <mark> and a javascript: URL. */
  function hostileAnswer(query: string) {
    const hit = (n: number, url: string) => ({
      objectID: `evil-${n}`,
      url,
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: `Docs ${PAYLOAD}`, lvl1: `Page ${n} ${PAYLOAD}`, lvl2: `Heading ${PAYLOAD}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      _highlightResult: {
        hierarchy: {
          lvl0: { value: `Docs ${PAYLOAD}`, matchLevel: 'none', matchedWords: [] },
          lvl1: { value: `<mark>Page</mark> ${n} <b onmouseover="window.__pwned='b'">bold</b>`, matchLevel: 'full', matchedWords: ['page'] },
          lvl2: { value: `<mark>Heading</mark> ${PAYLOAD}`, matchLevel: 'full', matchedWords: ['heading'] },
        },
      },
      _snippetResult: { content: { value: `<svg onload="window.__pwned='svg'"></svg> <mark>x</mark>`, matchLevel: 'full' } },
    });
    return { results: [{ hits: [hit(1, 'https://hostile.example/plain#x'), hit(2, "javascript:window.__pwned='url'")], nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query, params: '', processingTimeMS: 1 }] };
  }

  it('renders hostile Algolia hits as text, with only <mark> as markup and no javascript: link', async () => {
    const { page, errors, dialogs } = await visit(`${sites.hostile.url}/`);
    const asked: string[] = [];
    await page.route(/algolia\.net|algolianet\.com/, async (route) => {
      asked.push(route.request().url());
      const body = JSON.parse(route.request().postData() ?? '{}') as { requests?: { query?: string; params?: string }[] };
      const request = body.requests?.[0] ?? {};
      const query = request.query ?? new URLSearchParams(request.params ?? '').get('query') ?? '';
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(hostileAnswer(query)) });
    });
    await page.click('.DocSearch-Button');
    await page.locator('.DocSearch-Input').fill('page');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(asked.length).toBeGreaterThan(0);
    for (const hit of await page.locator('.DocSearch-Hit').all()) await hit.hover();
    await page.waitForTimeout(200);
    const markup = await page.locator('.DocSearch-Hits').evaluate((el) => [...new Set([...el.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()))].sort());
    expect(markup.filter((tag) => !['a', 'div', 'li', 'mark', 'path', 'section', 'span', 'svg', 'ul', 'button', 'g', 'title'].includes(tag))).toEqual([]);
    expect(await page.locator('.DocSearch-Hits img, .DocSearch-Hits script, .DocSearch-Hits b').count()).toBe(0);
    expect(await page.locator('.DocSearch-Hit-title', { hasText: 'onerror' }).count()).toBeGreaterThan(0);
    expect(await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/plain#x', '#']);
    expect(await dangerousAttributes(page)).toEqual([]);
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders the same hostile Algolia hits as text on the /search page', async () => {
    const { page, errors, dialogs } = await visit(`${sites.hostile.url}/`);
    await page.route(/algolia\.net|algolianet\.com/, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { requests?: { query?: string; params?: string }[] };
      const request = body.requests?.[0] ?? {};
      const query = request.query ?? new URLSearchParams(request.params ?? '').get('query') ?? '';
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(hostileAnswer(query)) });
    });
    await page.goto(`${sites.hostile.url}/search?q=page`);
    await hydrated(page);
    await page.locator('.search-result-title a').first().waitFor();
    for (const link of await page.locator('.search-results a').all()) await link.hover();
    await page.waitForTimeout(200);
    const markup = await page.locator('.search-results').evaluate((el) => [...new Set([...el.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()))].sort());
    expect(markup.filter((tag) => !['a', 'article', 'div', 'h2', 'li', 'mark', 'nav', 'ol', 'p', 'span'].includes(tag))).toEqual([]);
    expect(await page.locator('.search-results img, .search-results script, .search-results b, .search-results svg').count()).toBe(0);
    expect(await page.locator('.search-result-title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/plain#x', '#']);
    expect(await dangerousAttributes(page)).toEqual([]);
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the site's own hostile title and description as text in search results", async () => {
    // The hostile site's own index, answered through the intercepted Algolia request: its page
    // records carry the hostile frontmatter title in the hierarchy and the description nowhere.
    const artifact = JSON.parse(await readFile(path.join(sites.hostile.out, 'search', 'index.json'), 'utf8')) as SearchIndexArtifact;
    const engine = createEngine(artifact);
    const { page, errors, dialogs } = await visit(`${sites.hostile.url}/plain`);
    await page.route(/algolia\.net|algolianet\.com/, async (route) => {
      const { requests } = JSON.parse(route.request().postData() ?? '{}') as { requests: Record<string, unknown>[] };
      const results = requests.map(({ indexName: _, ...request }) => engine.search(request as Parameters<typeof engine.search>[0]));
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ results }) });
    });
    await page.click('.DocSearch-Button');
    await page.locator('.DocSearch-Input').fill('script');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Hits').textContent()).toContain('</title><script>');
    expect(await page.locator('.DocSearch-Hits script, .DocSearch-Hits img').count()).toBe(0);
    await page.goto(`${sites.hostile.url}/search?q=script`);
    await hydrated(page);
    await page.locator('.search-result-title').first().waitFor();
    expect(await page.locator('.search-results').textContent()).toContain('</title><script>');
    expect(await page.locator('.search-results script, .search-results img').count()).toBe(0);
    expect(await dangerousAttributes(page)).toEqual([]);
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('treats a hostile query as text in the modal and on the search page (local search)', async () => {
    const query = `<img src=x onerror="window.__pwned='query'">`;
    const { page, errors, dialogs } = await visit(`${sites.content.url}/getting-started/usage`);
    await page.click('.DocSearch-Button');
    await page.locator('.DocSearch-Input').fill(query.slice(0, 64));
    await page.locator('.DocSearch-NoResults, .DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
    await page.goto(`${sites.content.url}/search?q=${encodeURIComponent(query)}`);
    await hydrated(page);
    expect(await page.locator('.search-page-input').inputValue()).toBe(query);
    expect(await page.locator('main img[onerror]').count()).toBe(0);
    expect(await dangerousAttributes(page)).toEqual([]);
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
