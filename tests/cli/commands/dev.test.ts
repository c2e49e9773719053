/**
 * `docs-cli dev` (and `start`) from the command line: the site built and served by the dev
 * server, an edit rebuilt and said in the terminal, a content error said there with its place,
 * and Ctrl-C stopping it with exit 0. (tests/e2e/dev.test.ts: the page updating in a browser.)
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO } from '../../helpers/site.ts';
import { DOCS_CLI, type Running, startCommand, userEnv } from '../../helpers/user-site.ts';
import { tempCopy } from '../../helpers/watch.ts';

const FIXTURE = path.join(REPO, 'tests', 'fixtures', 'watch', 'basic');

const start = (command: string, root: string): Running =>
  startCommand(process.execPath, [DOCS_CLI, command, 'site', '--port', '0', '--out-dir', 'out'], { cwd: root, env: { ...userEnv, NO_COLOR: '1' } });

describe('docs-cli dev', () => {
  let root: string | undefined;
  let running: Running | undefined;
  afterEach(async () => {
    await running?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('serves the site, rebuilds an edited page, says where a content error is, and stops on Ctrl-C with exit 0', async () => {
    root = await tempCopy(FIXTURE);
    running = start('dev', root);
    const [, url] = await running.until(/Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/);
    const home = await fetch(url);
    expect(home.status).toBe(200);
    await running.until(/ built · \d+ ms · 0 errors\n/);
    const intro = path.join(root, 'site', 'docs', 'intro.md');
    await writeFile(intro, `${await readFile(intro, 'utf8')}\nEdited, with [a broken link](/nowhere).\n`);
    await running.until(/intro\.md · \d+ ms · 1 errors\n/);
    await running.until(/\n {2}docs\/intro\.md:9:\d+ {2}broken link to \/nowhere {2}broken-link\n/);
    await running.stop();
    expect(running.child.exitCode).toBe(0);
  }, 120_000);

  it('waits for a site whose first build has errors, and serves it once they are fixed', async () => {
    root = await tempCopy(FIXTURE);
    const intro = path.join(root, 'site', 'docs', 'intro.md');
    const text = await readFile(intro, 'utf8');
    await writeFile(intro, `${text}\nA [broken link](/nowhere).\n`);
    running = start('dev', root);
    await running.until(/no earlier build to serve: the dev server starts once they are fixed\.\n/);
    expect(running.output()).not.toMatch(/Local:/);
    await writeFile(intro, text);
    const [, url] = await running.until(/Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/);
    expect((await fetch(url)).status).toBe(200);
  }, 120_000);

  it('answers to start, as Docusaurus users type it', async () => {
    root = await tempCopy(FIXTURE);
    running = start('start', root);
    const [, url] = await running.until(/Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/);
    expect((await fetch(url)).status).toBe(200);
  }, 120_000);
});
