/**
 * A content error the site build finds (an import the bundler cannot resolve, a syntax error in
 * a component a page imports) is a diagnostic at the file, line and column as the author wrote
 * them, in the run's format (one JSON object with the artifacts' findings), exit 1, never a stack
 * trace; and `out` stays the previous complete build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../../helpers/generated-site.ts';
import { makeTemp, removeTemp, runCli } from '../../helpers/site.ts';

let tmp: string;
let site: string;
let out: string;
const build = (...more: string[]) => runCli(['build', site, '--site', '--out-dir', out, '--jobs', '1', ...more]);

beforeAll(async () => {
  tmp = await makeTemp();
  site = path.join(tmp, 'site');
  out = path.join(tmp, 'out');
  await writeSite(site, {
    'docs.config.ts': "export default { title: 'Errors', url: 'https://errors.example', markdown: { mdxCode: 'compile' } };\n",
    'pages/index.md': '# Home\n\nThe good build.\n',
    'docs/page.mdx': "import Badge from '../src/components/Badge.tsx';\n\n# Page\n\n<Badge />\n",
    'src/components/Badge.tsx': "export default function Badge() {\n  return <b>badge</b>;\n}\n",
  });
  expect((await build()).code).toBe(0);
}, 120_000);
afterAll(async () => {
  await removeTemp(tmp);
});

describe('build --site on content the bundler refuses', () => {
  it('reports an unresolved import at the import as written, in the one JSON object, and leaves out as it was', async () => {
    await writeSite(site, { 'docs/page.mdx': "import Badge from '../src/components/Badge.tsx';\nimport Gone from './gone.js';\n\n# Page\n\n<Badge /> <Gone />\n" });
    const run = await build('--format', 'json');
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect([report.errors, report.diagnostics]).toEqual([
      1,
      [{ level: 'error', code: 'bundle-error', message: "the bundler refused it: Could not resolve './gone.js' (UNRESOLVED_IMPORT)", file: 'docs/page.mdx', line: 2, column: 18 }],
    ]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(path.join(out, 'site', 'index.html'), 'utf8')).toContain('The good build.');
  }, 120_000);

  it('reports a syntax error in a component a page imports at the component, as a workflow annotation', async () => {
    await writeSite(site, {
      'docs/page.mdx': "import Badge from '../src/components/Badge.tsx';\n\n# Page\n\n<Badge />\n",
      'src/components/Badge.tsx': 'export default function Badge() {\n  return <b>badge</b>;;\n  const = 1;\n}\n',
    });
    const run = await build('--format', 'github');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=src\/components\/Badge\.tsx,line=3,col=\d+,title=bundle-error::the bundler refused it: .+$/m);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(path.join(out, 'site', 'index.html'), 'utf8')).toContain('The good build.');
  }, 120_000);
});
