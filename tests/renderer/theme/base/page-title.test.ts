/**
 * The H1 of a Markdown page of the pages folder, prerendered by `docs-cli build --site`: its leading
 * `# heading`'s text, as Docusaurus's MDXPage shows the page's own heading, while a frontmatter
 * title goes to <title>.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../../../helpers/generated-site.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';
import { DOCS_CLI, userEnv } from '../../../helpers/user-site.ts';

const SITE: Record<string, string> = {
  'docs.config.json': JSON.stringify({ title: 'Site', url: 'https://site.example', docs: false }),
  'pages/team.md': '---\ntitle: Our team\n---\n\n# Meet the people\n\nWho we are.\n',
  'pages/about.md': '# About us\n\nWhat we do.\n',
};

describe('a prerendered Markdown page of the pages folder', () => {
  let tmp: string;
  const page = (route: string) => readFile(path.join(tmp, 'out', 'site', route, 'index.html'), 'utf8');
  beforeAll(async () => {
    tmp = await makeTemp('docs-cli-page-title-');
    const site = path.join(tmp, 'site');
    await writeSite(site, SITE);
    await promisify(execFile)(process.execPath, [DOCS_CLI, 'build', '--site', site, '--out-dir', path.join(tmp, 'out')], { cwd: site, env: userEnv, maxBuffer: 64 * 1024 * 1024 });
  }, 300_000);
  afterAll(() => removeTemp(tmp));

  it("shows its leading heading's text as its H1, and its frontmatter title in <title>", async () => {
    const html = await page('team');
    expect(html.match(/<h1[^>]*>.*?<\/h1>/g)).toEqual(['<h1>Meet the people</h1>']);
    expect(html.match(/<title>.*?<\/title>/g)).toEqual(['<title>Our team | Site</title>']);
  });

  it('shows its heading as its H1 and in <title> when it has no frontmatter title', async () => {
    const html = await page('about');
    expect(html.match(/<h1[^>]*>.*?<\/h1>/g)).toEqual(['<h1>About us</h1>']);
    expect(html.match(/<title>.*?<\/title>/g)).toEqual(['<title>About us | Site</title>']);
  });
});
