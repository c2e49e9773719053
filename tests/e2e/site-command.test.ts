/**
 * `docs-cli build --site` on a site folder outside the repository, run as its user runs it (in
 * the folder, docs-cli from its install): the deployable site in out/site, every page
 * prerendered and precompressed, then `docs-cli serve`d and walked in Chromium.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTemp, REPO, removeTemp } from '../helpers/site.ts';
import { hydrated, sharedBrowser } from './browser.ts';

const BIN = path.join(REPO, 'cli', 'bin.js');
const browser = sharedBrowser();

/** The environment a user's shell has: none of the test runner's variables (NODE_ENV=test, VITEST…). */
const userEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));

const SITE: Record<string, string> = {
  'docs.config.ts': `export default {
  title: 'Outside',
  url: 'https://outside.example',
  baseUrl: '/',
  themeConfig: { navbar: { title: 'Outside', items: [{ to: '/intro', label: 'Intro', position: 'left' }] } },
};
`,
  'pages/index.md': '# Outside docs\n\n[Get started](/intro) with the guide.\n',
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Introduction\n\nRead [the next step](./next.md) when you are ready.\n',
  'docs/next.md': '---\nsidebar_position: 2\n---\n# Next step\n\nBack to [the introduction](./intro.md).\n',
};

async function writeSite(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** `docs-cli serve` in the site folder, as `npm start` runs it; resolves with its URL once it listens. */
function serve(cwd: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0'], { cwd, env: userEnv });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /at (http:\/\/\S+?)\/?\n/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`docs-cli serve exited with ${code}: ${output}`)));
  });
}

describe('docs-cli build --site on a site folder outside the repository', () => {
  let tmp: string;
  let site: string;
  let build: { code: number; stderr: string };
  let server: { child: ChildProcess; url: string } | undefined;

  beforeAll(async () => {
    tmp = await makeTemp('docs-cli-site-');
    site = path.join(tmp, 'my-docs');
    await writeSite(site, SITE);
    build = await promisify(execFile)(process.execPath, [BIN, 'build', '--site'], { cwd: site, env: userEnv, maxBuffer: 64 * 1024 * 1024 }).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    if (build.code === 0) server = await serve(site);
  }, 300_000);

  afterAll(async () => {
    server?.child.kill();
    await removeTemp(tmp);
  });

  it('exits 0 with every page prerendered and precompressed into out/site', async () => {
    expect({ code: build.code, error: build.code === 0 ? '' : build.stderr.slice(-2000) }).toEqual({ code: 0, error: '' });
    const files = await filesUnder(path.join(site, 'out', 'site'));
    expect(files.filter((file) => /^(index\.html|(intro|next)\/)/.test(file)).sort()).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
      'intro/index.html',
      'intro/index.html.br',
      'intro/index.html.gz',
      'next/index.html',
      'next/index.html.br',
      'next/index.html.gz',
    ]);
    expect(files).toContain('404.html');
  });

  it('is served by docs-cli serve and navigates between its docs in the page, hydrated without a warning', async () => {
    if (!server) throw new Error('the site was not built');
    const context = await browser().newContext();
    const page: Page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(String(error)));
    await page.goto(`${server.url}/`);
    await hydrated(page);
    expect(await page.locator('main article p').textContent()).toBe('Get started with the guide.');
    // A full page load would start a new window: the mark stays only through client-side navigation.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(`${server.url}/intro`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Introduction');
    await page.getByRole('link', { name: 'the next step' }).click();
    await page.waitForURL(`${server.url}/next`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Next step');
    await page.getByRole('link', { name: 'the introduction' }).click();
    await page.waitForURL(`${server.url}/intro`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Introduction');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
  });
});
