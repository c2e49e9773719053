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

const CHART = '.home-chart [data-testid="race-chart"]';
const PANEL = '.home-chart-panel';

/** Opens the home page and waits for the chart's bars and the options panel. */
async function openHome(width = 1280) {
  const { page, errors } = await openPage(browser, { viewport: { width, height: 900 } });
  await page.goto(sites.content.url);
  await hydrated(page);
  await page.waitForSelector(`${CHART} svg rect.bar`, { timeout: 30_000 });
  await page.waitForSelector(`${PANEL} .tp-rotv`, { timeout: 30_000 });
  return { page, errors };
}

/** The Tweakpane row whose label is `label`. */
const row = (page: Page, label: string) => page.locator(`${PANEL} .tp-lblv`).filter({ has: page.locator('.tp-lblv_l', { hasText: new RegExp(`^${label}$`) }) });

const barCount = (page: Page) => page.locator(`${CHART} svg rect.bar`).count();

describe('the home page options editor', () => {
  it('shows a Tweakpane panel titled "Change Options:" with the race options', async () => {
    const { page, errors } = await openHome();
    expect((await page.locator(`${PANEL} .tp-rotv_t`).textContent())?.trim()).toBe('Change Options:');
    const labels = (await page.locator(`${PANEL} .tp-lblv_l`).allTextContents()).map((t) => t.trim());
    expect(labels).toEqual([
      'theme',
      'title',
      'subTitle',
      'caption',
      'dateCounter',
      'showIcons',
      'showGroups',
      'topN',
      'labelsPosition',
      'labelsWidth',
      'loop',
      'controlButtons',
      'overlays',
      'fixedScale',
      'colorSeed',
      'highlightBars',
      'selectBars',
    ]);
    // Tweakpane's styles applied under the site's CSP: the panel is laid out, not raw markup.
    expect(await page.locator('style[data-tp-style]').count()).toBeGreaterThan(0);
    expect(await page.locator(`${PANEL} .tp-lblv`).first().evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changing topN to 5 leaves five bars in the chart', async () => {
    const { page, errors } = await openHome();
    expect(await barCount(page)).toBeGreaterThan(5);
    const input = row(page, 'topN').locator('input');
    await input.fill('5');
    await input.press('Enter');
    await input.evaluate((el) => (el as HTMLInputElement).blur());
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 5, `${CHART} svg rect.bar`, { timeout: 30_000 });
    expect(await barCount(page)).toBe(5);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switching the theme changes the chart theme class', async () => {
    const { page, errors } = await openHome();
    const chart = page.locator(CHART);
    expect(await chart.getAttribute('class')).toContain('race-chart-theme-light');
    await row(page, 'theme').locator('select').selectOption('dark');
    await page.waitForFunction((selector) => document.querySelector(selector)?.classList.contains('race-chart-theme-dark'), CHART);
    expect(await chart.getAttribute('class')).not.toContain('race-chart-theme-light');
    // The chart restyles itself: its injected stylesheet is now racing-bars' dark theme.
    await page.waitForFunction(
      (selector) => {
        const id = document.querySelector(selector)?.id;
        return [...document.querySelectorAll('style')].some((s) => s.textContent?.includes(`#${id}`) && s.textContent.includes('#1e1e1e'));
      },
      CHART,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('puts the panel beside the chart on wide screens and under it at 800 px', async () => {
    const wide = await openHome(1400);
    const chartWide = await wide.page.locator(CHART).boundingBox();
    const panelWide = await wide.page.locator(PANEL).boundingBox();
    expect(panelWide!.x).toBeGreaterThanOrEqual(chartWide!.x + chartWide!.width - 1);
    expect(panelWide!.y).toBeLessThan(chartWide!.y + chartWide!.height);
    await wide.page.context().close();

    const { page, errors } = await openHome(800);
    const chart = await page.locator(CHART).boundingBox();
    const panel = await page.locator(PANEL).boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(chart!.y + chart!.height - 1);
    expect(Math.abs(panel!.x - chart!.x)).toBeLessThan(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
