import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../cli/report/json.ts';
import { diagnostic } from '../../../cli/diagnostics/create.ts';
import { expectedFor, runCli, trim } from '../../helpers/check-fixture.ts';

describe.concurrent('formatJson', () => {
  it('prints one object with counts and a rounded duration', () => {
    const diagnostics = [diagnostic({ code: 'broken-link', message: 'm', file: 'a.md' }), diagnostic({ code: 'broken-anchor', message: 'm', file: 'a.md' })];
    const text = formatJson({ diagnostics, texts: new Map(), files: 2, routes: 5, durationMs: 12.6, color: false });
    expect(text.endsWith('\n')).toBe(true);
    expect(JSON.parse(text)).toEqual({ diagnostics, errors: 1, warnings: 1, files: 2, routes: 5, durationMs: 13 });
  });

  it('lists info notes with the findings and counts them neither as errors nor as warnings', () => {
    const diagnostics = [
      diagnostic({ code: 'unknown-plugin', message: 'plugin "x" is not run', file: 'docusaurus.config.js' }),
      diagnostic({ code: 'broken-anchor', message: 'm', file: 'a.md' }),
      diagnostic({ code: 'broken-link', message: 'm', file: 'a.md', level: 'info' }),
    ];
    const text = formatJson({ diagnostics, texts: new Map(), files: 1, routes: 1, durationMs: 0, color: false });
    expect(JSON.parse(text)).toEqual({ diagnostics, errors: 0, warnings: 1, files: 1, routes: 1, durationMs: 0 });
  });

  it('is exactly one JSON object on stdout from the real CLI, nothing else', async () => {
    const run = await runCli(['check', 'tests/fixtures/check/levels-throw', '--format', 'json', '--no-cache']);
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report)).toEqual(['diagnostics', 'errors', 'warnings', 'files', 'routes', 'durationMs']);
    expect(report.diagnostics.map(trim)).toEqual(expectedFor('levels-throw').diagnostics);
    expect(report).toMatchObject({ errors: 4, warnings: 0, files: 3 });
    expect(typeof report.durationMs).toBe('number');
  });

  it('stays one JSON object when the config is unusable (exit 2)', async () => {
    const run = await runCli(['check', 'tests/fixtures/check/invalid-config', '--format', 'json', '--no-cache']);
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout);
    expect(report.diagnostics.map(trim)).toEqual(expectedFor('invalid-config').diagnostics);
    expect(report.errors).toBe(2);
  });

  it('prints warnings too, and drops them with --quiet', async () => {
    const all = JSON.parse((await runCli(['check', 'tests/fixtures/check/levels-warn', '--format', 'json', '--no-cache'])).stdout);
    expect(all).toMatchObject({ errors: 0, warnings: 4 });
    const quiet = JSON.parse((await runCli(['check', 'tests/fixtures/check/levels-warn', '--format', 'json', '--no-cache', '--quiet'])).stdout);
    expect(quiet).toMatchObject({ diagnostics: [], errors: 0, warnings: 0 });
  });
});
