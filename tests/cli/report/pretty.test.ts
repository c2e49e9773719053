import { describe, expect, it } from 'vitest';
import { diagnostic } from '../../../cli/diagnostics/create.ts';
import { formatPretty } from '../../../cli/report/pretty.ts';
import { checkFixture, runCli } from '../../helpers/check-fixture.ts';

const normalise = (text: string) => text.replace(/· \d+\.\d+ s$/m, '· <duration> s');

describe('formatPretty', () => {
  it('groups findings by file with position, code frame, hint and a summary', async () => {
    const { result } = await checkFixture('levels-throw');
    const text = formatPretty({ diagnostics: result.diagnostics, texts: result.texts, files: result.stats.files, routes: result.stats.routes, durationMs: 0, color: false });
    expect(text).toMatchSnapshot();
  });

  it('summarises warnings and a clean run', async () => {
    const { result } = await checkFixture('levels-warn');
    const base = { texts: result.texts, files: 3, routes: 11, durationMs: 1234, color: false };
    expect(formatPretty({ ...base, diagnostics: result.diagnostics }).trimEnd().split('\n').at(-1)).toBe('⚠ 0 errors, 4 warnings · 3 files, 11 routes · 1.23 s');
    expect(formatPretty({ ...base, diagnostics: [] })).toBe('✔ 0 errors, 0 warnings · 3 files, 11 routes · 1.23 s\n');
  });

  it('prints a finding of no one file under the site, with no place to point at', () => {
    const diagnostics = [diagnostic({ code: 'route-disagreement', level: 'info', message: 'Docusaurus builds /hello (made by a plugin)', file: '', route: '/hello' })];
    const text = formatPretty({ diagnostics, texts: new Map(), files: 1, routes: 1, durationMs: 0, color: false, summary: false });
    expect(text.split('\n')).toEqual(['(the site)', '  info   Docusaurus builds /hello (made by a plugin)  route-disagreement', '', '']);
  });

  it('prints an info note under its file and leaves it out of the counts', () => {
    const diagnostics = [
      diagnostic({ code: 'unknown-plugin', message: 'plugin "x" is not run', file: 'docusaurus.config.js', place: { line: 2, column: 3 } }),
      diagnostic({ code: 'broken-anchor', message: 'broken anchor #y', file: 'docusaurus.config.js', place: { line: 1, column: 1 } }),
    ];
    const texts = new Map([['docusaurus.config.js', "module.exports = {\n  plugins: ['x'],\n};\n"]]);
    const text = formatPretty({ diagnostics, texts, files: 1, routes: 1, durationMs: 0, color: false });
    expect(text.split('\n')).toEqual([
      'docusaurus.config.js',
      '  docusaurus.config.js:2:3  info   plugin "x" is not run  unknown-plugin',
      "    > 2 |   plugins: ['x'],",
      '        |   ^',
      '  docusaurus.config.js:1:1  warn   broken anchor #y  broken-anchor',
      '    > 1 | module.exports = {',
      '        | ^',
      '',
      '⚠ 0 errors, 1 warning · 1 files, 1 routes · 0.00 s',
      '',
    ]);
  });

  it("leaves the summary line out when asked, as watch prints a cycle's findings under its own line", async () => {
    const { result } = await checkFixture('levels-warn');
    const base = { diagnostics: result.diagnostics, texts: result.texts, files: 3, routes: 11, durationMs: 1234, color: false };
    const full = formatPretty(base);
    expect(full.endsWith('⚠ 0 errors, 4 warnings · 3 files, 11 routes · 1.23 s\n')).toBe(true);
    expect(formatPretty({ ...base, summary: false })).toBe(full.slice(0, -'⚠ 0 errors, 4 warnings · 3 files, 11 routes · 1.23 s\n'.length));
  });

  it('prints the same report from the real CLI (durations normalised)', async () => {
    const run = await runCli(['check', 'tests/fixtures/check/config-links', '--no-cache']);
    expect(run.code).toBe(1);
    expect(normalise(run.stdout)).toMatchSnapshot();
  });
});
