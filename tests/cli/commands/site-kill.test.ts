/**
 * `build --site` switches `out` to the new build only once its site is whole: killed with
 * SIGKILL at several points of a real rebuild, `out/site` is still the previous complete site,
 * file for file; the rebuild let run to its end serves the new content.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFiles, writeSite } from '../../helpers/generated-site.ts';
import { makeTemp, REPO, removeTemp } from '../../helpers/site.ts';

const BIN = path.join(REPO, 'cli', 'bin.js');
/**
 * Where in the rebuild it is killed, each found by watching the new build directory: at once, once
 * its artifacts are written, once the bundler made its site folder, once pages are being
 * prerendered, once the 404 page is compressed.
 */
const KILL_POINTS: [string, (dir: string | undefined) => boolean][] = [
  ['at once', () => true],
  ['after the artifacts', (dir) => dir !== undefined && existsSync(path.join(dir, 'manifest.json'))],
  ['while bundling', (dir) => dir !== undefined && existsSync(path.join(dir, 'site'))],
  ['while prerendering', (dir) => dir !== undefined && existsSync(path.join(dir, 'site', '__docs', 'data', 'config.json'))],
  ['while compressing', (dir) => dir !== undefined && existsSync(path.join(dir, 'site', '404.html.br'))],
];

let tmp: string;
let site: string;
let out: string;

function buildSite(): ChildProcess {
  return spawn(process.execPath, [BIN, 'build', site, '--site', '--out-dir', out, '--jobs', '1'], { env: { ...process.env, NO_COLOR: '1' }, stdio: 'ignore' });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

beforeAll(async () => {
  tmp = await makeTemp();
  site = path.join(tmp, 'site');
  out = path.join(tmp, 'out');
  await writeSite(site, {
    'docs.config.ts': "export default { title: 'Kill', url: 'https://kill.example' };\n",
    'pages/index.md': '# Home\n\nThe first build.\n',
    'docs/guide.md': '# Guide\n\nSteady words.\n',
  });
  expect(await exited(buildSite())).toBe(0);
}, 120_000);
afterAll(async () => {
  await removeTemp(tmp);
});

describe('build --site killed with SIGKILL', () => {
  it('leaves out/site the previous complete site at every point, and publishes the new one only when it is whole', async () => {
    const before = await builtFiles(path.join(out, 'site'), (name) => !name.endsWith('.gz') && !name.endsWith('.br'));
    expect(before.get('index.html')?.toString('utf8')).toContain('The first build.');
    await writeSite(site, { 'pages/index.md': '# Home\n\nThe second build.\n' });
    const builds = path.join(tmp, '.docs-cli', 'builds', 'out');
    for (const [delay, reached] of KILL_POINTS) {
      const known = new Set(readdirSync(builds));
      const child = buildSite();
      const done = exited(child);
      // The new build directory, once it is there; polled as the build goes.
      const newBuild = () => {
        const made = readdirSync(builds).find((name) => !known.has(name));
        return made && path.join(builds, made);
      };
      while (child.exitCode === null && !reached(newBuild())) await new Promise((resolve) => setTimeout(resolve, 10));
      child.kill('SIGKILL');
      const code = await done;
      const now = await builtFiles(path.join(out, 'site'), (name) => !name.endsWith('.gz') && !name.endsWith('.br'));
      // Either still the first site, file for file, or (had the build finished first) the whole second one.
      if (code === 0) expect(now.get('index.html')?.toString('utf8')).toContain('The second build.');
      else expect([delay, [...now.keys()], now.get('index.html')?.toString('utf8')]).toEqual([delay, [...before.keys()], before.get('index.html')?.toString('utf8')]);
    }
    expect(await exited(buildSite())).toBe(0);
    expect(await readFile(path.join(out, 'site', 'index.html'), 'utf8')).toContain('The second build.');
  }, 180_000);
});
