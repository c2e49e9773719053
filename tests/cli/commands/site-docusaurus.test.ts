/**
 * `build --site` on a Docusaurus site whose own Docusaurus is installed: built with it, and what
 * fails there is said as the pipeline's diagnostics in the run's format (a page that throws while
 * rendering: exit 1; an install of an unsupported version: exit 2), never a stack trace, with
 * `out` left on the previous complete build.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDocusaurusFixture, type FixtureCopy } from '../../helpers/docusaurus-install.ts';
import { runCli } from '../../helpers/site.ts';

let copy: FixtureCopy;
let out: string;
const build = (...more: string[]) => runCli(['build', copy.site, '--site', '--out-dir', out, ...more]);
const intro = () => readFile(path.join(out, 'site', 'docs', 'intro', 'index.html'), 'utf8');

beforeAll(async () => {
  copy = await copyDocusaurusFixture('docusaurus-cli');
  out = path.join(copy.tmp, 'out');
  expect((await build()).code).toBe(0);
}, 180_000);
afterAll(async () => {
  await copy?.remove();
});

describe('build --site with the site’s own Docusaurus', () => {
  it('builds every locale of the config, or only those --locale names', async () => {
    expect(existsSync(path.join(out, 'site', 'fr', 'docs', 'intro', 'index.html'))).toBe(true);
    const run = await build('--locale', 'en');
    expect([run.code, run.stderr.match(/^built .*$/m)?.[0].replace(/\d+ ms$/, 'N ms')]).toEqual([0, "built 10 routes with the site's own Docusaurus 3.10.2 in N ms"]);
    expect([existsSync(path.join(out, 'site', 'docs', 'intro', 'index.html')), existsSync(path.join(out, 'site', 'fr'))]).toEqual([true, false]);
  }, 180_000);
});

describe('build --site with the site’s own Docusaurus, when it fails', () => {
  it('reports each page that throws while rendering at its source, in the one JSON object, exit 1, and leaves out as it was', async () => {
    const before = await intro();
    expect(before).toContain('Bars race across the screen');
    await writeFile(path.join(copy.site, 'src', 'components', 'Broken.js'), "export default function Broken() {\n  throw new Error('no data for the chart');\n}\n");
    await writeFile(path.join(copy.site, 'docs', 'intro.md'), "# Introduction\n\nimport Broken from '@site/src/components/Broken';\n\n<Broken />\n");
    const run = await build('--format', 'json');
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect([report.errors, report.diagnostics.filter((d: { level: string }) => d.level === 'error')]).toEqual([
      1,
      [{ level: 'error', code: 'render-error', message: 'rendering /docs/intro failed: no data for the chart', file: 'docs/intro.md', line: 1, column: 1, route: '/docs/intro' }],
    ]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(await intro()).toBe(before);
  }, 180_000);

  it('says an install of an unsupported version where package.json names it, exit 2, and leaves out as it was', async () => {
    const before = await intro();
    const core = path.join(copy.site, 'node_modules', '@docusaurus', 'core');
    await mkdir(core, { recursive: true });
    await writeFile(path.join(core, 'package.json'), '{"name":"@docusaurus/core","version":"2.4.3"}');
    try {
      const run = await build();
      expect([run.code, (run.stdout + run.stderr).match(/^.*docusaurus-install.*$/m)?.[0].trim()]).toEqual([
        2,
        'package.json:5:5  error  @docusaurus/core 2.4.3 is installed; docs-cli builds sites with Docusaurus 3.6 to 3.10  docusaurus-install',
      ]);
      expect(await intro()).toBe(before);
    } finally {
      await rm(path.join(copy.site, 'node_modules'), { recursive: true, force: true });
    }
  }, 180_000);
});
