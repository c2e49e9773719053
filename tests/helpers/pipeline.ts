/** Helpers for tests that compare a patched pipeline run with a full one. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type PipelineResult, type RunState, runPipeline } from '../../cli/commands/pipeline.ts';
import { keepForNextBuild } from '../../cli/emit/incremental.ts';
import { ParseCache } from '../../cli/io/parse-cache.ts';
import { tempCopy } from './watch.ts';

/** A patched run's results are exactly the full run's: the model, the diagnostics and every artifact. */
export function expectSameResults(patched: PipelineResult, full: PipelineResult): void {
  expect(patched.model).toEqual(full.model);
  expect(patched.diagnostics).toEqual(full.diagnostics);
  expect(Object.fromEntries(patched.artifacts!)).toEqual(Object.fromEntries(full.artifacts!));
}

/**
 * A temporary copy of a fixture site, run in full before each test, and runs that patch from the
 * last run's state when given the files changed since (as `watch` does).
 */
export function patchingRuns(fixture: string) {
  let root = '';
  let site = '';
  let cache: ParseCache;
  let state: RunState;
  const runs = {
    get root() {
      return root;
    },
    get site() {
      return site;
    },
    async run(changed?: string[]): Promise<PipelineResult> {
      const result = await runPipeline(site, { artifacts: true, cache, keepState: true, previous: changed ? { state, changed } : undefined });
      if (result.state) state = result.state;
      return result;
    },
    /** The state the next run patches from. */
    get state() {
      return state;
    },
  };
  beforeAll(() => keepForNextBuild(true));
  afterAll(() => keepForNextBuild(false));
  beforeEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = await tempCopy(fixture);
    site = path.join(root, 'site');
    cache = new ParseCache(path.join(root, 'cache'));
    await runs.run();
  });
  return runs;
}
