/**
 * The playground at /playground: every language really runs its default demo in the sandboxed
 * preview frame (bars drawn by racing-bars from /lib/), edits re-run, shared URLs restore the
 * code, errors show in the preview without breaking the page, Format loads the site's Prettier
 * on first use, the preview follows the site colour mode, the prerendered page already shows
 * code, and nothing is requested from outside the site.
 */
import type { Browser, Page } from 'playwright-core';
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

const FRAME = 'iframe.playground-frame';
const ERROR = '[data-testid="playground-error"]';

/** Opens the playground (with a query) and records every URL the page and its frames request. */
async function openPlayground(query = '') {
  const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 1000 } });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${sites.content.url}/playground${query}`);
  await hydrated(page);
  await page.waitForSelector('.playground-editor .cm-content', { timeout: 30_000 });
  return { page, errors, requests };
}

/** The bars the preview shows: racing-bars keeps a couple more below the chart, out of sight. */
const bars = (page: Page) =>
  page
    .frameLocator(FRAME)
    .locator('svg:has(rect.bar)')
    .first()
    .evaluate(
      (svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('rect.bar')].filter((bar) => {
          const r = bar.getBoundingClientRect();
          return r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
        }).length;
      },
      undefined,
      { timeout: 2000 },
    )
    .catch(() => 0);

/** Waits until the preview shows `count` bars (or any bars when count is undefined). */
async function expectBars(page: Page, count?: number) {
  await expect
    .poll(async () => {
      const n = await bars(page);
      return count === undefined ? n > 0 : n === count;
    }, { timeout: 45_000, interval: 250 })
    .toBe(true);
}

/** The editor's text (the programs are short enough to be drawn whole). */
const editorText = async (page: Page) => (await page.locator('.playground-editor .cm-line').allTextContents()).join('\n');

/** Puts the cursor at the end of the first line containing `text`. */
async function cursorAfter(page: Page, text: string) {
  await page.locator('.playground-editor .cm-line', { hasText: text }).first().click();
  await page.keyboard.press('End');
}

/** Replaces the whole program with `code`, as if pasted. */
async function replaceCode(page: Page, code: string) {
  await page.locator('.playground-editor .cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

function expectLocalOnly(requests: string[]) {
  const origin = new URL(sites.content.url).origin;
  const outside = requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
  expect(outside).toEqual([]);
  expect(requests.some((url) => url.includes('/lib/racing-bars'))).toBe(true);
}

describe('the playground', () => {
  it('lists every demo and the five languages', async () => {
    const { page, errors, requests } = await openPlayground();
    const options = await page.locator('[data-testid="playground-demo"] option').count();
    expect(options).toBe(43);
    expect((await page.locator('.playground-langs [role="tab"]').allTextContents()).map((t) => t.trim())).toEqual(['JS', 'TS', 'React', 'Vue', 'Svelte']);
    await expectBars(page);
    // The frame is sandboxed without allow-same-origin: it cannot reach the site's storage.
    expect(await page.locator(FRAME).getAttribute('sandbox')).toBe('allow-scripts');
    expectLocalOnly(requests);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const lang of ['js', 'ts', 'react', 'vue', 'svelte']) {
    it(`runs the default demo in ${lang} and draws its bars`, async () => {
      const { page, errors, requests } = await openPlayground(`?lang=${lang}`);
      expect(await page.locator('.playground-lang[aria-selected="true"]').getAttribute('data-lang')).toBe(lang);
      await expectBars(page, 10);
      expect(await page.locator(ERROR).count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('lang')).toBe(lang);
      expectLocalOnly(requests);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('re-runs an edit (topN: 5 draws five bars), and its shared URL restores the edited code', async () => {
    const { page, errors, requests } = await openPlayground('?demo=default&lang=js');
    await expectBars(page, 10);
    await cursorAfter(page, 'const options = {');
    await page.keyboard.press('Enter');
    await page.keyboard.type('topN: 5,');
    expect(await editorText(page)).toContain('  topN: 5,');
    await expectBars(page, 5);
    await expect.poll(() => new URL(page.url()).searchParams.get('code'), { timeout: 5000 }).toBeTruthy();
    const shared = page.url();
    expect(new URL(shared).searchParams.get('demo')).toBe('default');

    const second = await openPlayground(new URL(shared).search);
    expect(await editorText(second.page)).toContain('  topN: 5,');
    await expectBars(second.page, 5);
    expectLocalOnly([...requests, ...second.requests]);
    expect([...errors, ...second.errors]).toEqual([]);
    await second.page.context().close();
    await page.context().close();
  });

  it('shows a syntax error in the preview, keeps the page usable, and recovers on the next edit', async () => {
    const { page, errors, requests } = await openPlayground('?lang=js');
    await expectBars(page, 10);
    const original = await editorText(page);
    await cursorAfter(page, 'const options = {');
    await page.keyboard.type(' = = ;');
    await page.waitForSelector(ERROR, { timeout: 30_000 });
    expect(await page.locator(ERROR).textContent()).toMatch(/SyntaxError/);
    // Still usable: switching language works and runs, switching back keeps the broken draft.
    await page.click('.playground-lang[data-lang="ts"]');
    await expectBars(page, 10);
    expect(await page.locator(ERROR).count()).toBe(0);
    await page.click('.playground-lang[data-lang="js"]');
    await page.waitForSelector(ERROR, { timeout: 30_000 });
    // Editing again recovers.
    await replaceCode(page, original);
    await page.waitForSelector(ERROR, { state: 'detached', timeout: 30_000 });
    await expectBars(page, 10);
    expectLocalOnly(requests);
    // The frame's own uncaught SyntaxError is in the browser console; nothing else is.
    expect(errors.filter((e) => !/SyntaxError|Unexpected token/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('shows compile errors (TypeScript) and runtime errors with their line', async () => {
    const { page, errors } = await openPlayground('?lang=ts');
    await expectBars(page, 10);
    await replaceCode(page, "import { race } from 'racing-bars';\nconst x: number = ;\n");
    await page.waitForSelector(ERROR, { timeout: 30_000 });
    expect(await page.locator(ERROR).textContent()).toMatch(/Compile error.*line 2/s);
    await replaceCode(page, "import { race } from 'racing-bars';\n\nthrow new Error('boom');\n");
    await expect.poll(() => page.locator(ERROR).textContent(), { timeout: 30_000 }).toMatch(/Error: boom/);
    expect(await page.locator(ERROR).textContent()).toContain('line 3');
    expect(errors.filter((e) => !/boom/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('formats badly formatted code with the Format button', async () => {
    const { page, errors, requests } = await openPlayground('?lang=js');
    await expectBars(page);
    await replaceCode(page, "import {race} from 'racing-bars'\nconst options={topN:5,title:\"Formatted\"}\nconst container=document.createElement('div');document.body.append(container)\nrace('/data/population.csv',container,options)\n");
    const prettier = () => requests.filter((url) => url.includes('/js/prettier-2.4.1/')).map((url) => new URL(url).pathname);
    expect(prettier()).toEqual([]);
    await page.getByRole('button', { name: 'Format' }).click();
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain("const options = { topN: 5, title: 'Formatted' };");
    const formatted = await editorText(page);
    expect(formatted).toContain("import { race } from 'racing-bars';");
    expect(formatted).toContain('document.body.append(container);');
    // The first press loaded the three scripts, async, in order.
    expect(prettier()).toEqual(['/js/prettier-2.4.1/standalone.js', '/js/prettier-2.4.1/parser-babel.js', '/js/prettier-2.4.1/parser-html.js']);
    expect(await page.locator('head script[src*="prettier"]').evaluateAll((ss) => ss.map((el) => (el as HTMLScriptElement).async))).toEqual([false, false, false]);
    await expectBars(page, 5);
    expectLocalOnly(requests);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the playground page', () => {
  it('is prerendered with its heading, an intro line and the default code, before any script runs', async () => {
    const html = await (await fetch(`${sites.content.url}/playground`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('<h1>Playground</h1>');
    expect(main).toMatch(/<p>Start from any gallery example, edit its code in JavaScript, TypeScript, React, Vue or Svelte/);
    expect(main).toContain('<pre class="playground-static-code"><code>import { race } from &#x27;racing-bars&#x27;;\n\nconst options = {\n  title: &#x27;World population&#x27;,');
    expect(main).toContain('race(&#x27;/data/population.csv&#x27;, container, options);');
  });

  it('shows the preview in the site’s dark mode, and in light again after a switch', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 1000 } });
    // The sandboxed frame has no storage: only the page stores the choice.
    await page.addInitScript(() => window === window.top && localStorage.setItem('theme', 'dark'));
    await page.goto(`${sites.content.url}/playground?demo=default&lang=js`);
    await hydrated(page);
    await expectBars(page, 10);
    const grounds = () =>
      page.frameLocator(FRAME).locator('svg:has(rect.bar)').first().evaluate((svg) => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(svg.parentElement as Element).backgroundColor]);
    // The frame's page in the site's dark ground, the chart in racing-bars' dark theme.
    expect(await grounds()).toEqual(['rgb(27, 27, 29)', 'rgb(30, 30, 30)']);
    await page.click('.color-mode-toggle');
    await expect.poll(() => grounds().catch(() => []), { timeout: 30_000 }).toEqual(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
