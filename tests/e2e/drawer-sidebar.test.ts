import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage, texts } from './browser.ts';

const sites = inject('sites');
const PHONE = { viewport: { width: 400, height: 800 } };
const NAVBAR_ITEMS = ['Docs', 'Gallery', 'Sample Datasets', 'Playground', 'GitHub'];
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the navbar drawer on a phone', () => {
  it('opens on the docs sidebar of a docs page, with the active item, and closes when another doc is clicked', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, PHONE);
    await page.goto(`${url}/documentation/options`);
    await hydrated(page);
    expect(await page.locator('.sidebar').isVisible()).toBe(false);
    // The drawer, and so the second copy of the sidebar, is not in the prerendered page.
    expect(await page.locator('#__docs_navbar_drawer').count()).toBe(0);
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'visible' });
    expect(await texts(page, '#__docs_navbar_drawer .navbar-drawer-back')).toEqual(['← Back to main menu']);
    expect(await texts(page, '#__docs_navbar_drawer .menu [aria-current="page"]')).toEqual(['Options']);
    expect(await page.locator('#__docs_navbar_drawer .navbar-drawer-items').count()).toBe(0);
    // The active branch is open, the other collapsed categories open on demand.
    expect(await page.locator('#__docs_navbar_drawer .menu-caret[aria-label="Documentation"]').getAttribute('aria-expanded')).toBe('true');
    await page.click('#__docs_navbar_drawer .menu-caret[aria-label="Guides"]');
    await page.locator('#__docs_navbar_drawer .menu a', { hasText: 'Bar Colors' }).waitFor({ state: 'visible' });

    await page.locator('#__docs_navbar_drawer .menu a', { hasText: 'Events' }).click();
    await page.waitForURL(`${url}/documentation/events`);
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Events');
    expect(await page.locator('.navbar-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar-toggle');

    // Opened again, it follows the new page.
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'visible' });
    expect(await texts(page, '#__docs_navbar_drawer .menu [aria-current="page"]')).toEqual(['Events']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches to the navbar items with the back button, and opens on the sidebar again', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, PHONE);
    await page.goto(`${url}/documentation/options`);
    await hydrated(page);
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar-drawer-close');
    await page.click('#__docs_navbar_drawer .navbar-drawer-back');
    expect(await page.locator('#__docs_navbar_drawer .menu').count()).toBe(0);
    expect(await texts(page, '#__docs_navbar_drawer .navbar-drawer-items a')).toEqual(NAVBAR_ITEMS);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Docs');

    await page.keyboard.press('Escape');
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar-toggle');
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer .navbar-drawer-back').waitFor();
    // Tab stays inside the dialog: Shift+Tab from its first element goes to its last.
    await page.locator('#__docs_navbar_drawer .navbar-brand').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sponsor');

    await page.setViewportSize({ width: 1200, height: 900 });
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'detached' });
    expect(await page.locator('.sidebar').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows only the navbar items on a page without a sidebar, and the sidebar again after navigating to one', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser, PHONE);
    // `/` is the Overview doc, in the docs sidebar; /sample-datasets is a doc in no sidebar.
    await page.goto(`${url}/sample-datasets`);
    await hydrated(page);
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'visible' });
    expect(await page.locator('#__docs_navbar_drawer .navbar-drawer-back').count()).toBe(0);
    expect(await page.locator('#__docs_navbar_drawer .menu').count()).toBe(0);
    expect(await texts(page, '#__docs_navbar_drawer .navbar-drawer-items a')).toEqual(NAVBAR_ITEMS);

    await page.locator('#__docs_navbar_drawer a', { hasText: 'Gallery' }).click();
    await page.waitForURL(`${url}/category/gallery`);
    await page.locator('#__docs_navbar_drawer').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Gallery');
    await page.click('.navbar-toggle');
    await page.locator('#__docs_navbar_drawer .navbar-drawer-back').waitFor();
    expect(await texts(page, '#__docs_navbar_drawer .menu [aria-current="page"]')).toEqual(['Gallery']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
