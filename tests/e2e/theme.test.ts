/**
 * Docusaurus's theme components as a visitor meets them on the theme fixture's guide page
 * (tests/fixtures/renderer/theme): tab sets chosen by click and keyboard, a group kept in step
 * and remembered across a reload, the `?os=` query selecting, lazy panels, Details opening and
 * closing, the category's cards, the head title, and hydration without a warning.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, type ObservedPage, openObservedPage, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();
const GUIDE = '/theme/guide/';

/** A fresh browser context (storage empty) at `path`, hydrated with its theme components. */
async function visit(path: string): Promise<ObservedPage> {
  const visited = await openObservedPage(browser());
  await visited.page.goto(sites.theme.url + path);
  await themeHydrated(visited.page);
  return visited;
}

/** Waits until React has hydrated the theme components of the page (their chunks load after the page's). */
async function themeHydrated(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role=tab], .details > summary')].every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
  );
}

/** The tab sets of the page, each as its tabs' labels with the selected one in brackets, and the text of its visible panel. */
function tabSets(page: Page): Promise<{ tabs: string[]; panel: string }[]> {
  return page.locator('.tabs-container').evaluateAll((sets) =>
    sets.map((set) => ({
      tabs: [...set.querySelectorAll('[role=tab]')].map((tab) => (tab.getAttribute('aria-selected') === 'true' ? `[${tab.textContent}]` : (tab.textContent ?? ''))),
      panel: [...set.querySelectorAll<HTMLElement>('[role=tabpanel]')]
        .filter((panel) => !panel.hidden)
        .map((panel) => panel.textContent?.trim())
        .join('|'),
    })),
  );
}

const INSTALL = { mac: 'Install with Homebrew.', win: 'Install with the installer.', linux: 'Install with your package manager.' };
const RUN = { mac: 'Run it from the Dock.', win: 'Run it from the Start menu.', linux: 'Run it from a terminal.' };
const JS = { tabs: ['[JavaScript]', 'Python'], panel: 'Lazy JavaScript panel.' };

