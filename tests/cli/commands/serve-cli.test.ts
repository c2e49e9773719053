/** `docs-cli serve` run as a command: it prints the URL it listens on, serves the site there and stops on SIGTERM. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTemp, REPO, removeTemp } from '../../helpers/site.ts';

const BIN = path.join(REPO, 'cli', 'bin.js');
let tmp: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  tmp = await makeTemp();
  // serve needs only the files: an index page, a 404 page, and (for a base URL) the config artifact.
  for (const [dir, baseUrl] of [
    ['root', undefined],
    ['based', '/docs/'],
  ] as const) {
    await mkdir(path.join(tmp, dir, '__docs', 'data'), { recursive: true });
    await writeFile(path.join(tmp, dir, 'index.html'), `<!doctype html><title>Home of ${dir}</title><p>served by the CLI</p>`);
    await writeFile(path.join(tmp, dir, '404.html'), '<!doctype html><title>Not found</title>');
    if (baseUrl) await writeFile(path.join(tmp, dir, '__docs', 'data', 'config.json'), JSON.stringify({ config: { baseUrl } }));
  }
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

afterAll(async () => {
  await removeTemp(tmp);
});

interface Run {
  child: ChildProcess;
  /** Resolves with the first line the command prints on stdout. */
  firstLine: Promise<string>;
  exit: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function serve(...args: string[]): Run {
  const child = spawn(process.execPath, [BIN, 'serve', ...args], { cwd: tmp, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
    });
    child.once('exit', () => reject(new Error(`serve exited before printing a line; stderr: ${stderr}`)));
  });
  firstLine.catch(() => {});
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, firstLine, exit };
}

describe('docs-cli serve', () => {
  it('prints the URL of an ephemeral loopback port, serves / there with 200, and exits 0 on SIGTERM', async () => {
    const dir = path.join(tmp, 'root');
    const run = serve('--dir', dir, '--port', '0');
    const line = await run.firstLine;
    const match = /^Serving (.+) at (http:\/\/127\.0\.0\.1:(\d+))\/$/.exec(line);
    expect(match?.[1]).toBe(dir);
    const port = Number(match?.[3]);
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(3000);

    const home = await fetch(`${match?.[2]}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toBe('<!doctype html><title>Home of root</title><p>served by the CLI</p>');
    const missing = await fetch(`${match?.[2]}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<!doctype html><title>Not found</title>');

    run.child.kill('SIGTERM');
    expect(await run.exit).toEqual({ code: 0, stdout: `${line}\n`, stderr: '' });
  });

  it('prints the URL with the base URL of the built site, and serves the site under it', async () => {
    const dir = path.join(tmp, 'based');
    const run = serve('--dir', dir, '--port', '0', '--host', '127.0.0.1');
    const line = await run.firstLine;
    const match = /^Serving .+ at (http:\/\/127\.0\.0\.1:\d+\/docs\/)$/.exec(line);
    expect(match).not.toBeNull();
    const home = await fetch(match![1]);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<!doctype html><title>Home of based</title><p>served by the CLI</p>');
    expect((await fetch(new URL('/elsewhere', match![1]))).status).toBe(404);
    run.child.kill('SIGTERM');
    expect((await run.exit).code).toBe(0);
  });

  it("takes the base URL from the build's config artifact beside the site when the site carries none (a site its own Docusaurus built)", async () => {
    const build = path.join(tmp, 'docusaurus-build');
    await mkdir(path.join(build, 'site'), { recursive: true });
    await writeFile(path.join(build, 'config.json'), JSON.stringify({ config: { baseUrl: '/guide/' } }));
    await writeFile(path.join(build, 'site', 'index.html'), '<!doctype html><title>Guide</title>');
    const run = serve('--dir', path.join(build, 'site'), '--port', '0', '--host', '127.0.0.1');
    const url = /^Serving .+ at (http:\/\/127\.0\.0\.1:\d+\/guide\/)$/.exec(await run.firstLine)?.[1];
    const home = await fetch(url!);
    expect([home.status, await home.text()]).toEqual([200, '<!doctype html><title>Guide</title>']);
    run.child.kill('SIGTERM');
    expect((await run.exit).code).toBe(0);
  });

  it('starts on a site holding a link to a looping, broken tree outside it, and serves the site', async () => {
    const dir = path.join(tmp, 'linked');
    const outside = path.join(tmp, 'outside');
    await mkdir(path.join(outside, 'deep'), { recursive: true });
    await symlink('..', path.join(outside, 'deep', 'loop'));
    await symlink('../nowhere', path.join(outside, 'broken'));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<p>linked</p>');
    await symlink('../outside', path.join(dir, 'elsewhere'));
    const run = serve('--dir', dir, '--port', '0');
    const line = await run.firstLine;
    const url = /^Serving .+ at (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line)?.[1];
    expect(await (await fetch(url!)).text()).toBe('<p>linked</p>');
    expect((await fetch(`${url}elsewhere/broken`)).status).toBe(404);
    run.child.kill('SIGTERM');
    expect(await run.exit).toEqual({ code: 0, stdout: `${line}\n`, stderr: '' });
  });

  it('serves a built site without a home page from its 404 page (a Docusaurus site may have none)', async () => {
    const dir = path.join(tmp, 'no-home');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, '404.html'), '<p>not here</p>');
    const run = serve('--dir', dir, '--port', '0');
    const url = /^Serving .+ at (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(await run.firstLine)?.[1];
    const home = await fetch(url!);
    expect([home.status, await home.text()]).toEqual([404, '<p>not here</p>']);
    run.child.kill('SIGTERM');
    expect((await run.exit).code).toBe(0);
  });

  it('refuses a directory with neither index.html nor 404.html with exit code 2 and says what to run', async () => {
    const dir = path.join(tmp, 'empty');
    await mkdir(dir, { recursive: true });
    const result = await serve('--dir', dir, '--port', '0').exit;
    expect(result).toEqual({ code: 2, stdout: '', stderr: `nothing to serve: ${dir} holds neither index.html nor 404.html (run npm run build first)\n` });
  });

  it('says in one line that a port is in use, with the hint of --port 0, and exits 2', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      const result = await serve('--dir', path.join(tmp, 'root'), '--port', String(port)).exit;
      expect(result).toEqual({ code: 2, stdout: '', stderr: `cannot serve on 127.0.0.1:${port}: port ${port} is in use (choose another with --port, or --port 0 for a free one)\n` });
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });
});
