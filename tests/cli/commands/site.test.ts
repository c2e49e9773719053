/**
 * `docs-cli build --site` refuses as `build` does, in its words: an out directory docs-cli did not
 * make is left as it is, before the renderer loads. --jobs and --no-cache reach the site build. A site
 * without a home page gets no index.html.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTemp, REPO, removeTemp } from '../../helpers/site.ts';

const BIN = path.join(REPO, 'cli', 'bin.js');

/** The command as a user runs it, in `cwd`: its exit code and what it wrote on stderr. */
function run(cwd: string, args: string[]): Promise<{ code: number; stderr: string }> {
  return promisify(execFile)(process.execPath, [BIN, ...args], { cwd }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

describe('docs-cli build --site', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    await mkdir(path.join(tmp, 'site', 'docs'), { recursive: true });
    await writeFile(path.join(tmp, 'site', 'docs.config.ts'), "export default { title: 'T', url: 'https://t.example' };\n");
    await writeFile(path.join(tmp, 'site', 'docs', 'intro.md'), '# Intro\n');
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('refuses an out directory docs-cli did not make, exits 2 and writes nothing', async () => {
    await mkdir(path.join(tmp, 'notes'));
    await writeFile(path.join(tmp, 'notes', 'todo.txt'), 'keep me\n');
    expect(await run(tmp, ['build', '--site', 'site', '--out-dir', 'notes'])).toEqual({
      code: 2,
      stderr: 'refusing to replace notes: it was not made by docs-cli (move it away or choose another --out-dir)\n',
    });
    expect(await readdir(path.join(tmp, 'notes'))).toEqual(['todo.txt']);
    expect((await readdir(tmp)).sort()).toEqual(['notes', 'site']);
  });

  it('refuses the site directory as its out directory', async () => {
    expect(await run(tmp, ['build', '--site', 'site', '--out-dir', 'site'])).toEqual({
      code: 2,
      stderr: 'refusing to write to site: it is the site directory site (choose another --out-dir)\n',
    });
    expect((await readdir(path.join(tmp, 'site'))).sort()).toEqual(['docs', 'docs.config.ts']);
  });

  it('prerenders on as many threads as --jobs says, and with --no-cache makes the bundles again rather than reuse the last ones', async () => {
    const steps = (stderr: string) => stderr.split('\n').filter((line) => /^(reused the bundles|bundled|prerendered)/.test(line));
    // More routes than one worker's share, which the build renders in its own thread whatever --jobs says.
    for (let i = 1; i <= 20; i++) await writeFile(path.join(tmp, 'site', 'docs', `page-${i}.md`), `# Page ${i}\n`);
    const first = await run(tmp, ['build', '--site', 'site', '--out-dir', 'out', '--jobs', '1']);
    expect(first.code).toBe(0);
    expect(steps(first.stderr)).toEqual(['bundled the client and the server render', 'prerendered 30 pages on 1 thread']);
    const again = await run(tmp, ['build', '--site', 'site', '--out-dir', 'out', '--jobs', '1', '--no-cache']);
    expect(again.code).toBe(0);
    expect(steps(again.stderr)).toEqual(['bundled the client and the server render', 'prerendered 30 pages on 1 thread']);
  }, 600_000);

  it('writes no index.html for a site without a home page, only its pages and the 404 page', async () => {
    const built = await run(tmp, ['build', '--site', 'site', '--out-dir', 'out']);
    expect(built.code).toBe(0);
    const site = path.join(tmp, 'out', 'site');
    const html = (await readdir(site, { recursive: true })).filter((file) => /\.html(\.gz|\.br)?$/.test(file)).sort();
    expect(html.filter((file) => !file.startsWith('__docs')).filter((file) => !file.includes('/'))).toEqual(['404.html', '404.html.br', '404.html.gz']);
    expect(html).toContain(path.join('intro', 'index.html'));
    expect(await readFile(path.join(site, 'intro', 'index.html'), 'utf8')).toContain('>Intro</h1>');
  }, 600_000);
});
