import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDev } from '../../renderer/site-build/dev.ts';
import { tempCopy } from '../helpers/watch.ts';
import { launch, openPage } from './browser.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/watch/basic');
let browser: Browser;
let dev: Awaited<ReturnType<typeof startDev>>;
let site: string;
let url: string;

beforeAll(async () => {
  const root = await tempCopy(FIXTURE);
  site = path.join(root, 'site');
  dev = await startDev(site, path.join(root, 'out'), 0);
  const address = dev.server.httpServer?.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

it('shows an edited page in place, shows an overlay for a content error, and clears it when fixed', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${url}/second`);
  await page.getByText('Back to').waitFor();
  await page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'still here';
  });

  await writeFile(path.join(site, 'docs/second.md'), '# Second\n\n## Details\n\nEdited while the dev server runs.\n');
  await page.getByText('Edited while the dev server runs.').waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('still here');

  await writeFile(path.join(site, 'docs/second.md'), '# Second\n\n## Details\n\nA [broken link](/nowhere).\n');
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ timeout: 15_000 });
  const text = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '');
  expect(text).toContain('docs/second.md:5:3');
  expect(text).toContain('broken link to /nowhere');

  await writeFile(path.join(site, 'docs/second.md'), '# Second\n\n## Details\n\nFixed again.\n');
  await page.getByText('Fixed again.').waitFor({ timeout: 15_000 });
  expect(await page.locator('vite-error-overlay').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('still here');
  await page.context().close();
});
