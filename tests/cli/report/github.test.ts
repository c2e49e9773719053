import { describe, expect, it } from 'vitest';
import { diagnostic } from '../../../cli/diagnostics/create.ts';
import { formatGithub } from '../../../cli/report/github.ts';
import { runCli } from '../../helpers/check-fixture.ts';

const report = (diagnostics: ReturnType<typeof diagnostic>[]) => formatGithub({ diagnostics, texts: new Map(), files: 1, routes: 1, durationMs: 0, color: false });

describe('formatGithub', () => {
  it('prints one workflow command per finding, errors and warnings', () => {
    const text = report([
      diagnostic({ code: 'broken-link', message: 'broken link to /x', file: 'docs/a.md', place: { start: { line: 3, column: 5 }, end: { line: 3, column: 9 } }, note: 'did you mean /y?' }),
      diagnostic({ code: 'duplicate-route', message: 'dup', file: 'docs/b.md', place: { line: 1, column: 1 } }),
    ]);
    expect(text).toBe(
      '::error file=docs/a.md,line=3,col=5,endLine=3,endColumn=9,title=broken-link::broken link to /x (did you mean /y?)\n' +
        '::warning file=docs/b.md,line=1,col=1,title=duplicate-route::dup\n',
    );
  });

  it('prints an info note as a notice', () => {
    const text = report([diagnostic({ code: 'unknown-plugin', message: 'plugin "x" is not run', file: 'docusaurus.config.js', place: { line: 7, column: 5 } })]);
    expect(text).toBe('::notice file=docusaurus.config.js,line=7,col=5,title=unknown-plugin::plugin "x" is not run\n');
  });

  it('annotates a finding of no one file as the run’s, without a file or line', () => {
    expect(report([diagnostic({ code: 'route-disagreement', level: 'info', message: 'Docusaurus builds /hello', file: '', route: '/hello' })])).toBe('::notice title=route-disagreement::Docusaurus builds /hello\n');
  });

  it('escapes properties and data', () => {
    const text = report([diagnostic({ code: 'broken-link', message: '100% broken\nreally', file: 'docs/a,b:c.md', place: { line: 1, column: 1 } })]);
    expect(text).toBe('::error file=docs/a%2Cb%3Ac.md,line=1,col=1,title=broken-link::100%25 broken%0Areally\n');
  });

  it('is what the real CLI prints with --format github, each file named from the working directory, as a workflow in the repository root needs', async () => {
    const run = await runCli(['check', 'tests/fixtures/check/levels-throw', '--format', 'github', '--no-cache']);
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^::error file=tests\/fixtures\/check\/levels-throw\/docs\/index\.md,line=3,col=3,endLine=3,endColumn=26,title=broken-link::broken link to \/missing$/);
    for (const line of lines) expect(line).toMatch(/^::error file=[^,]+,line=\d+,col=\d+[,:]/);
  });
});
