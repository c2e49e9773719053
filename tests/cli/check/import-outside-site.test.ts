/**
 * path-outside-site at an import: a page that imports a Markdown file from outside the site is
 * an error at the import in both MDX modes, from `check` and from `build --site` alike (which
 * failed later, at render time with no position in data mode, in the bundler with a stack trace
 * in compile mode). A partial inside the site is read, checked and rendered as before.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSite } from '../../helpers/generated-site.ts';
import { makeTemp, removeTemp, runCli } from '../../helpers/site.ts';

let tmp: string;
let site: string;
beforeEach(async () => {
  tmp = await makeTemp();
  site = path.join(tmp, 'site');
  await mkdir(path.join(tmp, 'outside'), { recursive: true });
  await writeFile(path.join(tmp, 'outside', '_part.md'), '# Outside\n\nWords from outside the site.\n');
});
afterEach(async () => {
  await removeTemp(tmp);
});

const configFor = (mode: 'data' | 'compile') => `export default { title: 'T', url: 'https://example.com', markdown: { mdxCode: '${mode}' } };\n`;
const PAGE = "Some words.\n\nimport Part from '../../outside/_part.md';\n\n# Page\n\n<Part />\n";
const EXPECTED = {
  level: 'error',
  code: 'path-outside-site',
  message: 'the import of "../../outside/_part.md" names a file outside the site (../outside/_part.md); it is not read, checked or rendered',
  file: 'docs/page.mdx',
  line: 3,
  column: 1,
};

describe.each(['data', 'compile'] as const)('a page importing a Markdown file from outside the site, %s mode', (mode) => {
  beforeEach(async () => {
    await writeSite(site, { 'docs.config.ts': configFor(mode), 'pages/index.md': '# Home\n', 'docs/page.mdx': PAGE });
  });

  it.each([['check'], ['build --site']])('is one error at the import from `%s`, exit 1', async (command) => {
    const args = command === 'check' ? ['check', site] : ['build', site, '--site', '--out-dir', path.join(tmp, 'out')];
    const run = await runCli([...args, '--no-cache', '--format', 'json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).diagnostics.map(({ hint: _hint, ...d }: Record<string, unknown>) => d)).toEqual([expect.objectContaining(EXPECTED)]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

it('says nothing of a partial inside the site', async () => {
  await writeSite(site, { 'docs.config.ts': configFor('data'), 'pages/index.md': '# Home\n', 'docs/page.mdx': "import Part from './_part.md';\n\n# Page\n\n<Part />\n", 'docs/_part.md': 'Inside words.\n' });
  const run = await runCli(['check', site, '--no-cache', '--format', 'json']);
  expect([run.code, JSON.parse(run.stdout).diagnostics]).toEqual([0, []]);
});
