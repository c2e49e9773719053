/** Helpers for tests that compare a patched pipeline run with a full one. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, expect } from 'vitest';
import type { Built } from '../../cli/pipeline/result.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { type BuildSession, createSession, type RunState } from '../../cli/pipeline/session.ts';
import { built } from './site.ts';
import { tempCopy } from './watch.ts';

/** A patched run's results are exactly the full run's: the model, the diagnostics and every artifact. */
export function expectSameResults(patched: Built, full: Built): void {
  expect(patched.model).toEqual(full.model);
  expect(patched.diagnostics).toEqual(full.diagnostics);
  expect(Object.fromEntries(patched.artifacts!)).toEqual(Object.fromEntries(full.artifacts!));
}

/**
 * A temporary copy of a fixture site, run in full before each test in a session that keeps what
 * it built, and runs that patch from the last run's state when given the files changed since (as
 * `watch` does).
 */
export function patchingRuns(fixture: string) {
  let root = '';
  let site = '';
  let session: BuildSession;
  const runs = {
    get root() {
      return root;
    },
    get site() {
      return site;
    },
    get session() {
      return session;
    },
    async run(changed?: string[]): Promise<Built> {
      return built(await runPipeline(session, site, { artifacts: true, changed }));
    },
    /** The state the next run patches from. */
    get state(): RunState {
      return session.last.state!;
    },
  };
  beforeEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = await tempCopy(fixture);
    site = path.join(root, 'site');
    session = createSession({ keep: true, cacheDir: path.join(root, 'cache') });
    await runs.run();
  });
  return runs;
}
