/**
 * The content site's racing-bars charts as a visitor sees them, at a desktop and a phone width:
 * no name is cut off by its bar or the chart's edge, the title stays clear of the control
 * buttons, and a chart with more bars is taller, its names apart.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, openPage, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Opens a page at a width, hydrated, with the first chart's bars drawn. */
async function openChart(path: string, width: number, chart: string) {
  const { page, errors } = await openPage(browser(), { viewport: { width, height: 900 } });
  await page.goto(`${sites.content.url}${path}`);
  await hydrated(page);
  await page.locator(chart).first().scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => document.querySelectorAll(`${sel} svg rect.bar`).length > 0, chart, { timeout: 10_000 });
  return { page, errors };
}

/**
 * Every name shown in the chart with its own box, its bar's box and the chart's box. Names of
 * bars that are leaving or arriving (below the chart) are left out.
 */
function labels(page: Page, chart: string) {
  return page.locator(chart).first().evaluate((root) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const svg = root.querySelector('svg');
    if (!svg) return [];
    const chartBox = box(svg);
    return [...svg.querySelectorAll('text.label:not(.hidden)')]
      .map((label) => {
        const name = label.textContent ?? '';
        const bar = svg.querySelector(`rect.bar.${CSS.escape(name.replace(/[\W]+/g, '_'))}`);
        return { name, label: box(label), bar: bar ? box(bar) : undefined, chart: chartBox };
      })
      .filter((l) => l.bar && l.label.top >= chartBox.top && l.label.bottom <= chartBox.bottom);
  });
}

/** A name is whole when it lies inside the chart and either wholly inside its bar or wholly before it. */
function clipped(l: { label: Box; bar?: Box; chart: Box }): boolean {
  if (!l.bar) return false;
  const insideChart = l.label.left >= l.chart.left - 0.5 && l.label.right <= l.chart.right + 0.5;
  const beforeBar = l.label.right <= l.bar.left + 0.5;
  const insideBar = l.label.left >= l.bar.left - 0.5 && l.label.right <= l.bar.right + 0.5;
  return !(insideChart && (beforeBar || insideBar));
}

/** The names cut off in three frames a second apart. */
async function clippedNames(page: Page, chart: string): Promise<string[]> {
  const found = new Set<string>();
  // The bars come first; on a loaded machine their names can follow a frame later.
  await expect.poll(async () => (await labels(page, chart)).length).toBeGreaterThan(4);
  for (let frame = 0; frame < 3; frame++) {
    const shown = await labels(page, chart);
    expect(shown.length).toBeGreaterThan(4);
    for (const l of shown) if (clipped(l)) found.add(l.name);
    await page.waitForTimeout(1000);
  }
  return [...found];
}

const intersect = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const HOME_CHART = '.home-chart [data-testid="race-chart"]';

describe('the names of the bars', () => {
  for (const width of [1280, 390]) {
    it(`are never cut off on the home chart at ${width} px`, async () => {
      const { page, errors } = await openChart('/', width, HOME_CHART);
      expect(await clippedNames(page, HOME_CHART)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('are never cut off on a guide’s chart at 390 px, or on a gallery chart', async () => {
    const guide = await openChart('/guides/bar-colors', 390, '[data-testid="race-chart"]');
    expect(await clippedNames(guide.page, '[data-testid="race-chart"]')).toEqual([]);
    expect(guide.errors).toEqual([]);
    await guide.page.context().close();
    const gallery = await openChart('/gallery/data-gdp', 1280, '.gallery-demo [data-testid="race-chart"]');
    expect(await clippedNames(gallery.page, '.gallery-demo [data-testid="race-chart"]')).toEqual([]);
    expect(gallery.errors).toEqual([]);
    await gallery.page.context().close();
  });
});

describe('the chart title', () => {
  for (const width of [1280, 390]) {
    it(`stays clear of the control buttons on the home chart at ${width} px`, async () => {
      const { page, errors } = await openChart('/', width, HOME_CHART);
      const boxes = () =>
        page.locator(HOME_CHART).evaluate((root) => {
          const box = (el: Element | null) => {
            const r = el?.getBoundingClientRect();
            return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width } : undefined;
          };
          return { title: box(root.querySelector('svg text.title')), controls: box(root.querySelector('.controls')) };
        });
      const { title, controls } = await boxes();
      expect(title?.width).toBeGreaterThan(50);
      expect(controls?.width).toBeGreaterThan(50);
      expect(intersect(title as Box, controls as Box)).toBe(false);
      // And still after the window narrows (racing-bars redraws the chart).
      await page.setViewportSize({ width: width - 60, height: 900 });
      await expect.poll(async () => {
        const after = await boxes();
        return after.title && after.controls ? intersect(after.title, after.controls) : true;
      }).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('a chart with more bars', () => {
  it('is taller, and keeps its names apart (topN: 20 against topN: 5)', async () => {
    const chart = (variant: number) => `.gallery-demo[data-variant="${variant}"] [data-testid="race-chart"]`;
    const { page, errors } = await openChart('/gallery/top-n', 1280, chart(1));
    const height = (variant: number) => page.locator(chart(variant)).evaluate((el) => el.getBoundingClientRect().height);
    expect(await height(1)).toBeGreaterThan((await height(0)) * 1.25);
    // Paused, so that no two bars are passing each other.
    await page.locator(`${chart(1)} .controls .pause`).click();
    await page.waitForTimeout(1000);
    const shown = (await labels(page, chart(1))).map((l) => l.label).sort((a, b) => a.top - b.top);
    expect(shown).toHaveLength(20);
    const overlapping = shown.filter((box, i) => i > 0 && box.top < shown[i - 1].bottom - 0.5);
    expect(overlapping).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
