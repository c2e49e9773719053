/**
 * A config that never finishes or allocates without end is stopped by the limits of its
 * evaluation (a worker thread with a deadline and a memory limit) and reported as one config
 * error at its file, in every format, by check, build and watch; the process itself neither
 * hangs nor aborts. The limits are small here (set as a user would, in the environment).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTemp, REPO, removeTemp } from '../../helpers/site.ts';

const BIN = path.join(REPO, 'cli', 'bin.js');
const LIMITS = { DOCS_CLI_CONFIG_TIME_LIMIT_MS: '1500', DOCS_CLI_CONFIG_MEMORY_LIMIT_MB: '48' };
const ENDLESS = 'while (true) {}\nmodule.exports = { title: "T", url: "https://example.com" };\n';
const GREEDY = 'const hoard = [];\nwhile (true) hoard.push(new Array(100000).fill(hoard.length));\nmodule.exports = { title: "T", url: "https://example.com" };\n';
const TIME_MESSAGE = 'the config could not be loaded: it never finished loading (still running after 1.5 s, the limit for evaluating it)';
const MEMORY_MESSAGE = 'the config could not be loaded: it ran out of memory while loading (more than 48 MB, the limit for evaluating it)';

let site: string;
beforeEach(async () => {
  site = await makeTemp();
  await mkdir(path.join(site, 'docs'));
  await writeFile(path.join(site, 'docs', 'intro.md'), '# Intro\n');
});
afterEach(async () => {
  await removeTemp(site);
});

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: site, env: { ...process.env, ...LIMITS, NO_COLOR: '1', GITHUB_ACTIONS: '' }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

describe('a docusaurus.config.js that never finishes', () => {
  beforeEach(async () => {
    await writeFile(path.join(site, 'docusaurus.config.js'), ENDLESS);
  });

  it.each(['check', 'build'])('is one positioned config error naming the limit in `%s --format json`, exit 2', async (command) => {
    const result = await run([command, '.', '--no-cache', '--format', 'json']);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout).diagnostics).toEqual([{ level: 'error', code: 'invalid-config', message: TIME_MESSAGE, file: 'docusaurus.config.js', line: 1, column: 1 }]);
  });

  it('is the first cycle\'s error in `watch`, which goes on running', async () => {
    const child = spawn(process.execPath, [BIN, 'watch', '.'], { cwd: site, env: { ...process.env, ...LIMITS, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const seen = await new Promise<string>((resolve) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('the limit for evaluating it')) resolve(output);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      setTimeout(() => resolve(output), 30_000).unref();
    });
    const stillRunning = child.exitCode === null;
    child.kill('SIGKILL');
    expect(seen).toContain('docusaurus.config.js:1:1');
    expect(seen).toContain('still running after 1.5 s, the limit for evaluating it');
    expect(stillRunning).toBe(true);
  });
});

describe('a docusaurus.config.js that allocates without end', () => {
  beforeEach(async () => {
    await writeFile(path.join(site, 'docusaurus.config.js'), GREEDY);
  });

  it('is one positioned config error naming the limit with --format json, exit 2 (not an abort with nothing printed)', async () => {
    const result = await run(['check', '.', '--no-cache', '--format', 'json']);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout).diagnostics).toEqual([{ level: 'error', code: 'invalid-config', message: MEMORY_MESSAGE, file: 'docusaurus.config.js', line: 1, column: 1 }]);
  });

  it('is the same error as a workflow annotation with --format github', async () => {
    const result = await run(['check', '.', '--no-cache', '--format', 'github']);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain(`::error file=docusaurus.config.js,line=1,col=1,title=invalid-config::${MEMORY_MESSAGE}`);
  });

  it('is the same error, at its file and line, with --format pretty', async () => {
    const result = await run(['check', '.', '--no-cache']);
    expect(result.code).toBe(2);
    expect(`${result.stdout}${result.stderr}`).toContain('docusaurus.config.js:1:1');
    expect(`${result.stdout}${result.stderr}`).toContain('it ran out of memory while loading (more than 48 MB, the limit for evaluating it)');
  });
});
