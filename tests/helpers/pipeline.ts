/** Helpers for tests that compare a patched pipeline run with a full one. */
import { expect } from 'vitest';
import type { PipelineResult } from '../../cli/commands/pipeline.ts';

/** A patched run's results are exactly the full run's: the model, the diagnostics and every artifact. */
export function expectSameResults(patched: PipelineResult, full: PipelineResult): void {
  expect(patched.model).toEqual(full.model);
  expect(patched.diagnostics).toEqual(full.diagnostics);
  expect(Object.fromEntries(patched.artifacts!)).toEqual(Object.fromEntries(full.artifacts!));
}
