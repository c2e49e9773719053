/**
 * What `build`, `check` and `watch` say when a folder they write cannot be written: one line with
 * the path and the file system's reason, exit 2, no stack trace; `check` runs without a cache.
 * The folders are made read-only as tests/helpers/read-only.ts says (immutable as root).
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readlink, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeReadOnly, makeWritable, READ_ONLY_REASON } from '../../helpers/read-only.ts';
import { copyFixture, makeTemp, REPO, removeTemp, runCli } from '../../helpers/site.ts';

describe('folders that cannot be written', () => {
  let tmp: string;
  let readOnly: string[];
  const lock = async (dir: string) => {
    makeReadOnly(dir);
    readOnly.push(dir);
  };
  beforeEach(async () => {
    tmp = await realpath(await makeTemp());
    readOnly = [];
    await copyFixture('pagination', tmp);
  });
  afterEach(async () => {
    for (const dir of readOnly) makeWritable(dir);
    await removeTemp(tmp);
  });

  it('build says the folder out goes in cannot be written, and exits 2', async () => {
    await mkdir(path.join(tmp, 'locked'));
    await lock(path.join(tmp, 'locked'));
    const run = await runCli(['build', 'site', '--out-dir', 'locked/out'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `cannot write locked/out: ${tmp}/locked is not writable (${READ_ONLY_REASON})\n` });
  });

  it('build says a file stands where the folder of out should be', async () => {
    await writeFile(path.join(tmp, 'notes.txt'), 'mine\n');
    const run = await runCli(['build', 'site', '--out-dir', 'notes.txt/out'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `cannot write notes.txt/out: ${tmp}/notes.txt cannot be made: a file is in the way (EEXIST: file already exists)\n` });
  });

  it('build says its builds folder cannot be written', async () => {
    expect((await runCli(['build', 'site', '--out-dir', 'out'], tmp)).code).toBe(0);
    await lock(path.join(tmp, '.docs-cli', 'builds', 'out'));
    await writeFile(path.join(tmp, 'site', 'docs', 'one.md'), '# One, edited\n');
    const run = await runCli(['build', 'site', '--out-dir', 'out'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `cannot write out: ${tmp}/.docs-cli/builds/out is not writable (${READ_ONLY_REASON})\n` });
  });

  it('build says the cache directory cannot be written', async () => {
    await mkdir(path.join(tmp, 'cache'));
    await lock(path.join(tmp, 'cache'));
    const run = await runCli(['build', 'site', '--out-dir', 'out', '--cache-dir', 'cache'], tmp);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `cannot write the cache: cache is not writable (${READ_ONLY_REASON}) (choose another --cache-dir)\n` });
  });

  it('build goes on when an old build it would tidy away cannot be removed (a read-only out directory)', async () => {
    expect((await runCli(['build', 'site', '--out-dir', 'out'], tmp)).code).toBe(0);
    const first = path.resolve(tmp, await readlink(path.join(tmp, 'out')));
    await lock(first);
    for (const edit of ['# One, edited\n', '# One, edited again\n']) {
      await writeFile(path.join(tmp, 'site', 'docs', 'one.md'), edit);
      const run = await runCli(['build', 'site', '--out-dir', 'out'], tmp);
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/^wrote \d+ artifacts \(\d+ unchanged\) to out · \d+ parsed, \d+ from cache · \d+ ms\n$/);
    }
    // The first build is two builds old: it would have gone, and stays until it can be removed.
    expect((await readdir(path.dirname(first))).length).toBe(3);
  });

  it('check runs without a cache when its cache directory cannot be written, and says so once', async () => {
    await mkdir(path.join(tmp, 'cache'));
    await lock(path.join(tmp, 'cache'));
    const run = await runCli(['check', 'site', '--cache-dir', 'cache', '--format', 'json'], tmp);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`warning: checking without a cache: cache is not writable (${READ_ONLY_REASON})\n`);
    expect(JSON.parse(run.stdout)).toMatchObject({ diagnostics: [], errors: 0, warnings: 0, files: 5 });
    expect(await readdir(path.join(tmp, 'cache'))).toEqual([]);
  });

  it('watch says the folder out goes in cannot be written, and exits 2', async () => {
    await mkdir(path.join(tmp, 'locked'));
    await lock(path.join(tmp, 'locked'));
    expect(await watchUntilExit(['site', '--out-dir', 'locked/out'], tmp)).toEqual({
      code: 2,
      stdout: '',
      stderr: `cannot write locked/out: ${tmp}/locked is not writable (${READ_ONLY_REASON})\n`,
    });
  });

  it('watch says the build out links to cannot be written (a read-only out directory), and exits 2', async () => {
    expect((await runCli(['build', 'site', '--out-dir', 'out'], tmp)).code).toBe(0);
    const current = path.resolve(tmp, await readlink(path.join(tmp, 'out')));
    await lock(current);
    await writeFile(path.join(tmp, 'site', 'docs', 'one.md'), '# One, edited\n');
    const run = await watchUntilExit(['site', '--out-dir', 'out'], tmp);
    expect([run.code, run.stdout]).toEqual([2, '']);
    // The file it was writing has a random temporary name.
    expect(run.stderr).toMatch(new RegExp(`^cannot write out: ${READ_ONLY_REASON}, open '${current}/[^'/]+\\.tmp'\n$`));
  });
});

/** `docs-cli watch` until it exits (it does when it cannot start), or 30 s pass. */
async function watchUntilExit(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(REPO, 'cli', 'bin.js'), 'watch', ...args], { cwd });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}
