/**
 * `docs-cli init` writes a new site that `check` and `build --site` take at once, never writes
 * over anything, and says what to run next.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTemp, removeTemp, runCli } from '../../helpers/site.ts';

/** Every file under `dir`, by path relative to it, sorted, with the blog post's date left out. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/\d{4}-\d{2}-\d{2}-/, 'DATE-'))
    .sort();
}

describe('docs-cli init', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTemp();
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('writes docs, a sidebar, a blog and a home page that check takes with no finding, and names the next commands', async () => {
    const run = await runCli(['init', 'my-docs'], tmp);
    expect(run.code).toBe(0);
    expect(await filesOf(path.join(tmp, 'my-docs'))).toEqual([
      '.gitignore',
      'blog/DATE-welcome.md',
      'blog/authors.yml',
      'docs.config.ts',
      'docs/guides/link-pages.md',
      'docs/guides/write-a-page.md',
      'docs/intro.md',
      'pages/index.md',
      'sidebars.ts',
    ]);
    expect(run.stdout.split('\n').slice(2)).toEqual([
      'Next:',
      '  npx docs-cli dev my-docs           serve it while you write: an edit shows in the open page',
      '  npx docs-cli check my-docs         check every link, anchor and page',
      '  npx docs-cli build my-docs --site  build the site into out/site',
      '  npx docs-cli serve                 serve it at http://127.0.0.1:3000',
      '',
    ]);
    expect(await readFile(path.join(tmp, 'my-docs', 'docs.config.ts'), 'utf8')).toContain("title: \"My docs\"");
    const check = await runCli(['check', 'my-docs', '--format', 'json'], tmp);
    expect([check.code, JSON.parse(check.stdout).diagnostics]).toEqual([0, []]);
  });

  it('writes beside what a folder already holds (an npm install), keeping its .gitignore, and takes a title', async () => {
    await writeFile(path.join(tmp, 'package.json'), '{"name":"mine"}\n');
    await writeFile(path.join(tmp, '.gitignore'), 'dist/\n');
    const run = await runCli(['init', '--title', 'Bar races'], tmp);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Created a site in this folder: docs.config.ts, sidebars.ts,');
    expect(await readFile(path.join(tmp, '.gitignore'), 'utf8')).toBe('dist/\n');
    expect(await readFile(path.join(tmp, 'package.json'), 'utf8')).toBe('{"name":"mine"}\n');
    expect(await readFile(path.join(tmp, 'pages', 'index.md'), 'utf8')).toContain('# Bar races');
  });

  it('refuses a folder that holds a site or one of its files, exits 2 and writes nothing', async () => {
    await writeFile(path.join(tmp, 'docusaurus.config.js'), 'module.exports = {};\n');
    await mkdir(path.join(tmp, 'docs'));
    await writeFile(path.join(tmp, 'docs', 'intro.md'), '# Mine\n');
    const run = await runCli(['init'], tmp);
    expect([run.code, run.stderr]).toEqual([
      2,
      'refusing to write a new site in .: it already has docusaurus.config.js, docs/intro.md (nothing was written; choose an empty folder: docs-cli init <dir>)\n',
    ]);
    expect(await filesOf(tmp)).toEqual(['docs/intro.md', 'docusaurus.config.js']);
  });

  it('makes a site build --site builds: its home page, docs and blog', async () => {
    expect((await runCli(['init', 'site'], tmp)).code).toBe(0);
    const build = await runCli(['build', 'site', '--site', '--out-dir', 'out'], tmp);
    expect(build.code).toBe(0);
    const pages = ['index.html', 'docs/intro/index.html', 'docs/guides/link-pages/index.html', 'blog/index.html', 'blog/tags/news/index.html'];
    expect(pages.filter((page) => !existsSync(path.join(tmp, 'out', 'site', page)))).toEqual([]);
    // The post's URL holds the day it was made (/blog/YYYY/MM/DD/welcome), as Docusaurus names dated posts.
    expect((await filesOf(path.join(tmp, 'out', 'site', 'blog'))).filter((file) => file.endsWith('welcome/index.html'))).toHaveLength(1);
  }, 120_000);
});
