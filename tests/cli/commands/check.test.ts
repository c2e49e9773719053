import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/check-fixture.ts';

const site = (name: string) => `tests/fixtures/check/${name}`;

describe.concurrent('docs-cli check (exit codes)', () => {
  it('exits 0 on a clean site', async () => {
    const run = await runCli(['check', site('clean'), '--no-cache']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^✔ 0 errors, 0 warnings · 2 files, \d+ routes · \d+\.\d\d s\n$/);
  });

  it('exits 1 on errors', async () => {
    expect((await runCli(['check', site('levels-throw'), '--no-cache'])).code).toBe(1);
  });

  it('exits 0 with warnings only, 1 when they exceed --max-warnings', async () => {
    expect((await runCli(['check', site('levels-warn'), '--no-cache'])).code).toBe(0);
    expect((await runCli(['check', site('levels-warn'), '--no-cache', '--max-warnings', '4'])).code).toBe(0);
    const over = await runCli(['check', site('levels-warn'), '--no-cache', '--max-warnings', '3']);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('too many warnings: 4 (--max-warnings 3)');
  });

  it('--quiet hides warnings from the output but not from --max-warnings', async () => {
    const quiet = await runCli(['check', site('levels-warn'), '--no-cache', '--quiet']);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).not.toContain('broken-link');
    expect((await runCli(['check', site('levels-warn'), '--no-cache', '--quiet', '--max-warnings', '0'])).code).toBe(1);
  });

  it('exits 2 on an unusable config', async () => {
    const run = await runCli(['check', site('invalid-config'), '--no-cache']);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('invalid-config');
  });

  it('exits 2 on usage errors', async () => {
    expect((await runCli(['check', site('clean'), '--format', 'xml'])).code).toBe(2);
    expect((await runCli(['check', site('clean'), '--max-warnings', '-1'])).code).toBe(2);
    expect((await runCli(['check', site('clean'), '--no-such-option'])).code).toBe(2);
  });
});

describe('docs-cli check (run record)', () => {
  it('reports exactly the same findings when nothing changed, from the record of the last check', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'docs-cli-check-'));
    try {
      const args = ['check', site('levels-throw'), '--format', 'json', '--cache-dir', cacheDir];
      const first = await runCli(args);
      expect(await readdir(path.join(cacheDir, 'runs'))).toHaveLength(1);
      const second = await runCli(args);
      expect([first.code, second.code]).toEqual([1, 1]);
      const findings = (run: { stdout: string }) => JSON.parse(run.stdout).diagnostics;
      expect(findings(second)).toEqual(findings(first));
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('takes the recorded findings only while the config files and the environment variables it read are unchanged', async () => {
    const temp = await mkdtemp(path.join(tmpdir(), 'docs-cli-check-'));
    try {
      const dir = path.join(temp, 'site');
      await cp(site('levels-throw'), dir, { recursive: true });
      await writeFile(path.join(dir, 'levels.ts'), "export const level = 'throw';\n");
      await writeFile(
        path.join(dir, 'docs.config.ts'),
        [
          "import { level as base } from './levels.ts';",
          'const level = process.env.DOCS_TEST_LEVEL ?? base;',
          "export default { title: 'T', url: 'https://example.com', onBrokenLinks: level, onBrokenAnchors: level, onBrokenMarkdownLinks: level, onDuplicateRoutes: level };",
          '',
        ].join('\n'),
      );
      const cacheDir = path.join(temp, 'cache');
      const check = (env: Record<string, string> = {}) => runCli(['check', dir, '--format', 'json', '--cache-dir', cacheDir], env);
      const levels = async (env?: Record<string, string>) => {
        const run = await check(env);
        return [run.code, ...new Set((JSON.parse(run.stdout).diagnostics as { level: string }[]).map((d) => d.level))];
      };
      expect(await levels()).toEqual([1, 'error']);
      const [record] = await readdir(path.join(cacheDir, 'runs'));
      const { modules } = JSON.parse(await readFile(path.join(cacheDir, 'runs', record), 'utf8')) as { modules: { inputs: { files: [string, string][]; env: [string, string | null][] } }[] };
      expect(modules[0].inputs.files.map(([file]) => path.relative(dir, file)).sort()).toEqual(['docs.config.ts', 'levels.ts']);
      expect(modules[0].inputs.env).toContainEqual(['DOCS_TEST_LEVEL', null]);
      expect(await levels()).toEqual([1, 'error']);
      expect(await levels({ DOCS_TEST_LEVEL: 'warn' })).toEqual([0, 'warn']);
      expect(await levels()).toEqual([1, 'error']);
      await writeFile(path.join(dir, 'levels.ts'), "export const level = 'warn';\n");
      expect(await levels()).toEqual([0, 'warn']);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });
});
