/**
 * `build` and `watch` replace `--out-dir` only when docs-cli made it, and never write to the site,
 * a folder above it or one of its content folders: anything else exits 2 with one line saying so,
 * and every file stays as it was.
 */
import { spawn } from 'node:child_process';
import { cp, lstat, mkdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFixture, makeTemp, REPO, readTree, removeTemp, runCli } from '../../helpers/site.ts';

/** Every path under `dir` (links not followed) with its bytes or link text: what "nothing touched" is compared on. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const { readdir } = await import('node:fs/promises');
  const found = new Map<string, string>();
  const walk = async (rel: string) => {
    for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const sub = path.join(rel, entry.name);
      if (entry.isSymbolicLink()) found.set(sub, `-> ${await readlink(path.join(dir, sub))}`);
      else if (entry.isDirectory()) {
        found.set(sub, '(folder)');
        await walk(sub);
      } else found.set(sub, await readFile(path.join(dir, sub), 'utf8'));
    }
  };
  await walk('');
  return found;
}

/** `docs-cli watch` until it exits (a refusal) or 30 s pass. */
function watchUntilExit(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(REPO, 'cli', 'bin.js'), 'watch', ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('where build and watch may write', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    await copyFixture('pagination', tmp);
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('refuses the site directory itself as the out directory, and leaves every file of the site as it was', async () => {
    const before = await snapshot(tmp);
    const run = await runCli(['build', 'site', '--out-dir', 'site'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'refusing to write to site: it is the site directory site (choose another --out-dir)\n' });
    expect(await snapshot(tmp)).toEqual(before);
  });

  it('refuses a folder the site is in', async () => {
    const before = await snapshot(tmp);
    const run = await runCli(['build', 'site', '--out-dir', '.'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'refusing to write to .: the site directory site is inside it (choose another --out-dir)\n' });
    expect(await snapshot(tmp)).toEqual(before);
  });

  it.each([
    ['site/docs/out', 'site/docs', 'docs.path'],
    ['site/static/built', 'site/static', 'staticDirectories'],
  ])('refuses %s, inside a content folder, and makes nothing there (no cache either)', async (outDir, folder, key) => {
    const before = await snapshot(tmp);
    const run = await runCli(['build', 'site', '--out-dir', outDir], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `refusing to write to ${outDir}: it is inside ${folder}, a content folder of the site (${key}) (choose another --out-dir)\n` });
    expect(await snapshot(tmp)).toEqual(before);
  });

  it('refuses to replace a folder of the user\'s files, naming it as it was given', async () => {
    await mkdir(path.join(tmp, 'notes'));
    await writeFile(path.join(tmp, 'notes', 'todo.txt'), 'keep me\n');
    const before = await snapshot(tmp);
    const run = await runCli(['build', 'site', '--out-dir', 'notes', '--format', 'json'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'refusing to replace notes: it was not made by docs-cli (move it away or choose another --out-dir)\n' });
    expect(await snapshot(tmp)).toEqual(before);
  });

  it('refuses to replace a plain file', async () => {
    await writeFile(path.join(tmp, 'report.txt'), 'mine\n');
    const before = await snapshot(tmp);
    const run = await runCli(['build', 'site', '--out-dir', 'report.txt'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'refusing to replace report.txt: it was not made by docs-cli (move it away or choose another --out-dir)\n' });
    expect(await snapshot(tmp)).toEqual(before);
  });

  it('refuses to replace a folder holding a manifest.json that is not docs-cli\'s', async () => {
    await mkdir(path.join(tmp, 'app'));
    await writeFile(path.join(tmp, 'app', 'manifest.json'), '{"name":"My app","icons":[]}\n');
    const run = await runCli(['build', 'site', '--out-dir', 'app'], tmp);
    expect([run.code, run.stderr]).toEqual([2, 'refusing to replace app: it was not made by docs-cli (move it away or choose another --out-dir)\n']);
    expect(await readFile(path.join(tmp, 'app', 'manifest.json'), 'utf8')).toBe('{"name":"My app","icons":[]}\n');
  });

  it('refuses to replace a link that leads anywhere but its own builds folder, another out\'s builds included', async () => {
    await mkdir(path.join(tmp, 'notes'));
    await symlink('notes', path.join(tmp, 'linked'));
    expect((await runCli(['build', 'site', '--out-dir', 'other'], tmp)).code).toBe(0);
    await symlink(await readlink(path.join(tmp, 'other')), path.join(tmp, 'borrowed'));
    const before = await snapshot(tmp);
    for (const name of ['linked', 'borrowed']) {
      const run = await runCli(['build', 'site', '--out-dir', name], tmp);
      expect(run).toEqual({ code: 2, stdout: '', stderr: `refusing to replace ${name}: it was not made by docs-cli (move it away or choose another --out-dir)\n` });
    }
    expect(await snapshot(tmp)).toEqual(before);
  });

  it('replaces an empty folder, and a folder docs-cli wrote as out (its manifest in it), with its link', async () => {
    await mkdir(path.join(tmp, 'empty'));
    expect((await runCli(['build', 'site', '--out-dir', 'empty'], tmp)).code).toBe(0);
    expect((await lstat(path.join(tmp, 'empty'))).isSymbolicLink()).toBe(true);
    // A build copied into a real folder: what an out written in place looked like.
    await cp(path.join(tmp, 'empty'), path.join(tmp, 'copied'), { recursive: true, dereference: true });
    const copied = await readTree(path.join(tmp, 'copied'));
    const run = await runCli(['build', 'site', '--out-dir', 'copied', '--no-cache'], tmp);
    expect(run.code).toBe(0);
    expect((await lstat(path.join(tmp, 'copied'))).isSymbolicLink()).toBe(true);
    expect([...(await readTree(path.join(tmp, 'copied'))).keys()]).toEqual([...copied.keys()]);
  });

  it('builds into out again and again: its own link is replaced', async () => {
    expect((await runCli(['build', 'site', '--out-dir', 'out'], tmp)).code).toBe(0);
    await writeFile(path.join(tmp, 'site', 'docs', 'one.md'), '# One, edited\n');
    const again = await runCli(['build', 'site', '--out-dir', 'out'], tmp);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/^wrote \d+ artifacts/m);
  });

  it('watch refuses a folder of the user\'s files before building, and leaves it as it was', async () => {
    await mkdir(path.join(tmp, 'notes'));
    await writeFile(path.join(tmp, 'notes', 'todo.txt'), 'keep me\n');
    const before = await snapshot(tmp);
    const run = await watchUntilExit(['site', '--out-dir', 'notes'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'refusing to replace notes: it was not made by docs-cli (move it away or choose another --out-dir)\n' });
    expect(await snapshot(tmp)).toEqual(before);
  });

  it('watch refuses an out directory inside a content folder once it has read the config', async () => {
    const before = await snapshot(tmp);
    const run = await watchUntilExit(['site', '--out-dir', 'site/docs/out'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'refusing to write to site/docs/out: it is inside site/docs, a content folder of the site (docs.path) (choose another --out-dir)\n' });
    expect(await snapshot(tmp)).toEqual(before);
  });
});
