/**
 * The quick way (a run record whose fingerprint still holds) and the run after it misses: that run
 * takes the content the quick way read rather than reading every file again, and builds what a
 * cold run builds, also when the record holds a config other than the one the site has now.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunRecord, readRunRecord, runRecordFile, writeRunRecord } from '../../../cli/io/run-record.ts';
import { recordedInputs, recordedRun } from '../../../cli/pipeline/recorded-run.ts';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { expectSameResults } from '../../helpers/pipeline.ts';
import { built, copyFixture, makeTemp, removeTemp } from '../../helpers/site.ts';

describe('the run after the quick way missed', () => {
  let tmp: string;
  let site: string;
  let cacheDir: string;
  let recordFile: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    site = await copyFixture('pagination', tmp);
    cacheDir = path.join(tmp, 'cache');
    recordFile = runRecordFile(cacheDir, 'build', site, path.join(tmp, 'out'));
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  /** A build whose record the next run finds, as `docs-cli build` writes it. */
  async function recordedBuild(): Promise<void> {
    const result = built(await runPipeline(createSession({ cacheDir }), site, { artifacts: true }));
    await writeRunRecord(recordFile, { fingerprint: result.fingerprint ?? 'none', exitCode: result.exitCode, diagnostics: result.diagnostics, stats: result.stats, ...recordedInputs(result) });
  }

  /**
   * The quick way, then (when it misses) the pipeline in the same session, as `docs-cli build` runs
   * them; whether the run took the content the quick way read (the very object) rather than reading it again.
   */
  async function quickWayThenRun() {
    const session = createSession({ cacheDir });
    expect(await recordedRun(session, site, recordFile)).toBeUndefined();
    const readByQuickWay = session.prefetched?.raw;
    const result = built(await runPipeline(session, site, { artifacts: true }));
    return { result, tookQuickWaysRead: readByQuickWay !== undefined && session.last.read?.raw === readByQuickWay };
  }

  const cold = async () => built(await runPipeline(createSession({ cacheDir: path.join(tmp, `cold-${Date.now()}`) }), site, { artifacts: true }));

  it('builds what a cold build builds after one doc body was edited', async () => {
    await recordedBuild();
    await writeFile(path.join(site, 'docs', 'two.md'), '# Two\n\nA body edited since the record.\n');
    const { result: after, tookQuickWaysRead } = await quickWayThenRun();
    expect(tookQuickWaysRead).toBe(true);
    expect([after.stats.parsed, after.stats.cached]).toEqual([1, 4]);
    expectSameResults(after, await cold());
  });

  it('reads the content again when the record holds another config than the site has now', async () => {
    await recordedBuild();
    // A record from another build of the tool, whose config named another docs folder: what the
    // quick way read with it is not the site's content under the config validated now.
    await mkdir(path.join(site, 'elsewhere'));
    await writeFile(path.join(site, 'elsewhere', 'only.md'), '# Only here\n');
    const record = (await readRunRecord(recordFile)) as RunRecord;
    const { config } = record;
    if (!config || config.docs === false) throw new Error('the record holds no docs config');
    await writeRunRecord(recordFile, { ...record, fingerprint: 'another', config: { ...config, docs: { ...config.docs, path: 'elsewhere' } } });
    const { result: after, tookQuickWaysRead } = await quickWayThenRun();
    expect(tookQuickWaysRead).toBe(false);
    expect(after.stats.files).toBe(5);
    expectSameResults(after, await cold());
  });
});
