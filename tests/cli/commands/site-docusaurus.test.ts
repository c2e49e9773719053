/**
 * `build --site` on a Docusaurus site whose own Docusaurus is installed: built with it, and what
 * fails there is said as the pipeline's diagnostics in the run's format (a page that throws while
 * rendering: exit 1; an install of an unsupported version: exit 2), never a stack trace, with
 * `out` left on the previous complete build.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDocusaurusFixture, FIXTURE_WEBPACK_WARNING, type FixtureCopy } from '../../helpers/docusaurus-install.ts';
import { runCli } from '../../helpers/site.ts';

let copy: FixtureCopy;
let out: string;
const build = (...more: string[]) => runCli(['build', copy.site, '--site', '--out-dir', out, ...more]);
const intro = () => readFile(path.join(out, 'site', 'docs', 'intro', 'index.html'), 'utf8');

let first: Awaited<ReturnType<typeof build>>;

beforeAll(async () => {
  copy = await copyDocusaurusFixture('docusaurus-cli');
  out = path.join(copy.tmp, 'out');
  first = await build('--format', 'json');
}, 180_000);
afterAll(async () => {
  await copy?.remove();
});

describe('build --site with the site’s own Docusaurus', () => {
  it("says docs-cli's errors as warnings, as the site's own Docusaurus builds it (a link to a local plugin's route docs-cli cannot see)", () => {
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout);
    expect([report.errors, report.diagnostics.filter((d: { level: string }) => d.level !== 'info')]).toEqual([
      0,
      [
        {
          level: 'warn',
          code: 'broken-link',
          message: 'broken link to /hello',
          file: 'docs/guide/setup.md',
          line: 11,
          column: 5,
          endLine: 11,
          endColumn: 28,
          route: '/docs/guide/setup',
          target: '/hello',
          suggestions: ['/blog'],
          hint: "did you mean /blog? (an error for docs-cli's check; here the site's own Docusaurus decides)",
        },
        FIXTURE_WEBPACK_WARNING,
      ],
    ]);
    // The one route Docusaurus builds that docs-cli's model has not: the local plugin's.
    expect(report.diagnostics.filter((d: { code: string }) => d.code === 'route-disagreement')).toEqual([
      { level: 'info', code: 'route-disagreement', message: "Docusaurus builds /hello (made by a plugin), which docs-cli's model of the site does not have", file: '', line: 1, column: 1, route: '/hello' },
    ]);
  });

  it('compiles again only the page edited since the last build, and takes every other from the cache beside out', async () => {
    const cacheDir = path.join(copy.tmp, '.docs-cli', 'cache', 'docusaurus-mdx');
    const entries = async () => {
      const found = new Map<string, number>();
      for (const shard of await readdir(cacheDir)) for (const name of await readdir(path.join(cacheDir, shard))) found.set(name, (await stat(path.join(cacheDir, shard, name))).mtimeMs);
      return found;
    };
    const before = await entries();
    const intro = path.join(copy.site, 'docs', 'intro.md');
    const written = await readFile(intro, 'utf8');
    await writeFile(intro, `${written}\nA line added since the last build.\n`);
    expect((await build()).code).toBe(0);
    const after = await entries();
    const gone = [...before.keys()].filter((name) => !after.has(name));
    const added = [...after.keys()].filter((name) => !before.has(name));
    const rewritten = [...after].filter(([name, mtime]) => before.has(name) && before.get(name) !== mtime);
    // The French intro is a file of its own: only the English one is compiled again.
    expect([gone.length, added.length, rewritten]).toEqual([1, 1, []]);
    expect(await readFile(path.join(out, 'site', 'docs', 'intro', 'index.html'), 'utf8')).toContain('A line added since the last build.');
    await writeFile(intro, written);
  }, 180_000);

  it('reports what Docusaurus’s own link check finds, at its level, and fails on a broken link as Docusaurus does', async () => {
    const setup = path.join(copy.site, 'docs', 'guide', 'setup.md');
    const written = await readFile(setup, 'utf8');
    await writeFile(setup, '# Setting up\n\nSee [the overview](/docs/overview) and [the intro](/docs/intro#nowhere).\n');
    const run = await build('--format', 'json');
    const report = JSON.parse(run.stdout);
    const docusaurus = report.diagnostics.filter((d: { message: string }) => d.message.endsWith("(Docusaurus's check)"));
    expect([run.code, docusaurus]).toEqual([
      1,
      [
        { level: 'warn', code: 'broken-anchor', message: "broken anchor in link to /docs/intro#nowhere on /docs/guide/setup (Docusaurus's check)", file: 'docs/guide/setup.md', line: 1, column: 1, route: '/docs/guide/setup', target: '/docs/intro#nowhere' },
        { level: 'error', code: 'broken-link', message: "broken link to /docs/overview on /docs/guide/setup (Docusaurus's check)", file: 'docs/guide/setup.md', line: 1, column: 1, route: '/docs/guide/setup', target: '/docs/overview' },
      ],
    ]);
    await writeFile(setup, '# Setting up\n\nSee [the intro](/docs/intro#nowhere).\n');
    const anchors = await build('--format', 'json');
    expect([anchors.code, JSON.parse(anchors.stdout).diagnostics.filter((d: { message: string }) => d.message.endsWith("(Docusaurus's check)"))]).toEqual([
      0,
      // Each locale's pages are checked: the French one is made from the same file.
      ['', '/fr'].map((locale) => ({
        level: 'warn',
        code: 'broken-anchor',
        message: `broken anchor in link to ${locale}/docs/intro#nowhere on ${locale}/docs/guide/setup (Docusaurus's check)`,
        file: 'docs/guide/setup.md',
        line: 1,
        column: 1,
        route: `${locale}/docs/guide/setup`,
        target: `${locale}/docs/intro#nowhere`,
      })),
    ]);
    await writeFile(setup, written);
  }, 180_000);

  it('builds every locale of the config, or only those --locale names', async () => {
    expect(existsSync(path.join(out, 'site', 'fr', 'docs', 'intro', 'index.html'))).toBe(true);
    const run = await build('--locale', 'en');
    expect([run.code, run.stderr.match(/^built .*$/m)?.[0].replace(/\d+ ms \(.*\)$/, 'N ms')]).toEqual([0, "built 13 routes with the site's own Docusaurus 3.10.2 in N ms"]);
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
        'package.json:5:6  error  @docusaurus/core 2.4.3 is installed; docs-cli builds sites with Docusaurus 3.6 to 3.10  docusaurus-install',
      ]);
      expect(await intro()).toBe(before);
    } finally {
      await rm(path.join(copy.site, 'node_modules'), { recursive: true, force: true });
    }
  }, 180_000);
});

describe('build --site with the site’s own Docusaurus, the first time', () => {
  it('builds a site whose first build failed again, not as up to date, though docs-cli’s own errors were only warnings', async () => {
    const fresh = await copyDocusaurusFixture('docusaurus-cli-first');
    try {
      await writeFile(path.join(fresh.site, 'src', 'components', 'Broken.js'), "export default function Broken() {\n  throw new Error('no data yet');\n}\n");
      await writeFile(path.join(fresh.site, 'docs', 'intro.md'), "# Introduction\n\nimport Broken from '@site/src/components/Broken';\n\n<Broken />\n");
      const run = () => runCli(['build', fresh.site, '--site', '--out-dir', path.join(fresh.tmp, 'out'), '--format', 'json']);
      const codes = (result: Awaited<ReturnType<typeof run>>) => [result.code, JSON.parse(result.stdout).diagnostics.filter((d: { level: string }) => d.level === 'error').map((d: { code: string }) => d.code)];
      expect(codes(await run())).toEqual([1, ['render-error']]);
      expect(codes(await run())).toEqual([1, ['render-error']]);
    } finally {
      await fresh.remove();
    }
  }, 180_000);
});