describe('the theme components of the guide page', () => {
  it('are prerendered with each tab set on its default tab, and hydrate without a warning', async () => {
    const html = await (await fetch(sites.theme.url + GUIDE)).text();
    // The default panel is in the HTML; the others are there too, hidden (the lazy set has only its selected one).
    expect(html).toMatch(/<div role="tabpanel" id="[^"]+panel-1" aria-labelledby="[^"]+tab-1" class="tab-panel"><p>Install with the installer.<\/p><\/div>/);
    expect(html).toMatch(/<div role="tabpanel" id="[^"]+panel-0" aria-labelledby="[^"]+tab-0" class="tab-panel" hidden=""><p>Install with <strong>Homebrew<\/strong>.<\/p><\/div>/);
    // (The page's data inlined in the HTML holds every panel's text: only the rendered panels count.)
    expect(html).not.toMatch(/class="tab-panel"[^>]*>(<p>)?Lazy Python panel/);
    expect(html).toMatch(/class="tab-panel">(<p>)?Lazy JavaScript panel/);
    const { page, messages } = await visit(GUIDE);
    expect(await tabSets(page)).toEqual([
      { tabs: ['macOS', '[Windows]', 'Linux'], panel: INSTALL.win },
      { tabs: ['[macOS]', 'Windows', 'Linux'], panel: RUN.mac },
      JS,
    ]);
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it('select a tab by click, and every set of its group follows, the URL and storage keeping the choice', async () => {
    const { page, messages } = await visit(GUIDE);
    await page.locator('.tabs-container').nth(0).getByRole('tab', { name: 'Linux' }).click();
    expect(await tabSets(page)).toEqual([
      { tabs: ['macOS', 'Windows', '[Linux]'], panel: INSTALL.linux },
      { tabs: ['macOS', 'Windows', '[Linux]'], panel: RUN.linux },
      JS,
    ]);
    expect(new URL(page.url()).search).toBe('?os=linux');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('linux');
    // The second set has no query string: a choice there is stored, and the first keeps the tab the URL names, as Docusaurus's does.
    await page.locator('.tabs-container').nth(1).getByRole('tab', { name: 'macOS' }).click();
    expect((await tabSets(page)).map((set) => set.panel)).toEqual([INSTALL.linux, RUN.mac, JS.panel]);
    expect(new URL(page.url()).search).toBe('?os=linux');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it('move between tabs with the arrow keys (wrapping), Home and End, only the selected tab in the Tab order', async () => {
    const { page, messages } = await visit(GUIDE);
    const second = page.locator('.tabs-container').nth(1);
    await second.getByRole('tab', { name: 'macOS' }).focus();
    const state = async () => ({
      focused: await page.evaluate(() => document.activeElement?.textContent),
      tabIndexes: await second.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).tabIndex)),
      selected: (await tabSets(page))[1].tabs,
    });
    await page.keyboard.press('ArrowRight');
    expect(await state()).toEqual({ focused: 'Windows', tabIndexes: [-1, 0, -1], selected: ['macOS', '[Windows]', 'Linux'] });
    await page.keyboard.press('End');
    expect(await state()).toEqual({ focused: 'Linux', tabIndexes: [-1, -1, 0], selected: ['macOS', 'Windows', '[Linux]'] });
    await page.keyboard.press('ArrowRight');
    expect(await state()).toEqual({ focused: 'macOS', tabIndexes: [0, -1, -1], selected: ['[macOS]', 'Windows', 'Linux'] });
    await page.keyboard.press('ArrowLeft');
    expect(await state()).toEqual({ focused: 'Linux', tabIndexes: [-1, -1, 0], selected: ['macOS', 'Windows', '[Linux]'] });
    await page.keyboard.press('Home');
    expect(await state()).toEqual({ focused: 'macOS', tabIndexes: [0, -1, -1], selected: ['[macOS]', 'Windows', 'Linux'] });
    // The group followed the keyboard too.
    expect((await tabSets(page))[0].panel).toBe(INSTALL.mac);
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it("keep the group's choice across a reload", async () => {
    const { page, messages } = await visit(GUIDE);
    await page.locator('.tabs-container').nth(1).getByRole('tab', { name: 'Linux' }).click();
    await page.goto(sites.theme.url + GUIDE);
    await themeHydrated(page);
    await page.waitForFunction(() => document.querySelectorAll('[role=tab][aria-selected=true]')[0]?.textContent === 'Linux');
    expect((await tabSets(page)).map((set) => set.panel)).toEqual([INSTALL.linux, RUN.linux, JS.panel]);
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it('select the tab the query string names in the set that reads it, leaving the URL as it was', async () => {
    const { page, messages } = await visit(`${GUIDE}?os=linux#install`);
    await page.waitForFunction(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent === 'Linux');
    // As Docusaurus: only the set with `queryString` reads the URL; the other keeps its own default.
    expect((await tabSets(page)).map((set) => set.panel)).toEqual([INSTALL.linux, RUN.mac, JS.panel]);
    expect(page.url()).toBe(`${sites.theme.url}${GUIDE}?os=linux#install`);
    // A value that names no tab is ignored.
    const other = await visit(`${GUIDE}?os=beos`);
    // Reading the URL re-renders the set once hydrated, and its panels (a lazy component) render again when their chunk is in.
    await other.page.waitForFunction(() => document.querySelector('.tabs-container')?.querySelectorAll('[role=tabpanel]').length === 3);
    expect((await tabSets(other.page)).map((set) => set.panel)).toEqual([INSTALL.win, RUN.mac, JS.panel]);
    expect([...messages, ...other.messages]).toEqual([]);
    await page.context().close();
    await other.page.context().close();
  });

  it('render only the selected panel of a lazy set', async () => {
    const { page, messages } = await visit(GUIDE);
    const lazySet = page.locator('.tabs-container').nth(2);
    await lazySet.getByRole('tab', { name: 'Python' }).click();
    expect(await lazySet.locator('[role=tabpanel]').allTextContents()).toEqual(['Lazy Python panel.']);
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it('open and close Details with the summary, the content laid out only while open', async () => {
    const { page, messages } = await visit(GUIDE);
    const details = page.locator('details.details');
    const content = details.locator('.details-content');
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await content.isVisible()).toBe(false);
    await details.locator('summary').click();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await details.getAttribute('data-collapsed')).toBe('false');
    await page.waitForFunction(() => (document.querySelector('details.details > div') as HTMLElement).style.height === '');
    expect(await content.textContent()).toBe('The details of the guide.');
    expect(await content.isVisible()).toBe(true);
    await details.locator('summary').click();
    // It stays open while it shrinks, then closes.
    expect(await details.getAttribute('data-collapsed')).toBe('true');
    await page.waitForFunction(() => !(document.querySelector('details.details') as HTMLDetailsElement).open);
    expect(await content.isVisible()).toBe(false);
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it("show the category's docs as cards, the admonition, the code block, and the title Head gives", async () => {
    const { page, messages } = await visit(GUIDE);
    const cards = await page.locator('.cards .card').evaluateAll((links) => links.map((a) => [a.querySelector('.card-title')?.textContent, a.getAttribute('href')]));
    expect(cards).toEqual([
      ['First step', '/theme/guide/one'],
      ['Second step', '/theme/guide/two'],
    ]);
    expect(await page.locator('.admonition').evaluate((a) => [a.getAttribute('data-admonition'), a.querySelector('svg')?.getAttribute('aria-hidden'), a.querySelector('.admonition-heading')?.textContent])).toEqual([
      'tip',
      'true',
      'Good to know',
    ]);
    const code = page.locator('.code-block');
    expect(await code.locator('.code-block-title').textContent()).toBe('hello.js');
    expect(await code.locator('pre').textContent()).toBe("const greeting = 'hello';\nconsole.log(greeting);");
    // Line numbers are drawn beside the lines from a counter, not part of the text.
    expect(await code.locator('pre').getAttribute('data-line-numbers')).toBe('true');
    expect(await code.locator('.line').first().evaluate((line) => getComputedStyle(line, '::before').content)).toBe('counter(line)');
    expect(await page.title()).toBe('The guide to the theme');
    // A card navigates client-side; the next page's own title replaces the one Head gave, and comes back with it.
    await page.locator('.cards .card', { hasText: 'First step' }).click();
    await page.locator('main h1', { hasText: 'First step' }).waitFor();
    expect(await page.title()).toBe('First step | Theme');
    await page.goBack();
    await page.locator('.tabs-container').first().waitFor();
    await page.waitForFunction(() => document.title === 'The guide to the theme');
    expect(messages).toEqual([]);
    await page.context().close();
  });

  it('load their code only on the pages that use them', async () => {
    const scripts = async (path: string) => {
      const context = await browser().newContext();
      const page = await context.newPage();
      const names: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
      });
      await page.goto(sites.theme.url + path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await context.close();
      return names.filter((name) => /^(Tabs|TabItem|Admonition|CodeBlock|Details|DocCardList|Head)$/.test(name)).sort();
    };
    expect(await scripts(GUIDE)).toEqual(['Admonition', 'CodeBlock', 'Details', 'DocCardList', 'Head', 'TabItem', 'Tabs']);
    expect(await scripts('/theme/guide/one')).toEqual([]);
  });
});
