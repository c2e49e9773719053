/** A run judged by the site's own Docusaurus: its errors said as warnings, everything else as it was. */
import { describe, expect, it } from 'vitest';
import { errorsAsWarnings } from '../../../cli/commands/errors-as-warnings.ts';
import type { RunResult } from '../../../cli/pipeline/result.ts';

const finding = (level: 'error' | 'warn' | 'info', hint?: string) => ({ level, code: 'broken-link' as const, message: 'm', file: 'a.md', line: 1, column: 1, ...(hint ? { hint } : {}) });
const run = (exitCode: number, diagnostics: ReturnType<typeof finding>[], kind = 'reused') => ({ kind, diagnostics, exitCode }) as unknown as RunResult;
const NOTE = "an error for docs-cli's check; here the site's own Docusaurus decides";

describe('errorsAsWarnings', () => {
  it('says each error as a warning with the note, after a hint it had, and the run passes', () => {
    expect(errorsAsWarnings(run(1, [finding('error'), finding('error', 'did you mean /b?'), finding('warn'), finding('info')]))).toEqual(
      run(0, [finding('warn', NOTE), finding('warn', `did you mean /b? (${NOTE})`), finding('warn'), finding('info')]),
    );
  });

  it('leaves a config that could not be read, and a run without errors, as they are', () => {
    const invalid = run(2, [finding('error')], 'invalid-config');
    expect(errorsAsWarnings(invalid)).toBe(invalid);
    const clean = run(0, [finding('warn')]);
    expect(errorsAsWarnings(clean)).toBe(clean);
  });
});
