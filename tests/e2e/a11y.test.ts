import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage } from './browser.ts';

const sites = inject('sites');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

async function seriousViolations(path: string, colorScheme: 'light' | 'dark') {
  const { url } = sites.content;
  const { page } = await openPage(browser, { colorScheme, bypassCSP: true });
  if (colorScheme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(url + path, { waitUntil: 'networkidle' });
  await hydrated(page);
  // The page's CSP allows no inline scripts: the context bypasses it for the injected checker.
  await page.addScriptTag({ path: axePath });
  const result = (await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<unknown> } }).axe.run())) as AxeResult;
  await page.context().close();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core) of the content site', () => {
  // The playground has the code editor (its line numbers); an API page, links inside code.
  for (const path of ['/', '/getting-started/usage', '/category/documentation', '/playground', '/api/interfaces/Race']) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`finds no serious or critical violation on ${path} in ${scheme} mode`, async () => {
        expect(await seriousViolations(path, scheme)).toEqual([]);
      });
    }
  }
});
