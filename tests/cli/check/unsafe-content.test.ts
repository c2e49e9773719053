/**
 * The hostile fixture (tests/fixtures/renderer/hostile, also built and attacked in Chromium by
 * tests/e2e/hostile.test.ts): every attempt to smuggle script in is reported at its source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { type Expected, REPO_ROOT, trim } from '../../helpers/check-fixture.ts';

const SITE = path.join(REPO_ROOT, 'tests', 'fixtures', 'renderer', 'hostile');

describe('unsafe content', () => {
  it('reports every script, handler and dangerous URL of the hostile fixture at its line and column', async () => {
    const result = await runPipeline(createSession(), SITE, { artifacts: false });
    const expected = JSON.parse(readFileSync(path.join(SITE, 'expected.json'), 'utf8')) as Expected;
    expect({ exitCode: result.exitCode, diagnostics: result.diagnostics.map(trim) }).toEqual(expected);
  });
});
