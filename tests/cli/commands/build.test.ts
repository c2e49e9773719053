/**
 * `docs-cli build` with the parse cache (an unchanged file is not parsed again) and the run
 * record (an unchanged site with out/ still its last output is not built again).
 */
import { cp, readlink, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { built, copyFixture, makeTemp, removeTemp, runCli, runSite } from '../../helpers/site.ts';

describe('docs-cli build', () => {
  let tmp: string;
  let site: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    site = await copyFixture('pagination', tmp);
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('parses nothing on a second build when nothing changed', async () => {
    const cacheDir = path.join(tmp, 'cache');
    const first = built(await runSite(site, cacheDir));
    expect(first.stats).toEqual({ files: 5, parsed: 5, cached: 0, routes: first.stats.routes });
    const second = built(await runSite(site, cacheDir));
    expect(second.stats).toEqual({ files: 5, parsed: 0, cached: 5, routes: first.stats.routes });
    expect(second.artifacts).toEqual(first.artifacts);
  });

  it('parses only the changed file again', async () => {
    const cacheDir = path.join(tmp, 'cache');
    await runSite(site, cacheDir);
    await writeFile(path.join(site, 'docs', 'orphan.md'), '# Orphan, edited\n');
    const again = built(await runSite(site, cacheDir));
    expect([again.stats.parsed, again.stats.cached]).toEqual([1, 4]);
  });

  it('says "up to date" and writes nothing when the CLI builds an unchanged site again', async () => {
    const out = path.join(tmp, 'out');
    const first = await runCli(['build', site, '--out-dir', out]);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/· 5 parsed, 0 from cache ·/);
    const target = await readlink(out);
    const second = await runCli(['build', site, '--out-dir', out]);
    expect(second.code).toBe(0);
    expect(second.stderr).toMatch(/is up to date: nothing changed since the last build/);
    expect(await readlink(out)).toBe(target);
  });

  it('builds again, parsing only what changed, after an edit', async () => {
    const out = path.join(tmp, 'out');
    await runCli(['build', site, '--out-dir', out]);
    await writeFile(path.join(site, 'docs', 'orphan.md'), '# Orphan, edited\n');
    const again = await runCli(['build', site, '--out-dir', out]);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/· 1 parsed, 4 from cache ·/);
  });

  it('builds again when out/ no longer holds the last build', async () => {
    const out = path.join(tmp, 'out');
    await runCli(['build', site, '--out-dir', out]);
    await rm(out);
    const again = await runCli(['build', site, '--out-dir', out]);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/^wrote \d+ artifacts .* · 0 parsed, 5 from cache ·/m);
  });

  it('reports the same findings, and fails again, when a site with errors is built again unchanged', async () => {
    const broken = path.join(tmp, 'broken');
    await cp(path.join(import.meta.dirname, '../../fixtures/check/levels-throw'), broken, { recursive: true });
    const out = path.join(tmp, 'broken-out');
    const first = await runCli(['build', broken, '--out-dir', out, '--format', 'json']);
    const second = await runCli(['build', broken, '--out-dir', out, '--format', 'json']);
    expect([first.code, second.code]).toEqual([1, 1]);
    const findings = (run: { stdout: string }) => (JSON.parse(run.stdout) as { diagnostics: unknown[] }).diagnostics;
    expect(findings(second)).toEqual(findings(first));
    expect(findings(first).length).toBe(4);
  });

  it('exits with 2 and writes nothing when the config is invalid', async () => {
    const bad = await copyFixture('invalid-config', path.join(tmp, 'bad'));
    const out = path.join(tmp, 'bad-out');
    const result = await runCli(['build', bad, '--out-dir', out, '--format', 'json']);
    expect(result.code).toBe(2);
    const report = JSON.parse(result.stdout) as { diagnostics: { code: string; file: string; line: number; column: number }[] };
    expect(report.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([['invalid-config', 'docs.config.ts', 4, 3]]);
    const { existsSync } = await import('node:fs');
    expect(existsSync(out)).toBe(false);
  });
});
