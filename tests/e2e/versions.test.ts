/**
 * Docs versions as a visitor meets them on the Docusaurus versions fixture
 * (tests/fixtures/docusaurus/versions: current at /docs/next, 2.0 the last at /docs, 1.0 at
 * /docs/1.0): the banners of the unreleased and unmaintained versions with their link to the
 * latest version's same doc (else its main doc), the version badge, and the navbar's version menu
 * (the version read, the same doc in each version, the preferred version kept in local storage).
 */
import { describe, expect, inject, it } from 'vitest';
import { hrefs, sharedBrowser, texts, visitHydrated } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();
const visit = (path: string) => visitHydrated(browser(), sites.versions.url + path);
// The fixture's intro pages link on purpose to routes no version has (/docs/2.0/intro, /docs/old-api:
// the broken links Docusaurus reports for it); the renderer prefetches a visible link's page data, which
// answers 404 for those. Any other console error still fails.
const PREFETCH_OF_BROKEN_LINK = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
const unexpected = (errors: string[]) => errors.filter((e) => e !== PREFETCH_OF_BROKEN_LINK);

describe('the docs of a version other than the last', () => {
  it('say they are unreleased (current) and link to the same doc in the latest version', async () => {
    const { page, errors } = await visit('/docs/next/guide/setup');
    const banner = page.locator('.version-banner');
    await banner.locator('a[href="/docs/guide/setup"]').waitFor();
    expect(await texts(page, '.version-banner p')).toEqual(['This is unreleased documentation for Versions Next version.', 'For up-to-date documentation, see the latest version (2.0).']);
    expect(await texts(page, '.version-badge')).toEqual(['Version: Next']);
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${sites.versions.url}/docs/guide/setup`);
    await page.locator('main h1', { hasText: 'Setup (2.0)' }).waitFor();
    expect(await page.locator('.version-banner').count()).toBe(0);
    expect(await texts(page, '.version-badge')).toEqual(['Version: 2.0']);
    // Kept by the banner's effect, which runs once its lazy chunk has rendered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('2.0');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("say an old version is no longer maintained, linking to the latest version's main doc when the doc is not in it", async () => {
    const { page, errors } = await visit('/docs/1.0/old-api');
    expect(await texts(page, '.version-banner p')).toEqual(['This is documentation for Versions 1.0, which is no longer actively maintained.', 'For up-to-date documentation, see the latest version (2.0).']);
    expect(await hrefs(page, '.version-banner a')).toEqual(['/docs/intro']);
    // Kept by the banner's effect, which runs once its lazy chunk has rendered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the navbar's version menu", () => {
  it('names the version read and lists each version, linking to the same doc where it exists', async () => {
    const { page, errors } = await visit('/docs/next/intro');
    const button = page.locator('.version-dropdown-button');
    expect(await button.textContent()).toBe('Next');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const links = page.locator('.version-dropdown-menu a');
    await page.locator('.version-dropdown-menu a[href="/docs/1.0/intro"]').waitFor();
    expect(await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]))).toEqual([
      ['Next', '/docs/next/intro', 'page'],
      ['2.0', '/docs/intro', null],
      ['1.0', '/docs/1.0/intro', null],
    ]);
    await page.keyboard.press('Escape');
    expect(await page.locator('.version-dropdown-menu').isHidden()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('goes to the version chosen and keeps it as the preferred one, which pages outside the docs show', async () => {
    const { page, errors } = await visit('/docs/next/new-feature');
    await page.locator('.version-dropdown-button').click();
    // new-feature is only in current: the other versions' links go to their main doc.
    expect(await hrefs(page, '.version-dropdown-menu a')).toEqual(['/docs/next/new-feature', '/docs/intro', '/docs/1.0/intro']);
    await page.locator('.version-dropdown-menu a', { hasText: '1.0' }).click();
    await page.waitForURL(`${sites.versions.url}/docs/1.0/intro`);
    expect(await page.locator('.version-dropdown-button').textContent()).toBe('1.0');
    // Kept by the banner's effect, which runs once its lazy chunk has rendered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    await page.goto(`${sites.versions.url}/`);
    await page.waitForFunction(() => document.querySelector('.version-dropdown-button')?.textContent === '1.0');
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
