/**
 * Where the shell's boxes sit: the docs sidebar's list scrolls above its hide button, the footer
 * ends at the bottom of the viewport on short pages, and a wide table scrolls in a box of its
 * own, with a shadow at each edge that has more table beyond it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, openPage, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

interface SidebarState {
  /** the bottom of the box the links scroll in, and the top of the hide button */
  scrollBoxBottom: number;
  buttonTop: number;
  /** links whose centre is inside the scroll box but covered by something else there */
  covered: string[];
  /** the last link's box, and whether it is what is drawn at its centre */
  last: { text: string; bottom: number; drawn: boolean };
}

/** Scrolls the sidebar's scroll box to `fraction` of its range and reports what is drawn where. */
function sidebarAt(page: Page, fraction: number): Promise<SidebarState> {
  return page.evaluate((f) => {
    const aside = document.querySelector('aside.sidebar')!;
    const scrolls = (el: Element) => el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY);
    const box = [aside, ...aside.querySelectorAll('*')].find(scrolls)!;
    box.scrollTop = f * (box.scrollHeight - box.clientHeight);
    const boxRect = box.getBoundingClientRect();
    const button = aside.querySelector('.sidebar-collapse')!.getBoundingClientRect();
    const links = [...aside.querySelectorAll('.menu a')].filter((a) => a.getClientRects().length > 0);
    const centre = (a: Element) => {
      const r = a.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const drawn = (a: Element) => {
      const { x, y } = centre(a);
      const top = document.elementFromPoint(x, y);
      return !!top && (top === a || a.contains(top));
    };
    const inBox = (a: Element) => {
      const { y } = centre(a);
      return y > boxRect.top && y < boxRect.bottom;
    };
    const last = links[links.length - 1];
    return {
      scrollBoxBottom: Math.round(boxRect.bottom),
      buttonTop: Math.round(button.top),
      covered: links.filter((a) => inBox(a) && !drawn(a)).map((a) => a.textContent ?? ''),
      last: { text: last.textContent ?? '', bottom: Math.round(last.getBoundingClientRect().bottom), drawn: drawn(last) },
    };
  }, fraction);
}

describe('the docs sidebar', () => {
  it('scrolls its list above the hide button: no link is under the button at the top, middle or end', async () => {
    const { page, errors } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${sites.content.url}/gallery/value-decimals`);
    await hydrated(page);
    for (const fraction of [0, 0.5, 1]) {
      const state = await sidebarAt(page, fraction);
      expect(state.scrollBoxBottom, `at ${fraction}`).toBeLessThanOrEqual(state.buttonTop);
      expect(state.covered, `at ${fraction}`).toEqual([]);
    }
    const end = await sidebarAt(page, 1);
    expect(end.last).toEqual({ text: 'Sponsor', bottom: end.last.bottom, drawn: true });
    expect(end.last.bottom).toBeLessThanOrEqual(end.buttonTop);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the footer', () => {
  for (const path of ['/no-such-page', '/__docs/debug', '/search']) {
    it(`ends at the bottom of a 1280×900 viewport on the short page ${path}, with nothing below it`, async () => {
      const { page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
      await page.goto(sites.content.url + path);
      await hydrated(page);
      const geometry = await page.evaluate(() => ({
        footerBottom: document.querySelector('footer.footer')!.getBoundingClientRect().bottom,
        documentHeight: document.documentElement.scrollHeight,
      }));
      expect(geometry).toEqual({ footerBottom: 900, documentHeight: 900 });
      await page.context().close();
    });
  }

  it('follows the content on a long page', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${sites.content.url}/documentation/options`);
    await hydrated(page);
    const geometry = await page.evaluate(() => ({
      footerBottom: Math.round(document.querySelector('footer.footer')!.getBoundingClientRect().bottom + window.scrollY),
      documentHeight: document.documentElement.scrollHeight,
    }));
    expect(geometry.documentHeight).toBeGreaterThan(900);
    expect(geometry.footerBottom).toBe(geometry.documentHeight);
    await page.context().close();
  });
});

/** Mean luminance (0–255) of the first 4, middle and last 4 pixel columns of a PNG, decoded by the browser. */
async function edgeLuminance(decoder: Page, png: Buffer): Promise<{ left: number; middle: number; right: number }> {
  return decoder.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    const mean = (from: number, to: number) => {
      let sum = 0;
      for (let y = 0; y < height; y++) {
        for (let x = from; x < to; x++) {
          const i = (y * width + x) * 4;
          sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
        }
      }
      return Math.round(sum / ((to - from) * height));
    };
    return { left: mean(0, 4), middle: mean(Math.floor(width / 2), Math.floor(width / 2) + 4), right: mean(width - 4, width) };
  }, png.toString('base64'));
}

describe('a wide table at 390 px', () => {
  it('scrolls sideways in its own box, which takes keyboard focus', async () => {
    const { page, errors } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto(`${sites.content.url}/guides/colors`);
    await hydrated(page);
    const box = page.locator('.markdown .table-scroll', { hasText: 'CSS selector' }).first();
    expect(await box.evaluate((el) => ({ overflowX: getComputedStyle(el).overflowX, child: el.firstElementChild?.tagName }))).toEqual({ overflowX: 'auto', child: 'TABLE' });
    const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    // The page itself does not scroll sideways: only the table's box does.
    expect(widths.page).toBe(390);
    await expect.poll(() => box.getAttribute('tabindex')).toBe('0');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a shadow at each edge with more table beyond it, and none at an edge it has reached', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const decoder = await page.context().newPage();
    await page.goto(`${sites.content.url}/guides/colors`);
    await hydrated(page);
    const box = page.locator('.markdown .table-scroll', { hasText: 'CSS selector' }).first();
    await box.scrollIntoViewIfNeeded();
    // Only the box's own painting is compared: the table keeps its size but its text and borders are not drawn.
    await box.evaluate((el) => {
      (el.firstElementChild as HTMLElement).style.visibility = 'hidden';
    });
    const at = async (position: 'start' | 'middle' | 'end') => {
      await box.evaluate((el, p) => {
        const range = el.scrollWidth - el.clientWidth;
        el.scrollLeft = p === 'start' ? 0 : p === 'end' ? range : range / 2;
      }, position);
      return edgeLuminance(decoder, await box.screenshot());
    };
    const start = await at('start');
    expect(start.left).toBe(start.middle);
    expect(start.right).toBeLessThan(start.middle - 30);
    const middle = await at('middle');
    expect(middle.left).toBeLessThan(middle.middle - 30);
    expect(middle.right).toBeLessThan(middle.middle - 30);
    const end = await at('end');
    expect(end.left).toBeLessThan(end.middle - 30);
    expect(end.right).toBe(end.middle);
    await page.context().close();
  });
});
