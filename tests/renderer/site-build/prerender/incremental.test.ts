/**
 * A warm site build (the same out directory, one doc body edited) reuses the bundles and the
 * pages whose inputs did not change, renders the rest, and writes the same site as a cold build
 * of the edited site: every page file byte for byte.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../renderer/site-build/build.ts';
import { builtFiles, fixtureSite, writeSite } from '../../../helpers/generated-site.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';

describe('a warm site build', () => {
  let tmp: string;
  const warmLog: string[] = [];
  let warm: Map<string, Buffer>;
  let cold: Map<string, Buffer>;
  beforeAll(async () => {
    tmp = await makeTemp();
    const site = path.join(tmp, 'site');
    await writeSite(site, fixtureSite(40));
    const quiet = { log: () => {}, build: { quiet: true } };
    expect(await buildSite(site, path.join(tmp, 'out'), quiet)).toBe(0);
    const edited = path.join(site, 'docs', 'topic-1', 'page-5.md');
    await writeFile(edited, (await readFile(edited, 'utf8')).replace('Text of page 5', 'Text of page five, edited'));
    expect(await buildSite(site, path.join(tmp, 'out'), { ...quiet, log: (line) => warmLog.push(line) })).toBe(0);
    expect(await buildSite(site, path.join(tmp, 'cold'), quiet)).toBe(0);
    warm = await builtFiles(path.join(tmp, 'out', 'site'));
    cold = await builtFiles(path.join(tmp, 'cold', 'site'));
  }, 600_000);
  afterAll(async () => {
    await removeTemp(tmp);
  });

  it('reuses the bundles and renders only the edited page, the 404 page and the seven debug pages', () => {
    expect(warmLog.filter((line) => /^(reused the bundles|bundled|prerendered)/.test(line))).toEqual([
      'reused the bundles (unchanged)',
      'prerendered 9 pages on 1 thread, 41 unchanged',
    ]);
  });

  it('writes the same files with the same bytes as a cold build of the edited site', () => {
    expect([...warm.keys()]).toEqual([...cold.keys()]);
    expect([...warm].filter(([file, bytes]) => !bytes.equals(cold.get(file)!)).map(([file]) => file)).toEqual([]);
    expect(warm.get('topic-1/page-5/index.html')!.toString()).toContain('Text of page five, edited');
  });
});
