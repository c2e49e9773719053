/**
 * The package as a maintainer installs it: `npm pack`, then `npm install <tarball>` with no flags
 * in a fresh folder (npm fetches its dependencies from the registry), `docs-cli init`, `check`,
 * `build --site`, `serve` and `dev` (an edit appearing in the open page, in Chromium), all through
 * the installed package's own bin.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTemp, REPO, removeTemp } from '../helpers/site.ts';
import { type Running, startCommand } from '../helpers/user-site.ts';
import { launch, openPage } from './browser.ts';

const exec = promisify(execFile);
let tmp: string;
let site: string;

/** The installed bin, as `npx docs-cli` runs it in the site (never fetched from the registry). */
const docsCli = (args: string[]) =>
  exec('npx', ['--no-install', 'docs-cli', ...args], { cwd: site, env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '' } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

beforeAll(async () => {
  tmp = await makeTemp();
  site = path.join(tmp, 'site');
  await mkdir(site);
  await writeFile(path.join(site, 'package.json'), '{ "name": "my-site", "private": true }\n');
  // --ignore-scripts: the tarball takes cli/dist as `npm ci` built it, without building it again under the other tests.
  const { stdout } = await exec('npm', ['pack', '--ignore-scripts', '--pack-destination', tmp], { cwd: REPO });
  const tarball = path.join(tmp, stdout.trim().split('\n').at(-1) ?? '');
  await exec('npm', ['install', tarball], { cwd: site, maxBuffer: 16 * 1024 * 1024 });
}, 600_000);
afterAll(async () => {
  await removeTemp(tmp);
});

/** A long-running command of the installed bin itself (what npx runs), so that Ctrl-C reaches it; with the first URL it prints. */
function startServing(args: string[]): Running & { url: Promise<string> } {
  const running = startCommand(path.join(site, 'node_modules', '.bin', 'docs-cli'), args, { cwd: site, env: { ...process.env, NO_COLOR: '1' } });
  const url = running.until(/(http:\/\/127\.0\.0\.1:\d+\/?)/).then((found) => found[1]);
  url.catch(() => undefined); // awaited by the test; an exit after it stopped the command is no failure
  return { ...running, url };
}

describe('docs-cli installed into a site with npm install', () => {
  it('inits a site that check takes with no finding', async () => {
    expect((await docsCli(['init'])).code).toBe(0);
    const check = await docsCli(['check', '--format', 'json']);
    expect([check.code, JSON.parse(check.stdout).diagnostics]).toEqual([0, []]);
  }, 120_000);

  it('builds the site and serves its home page', async () => {
    const build = await docsCli(['build', '--site']);
    expect([build.code, build.stderr.match(/^built \d+ pages into /m)?.[0]]).toEqual([0, 'built 17 pages into ']);
    // Nothing written beside the install (Vite's default config loader bundles into node_modules/.vite-temp).
    expect(existsSync(path.join(site, 'node_modules', '.vite-temp'))).toBe(false);
    const server = startServing(['serve', '--port', '0']);
    try {
      const home = await fetch(await server.url);
      expect([home.status, (await home.text()).includes('<h1')]).toEqual([200, true]);
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('serves the site with the dev server, and an edit appears in the open page', async () => {
    const dev = startServing(['dev', '--port', '0']);
    const browser = await launch();
    try {
      const url = await dev.url;
      expect((await fetch(url)).status).toBe(200);
      const { page } = await openPage(browser);
      await page.goto(new URL('docs/intro', url).href);
      await page.getByRole('heading', { name: 'What is here' }).waitFor({ timeout: 30_000 });
      const intro = path.join(site, 'docs', 'intro.md');
      await writeFile(intro, `${await readFile(intro, 'utf8')}\nWritten while the dev server runs.\n`);
      await page.getByText('Written while the dev server runs.').waitFor({ timeout: 15_000 });
      await page.context().close();
    } finally {
      await browser.close();
      await dev.stop();
    }
  }, 120_000);
});
