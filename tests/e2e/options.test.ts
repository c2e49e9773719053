import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hrefs, hydrated, openPage, texts, sharedBrowser, visitHydrated } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

/** A hydrated page of the options fixture, and the console errors it records. */
const visit = (path: string, options: BrowserContextOptions = {}) => visitHydrated(browser(), sites.options.url + path, options);
const TOC = ['Notes', 'Code', 'Fourth level', 'Filler'];

describe('the body of a docs page', () => {
  it('renders admonitions with a note role, an icon and their title', async () => {
    const { page, errors } = await visit('/elements');
    const admonitions = await page.locator('.markdown .admonition').evaluateAll((divs) =>
      divs.map((d) => [d.className, d.getAttribute('role'), d.querySelector('.admonition-icon')?.localName, d.querySelector('.admonition-heading')?.textContent, d.querySelector('.admonition-content')?.textContent?.trim()]),
    );
    // The icons are inline SVG (AdmonitionIcon.tsx), one shape per kind.
    expect(admonitions).toEqual([
      ['admonition admonition-tip', 'note', 'svg', 'Read this first', 'A tip with its own title.'],
      ['admonition admonition-danger', 'note', 'svg', 'Danger', 'A danger admonition with the default title.'],
    ]);
    expect(await page.locator('.admonition-icon').evaluateAll((icons) => icons.map((i) => i.getAttribute('aria-hidden')))).toEqual(['true', 'true']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives a code block its title bar and a copy button that copies the code and says so', async () => {
    const { page, errors } = await visit('/elements', { permissions: ['clipboard-read', 'clipboard-write'] });
    expect(await texts(page, '.code-block .code-block-title')).toEqual(['hello.js']);
    expect(await page.locator('.code-block pre').getAttribute('data-language')).toBe('javascript');
    const copy = page.locator('.code-block .code-copy');
    expect([await copy.textContent(), await copy.getAttribute('aria-label')]).toEqual(['Copy', 'Copy code to clipboard']);
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await copy.getAttribute('aria-label')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("console.log('hello');");
    // The copied state lasts 1.5 s.
    await expect.poll(() => copy.textContent(), { timeout: 4000 }).toBe('Copy');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives every heading a hash link to its own id', async () => {
    const { page, errors } = await visit('/elements');
    const links = await page.locator('.markdown .hash-link').evaluateAll((as) => as.map((a) => [a.parentElement?.tagName, a.parentElement?.id, a.getAttribute('href'), a.getAttribute('aria-label')]));
    expect(links).toEqual([
      ['H2', 'notes', '#notes', 'Direct link to Notes'],
      ['H3', 'code', '#code', 'Direct link to Code'],
      ['H4', 'fourth-level', '#fourth-level', 'Direct link to Fourth level'],
      ['H5', 'fifth-level', '#fifth-level', 'Direct link to Fifth level'],
      ['H2', 'filler', '#filler', 'Direct link to Filler'],
    ]);
    await page.locator('#fourth-level').hover();
    await page.locator('#fourth-level .hash-link').click();
    expect(new URL(page.url()).hash).toBe('#fourth-level');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('fourth-level')!.getBoundingClientRect().top))).toBeLessThan(120);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the table of contents', () => {
  it('lists levels 2 to 4 when the config sets tableOfContents.maxHeadingLevel: 4', async () => {
    const { page, errors } = await visit('/elements');
    expect(await texts(page, '.toc-desktop .toc-link')).toEqual(TOC);
    expect(await page.locator('.toc-desktop .toc-item').evaluateAll((lis) => lis.map((li) => li.className.replace('toc-item ', '')))).toEqual(['toc-level-0', 'toc-level-1', 'toc-level-2', 'toc-level-0']);
    expect(await hrefs(page, '.toc-desktop .toc-link')).toEqual(['#notes', '#code', '#fourth-level', '#filler']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is left out on a page whose front matter sets hide_table_of_contents', async () => {
    const { page, errors } = await visit('/no-toc');
    expect(await texts(page, 'main h2, main h3')).toEqual(['A heading#', 'Another heading#']);
    expect(await page.locator('.toc').count()).toBe(0);
    expect(await page.locator('.toc-column, .toc-mobile-wrapper').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('collapses into an "On this page" box at 800 px that opens and leads to a heading', async () => {
    const { page, errors } = await visit('/elements', { viewport: { width: 800, height: 600 } });
    expect(await page.locator('.toc-desktop').isVisible()).toBe(false);
    const box = page.locator('details.toc-mobile');
    expect(await box.isVisible()).toBe(true);
    expect(await texts(page, '.toc-mobile summary')).toEqual(['On this page']);
    expect(await box.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await page.locator('.toc-mobile .toc-link').first().isVisible()).toBe(false);
    await page.click('.toc-mobile summary');
    expect(await box.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await page.locator('.toc-mobile .toc-link').first().waitFor({ state: 'visible' });
    expect(await texts(page, '.toc-mobile .toc-link')).toEqual(TOC);
    await page.locator('.toc-mobile .toc-link', { hasText: 'Filler' }).click();
    expect(new URL(page.url()).hash).toBe('#filler');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('filler')!.getBoundingClientRect().top))).toBeLessThan(120);
    await page.click('.toc-mobile summary');
    expect(await box.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the blog list with postsPerPage: 1', () => {
  it('shows one post per page, with links to older and newer entries', async () => {
    const { page, errors } = await visit('/blog');
    expect(await texts(page, '.blog-list h2')).toEqual(['Later post']);
    expect(await texts(page, 'nav[aria-label="Blog list pages"] a')).toEqual(['Older entries']);
    expect(await hrefs(page, 'nav[aria-label="Blog list pages"] a')).toEqual(['/blog/page/2']);
    await page.locator('nav[aria-label="Blog list pages"] a', { hasText: 'Older entries' }).click();
    await page.waitForURL(`${sites.options.url}/blog/page/2`);
    await page.locator('.blog-list h2', { hasText: 'Early post' }).waitFor();
    expect(await texts(page, '.blog-list h2')).toEqual(['Early post']);
    expect(await texts(page, 'nav[aria-label="Blog list pages"] a')).toEqual(['Newer entries']);
    expect(await hrefs(page, 'nav[aria-label="Blog list pages"] a')).toEqual(['/blog']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A client navigation that does not wait for the next page, as the router sees a history step. */
async function historyStep(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}

/** Holds every request matching `pattern` until the returned function is called; `requested` resolves at the first one. */
async function hold(page: Page, pattern: string): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = () => {};
  let seen = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.route(pattern, async (route) => {
    seen();
    await gate;
    await route.continue();
  });
  return { release, requested };
}

async function expectSpinner(page: Page): Promise<void> {
  await page.locator('main .loading').waitFor();
  expect(await page.locator('main > *').evaluateAll((es) => es.map((e) => `${e.className} ${e.getAttribute('role')}`))).toEqual(['loading status']);
  expect(await page.locator('main .loading .spinner').isVisible()).toBe(true);
  expect(await texts(page, 'main .loading .visually-hidden')).toEqual(['Loading…']);
}

describe('a route that is still loading', () => {
  it('shows the spinner while its page data is delayed, then the page', async () => {
    const { page, errors } = await openPage(browser());
    // The next page's data only: the page it starts from hydrates from its own data file.
    const data = await hold(page, '**/__docs/data/pages/beta/two.json');
    await page.goto(`${sites.options.url}/no-toc`);
    await hydrated(page);
    await historyStep(page, '/beta/two');
    await expectSpinner(page);
    data.release();
    await page.locator('main h1', { hasText: 'Beta two' }).waitFor();
    expect(await page.locator('.loading').count()).toBe(0);
    expect(await page.title()).toBe('Beta two | Options');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the spinner while the code of a lazily loaded page is delayed, then the page', async () => {
    const { page, errors } = await openPage(browser());
    const chunk = await hold(page, '**/assets/BlogPage-*.js');
    await page.goto(`${sites.options.url}/elements`);
    await hydrated(page);
    await historyStep(page, '/blog');
    await chunk.requested;
    await expectSpinner(page);
    chunk.release();
    await page.locator('main h1', { hasText: 'Blog' }).waitFor();
    expect(await page.locator('.loading').count()).toBe(0);
    expect(await texts(page, '.blog-list h2')).toEqual(['Later post']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Every category caret of the desktop sidebar (those of closed categories that were open once too), as "label=expanded". */
const categories = (page: Page) => page.locator('.sidebar .menu-caret').evaluateAll((bs) => bs.map((b) => `${b.getAttribute('aria-label')}=${b.getAttribute('aria-expanded')}`));
const caret = (page: Page, label: string) => page.locator(`.sidebar .menu-caret[aria-label="${label}"]`);

describe('the sidebar with autoCollapseCategories: true', () => {
  it('collapses the other categories of a list when one is opened, and keeps nested ones as they were', async () => {
    const { page, errors } = await visit('/');
    expect(await categories(page)).toEqual(['Alpha=false', 'Beta=false']);
    await caret(page, 'Alpha').click();
    await caret(page, 'Nested').click();
    // Opening a category inside Alpha leaves Alpha open: it is not one of its siblings.
    expect(await categories(page)).toEqual(['Alpha=true', 'Nested=true', 'Beta=false']);
    await caret(page, 'Beta').click();
    expect(await categories(page)).toEqual(['Alpha=false', 'Nested=true', 'Beta=true']);
    await page.locator('.sidebar .menu a', { hasText: 'Alpha one' }).waitFor({ state: 'hidden' });
    await caret(page, 'Alpha').click();
    expect(await categories(page)).toEqual(['Alpha=true', 'Nested=true', 'Beta=false']);
    await page.locator('.sidebar .menu a', { hasText: 'Beta one' }).waitFor({ state: 'hidden' });
    expect(await page.locator('.sidebar .menu a', { hasText: 'Deep page' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the branch of the active page open while navigating, and opens the next one in its place', async () => {
    const { page, errors } = await visit('/alpha/one');
    expect(await categories(page)).toEqual(['Alpha=true', 'Nested=false', 'Beta=false']);
    await page.locator('.sidebar .menu a', { hasText: 'Alpha two' }).click();
    await page.locator('main h1', { hasText: 'Alpha two' }).waitFor();
    expect(await categories(page)).toEqual(['Alpha=true', 'Nested=false', 'Beta=false']);
    expect(await texts(page, '.sidebar [aria-current="page"]')).toEqual(['Alpha two']);
    await page.locator('.markdown a', { hasText: 'Beta one' }).click();
    await page.locator('main h1', { hasText: 'Beta one' }).waitFor();
    await expect.poll(() => categories(page)).toEqual(['Alpha=false', 'Nested=false', 'Beta=true']);
    expect(await texts(page, '.sidebar [aria-current="page"]')).toEqual(['Beta one']);
    await page.goto(`${sites.options.url}/alpha/nested/deep`);
    await hydrated(page);
    expect(await categories(page)).toEqual(['Alpha=true', 'Nested=true', 'Beta=false']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const navbarState = (page: Page) => page.locator('.navbar').evaluate((nav) => [nav.className, Math.round(nav.getBoundingClientRect().bottom)]);

describe('the navbar with hideOnScroll: true', () => {
  it('hides when the page scrolls down and comes back when it scrolls up', async () => {
    const { page, errors } = await visit('/elements', { viewport: { width: 1280, height: 400 } });
    expect(await navbarState(page)).toEqual(['navbar', 60]);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => navbarState(page)).toEqual(['navbar navbar-hidden', 0]);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => navbarState(page)).toEqual(['navbar', 60]);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Presses Tab until the focused element matches `selector` (at most 40 times). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusOutline = (page: Page) => page.evaluate(() => [getComputedStyle(document.activeElement!).outlineStyle, getComputedStyle(document.activeElement!).outlineWidth]);

describe('accessibility of a docs page', () => {
  it('has one main, one footer and named navigation landmarks', async () => {
    const { page, errors } = await visit('/elements');
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('complementary', { name: 'Docs sidebar' }).count()).toBe(1);
    expect(await page.locator('nav').evaluateAll((navs) => navs.map((n) => n.getAttribute('aria-label')))).toEqual(['Main', 'Docs sidebar', 'Breadcrumbs', 'Docs pages', 'On this page']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets the keyboard reach and operate the colour toggle and a sidebar category, with a visible focus outline', async () => {
    const { page, errors } = await visit('/elements');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await tabTo(page, '.color-mode-toggle');
    expect(await focusOutline(page)).toEqual(['solid', '2px']);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');

    await tabTo(page, '.sidebar .menu-caret');
    expect(await page.evaluate(() => [document.activeElement?.getAttribute('aria-label'), document.activeElement?.getAttribute('aria-expanded')])).toEqual(['Alpha', 'false']);
    expect(await focusOutline(page)).toEqual(['solid', '2px']);
    await page.keyboard.press('Enter');
    expect(await caret(page, 'Alpha').getAttribute('aria-expanded')).toBe('true');
    await page.locator('.sidebar .menu a', { hasText: 'Alpha one' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Enter');
    expect(await caret(page, 'Alpha').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => [document.activeElement?.getAttribute('aria-label'), document.activeElement?.getAttribute('aria-expanded')])).toEqual(['Beta', 'false']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
