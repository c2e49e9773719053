/**
 * A warm site build of a compile-mode site whose page imports files from outside src/ (a Markdown
 * partial beside the doc, a module by `@site/`): an edit of only an imported file makes the bundles
 * again, and the page shows the new text, as a cold build of the edited site does. Each build is
 * `docs-cli build --site` in a process of its own, as a user runs it (one process would keep the
 * first server bundle's modules loaded).
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../../../helpers/generated-site.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';
import { DOCS_CLI, userEnv } from '../../../helpers/user-site.ts';

const SITE: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'Imports', url: 'https://imports.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false } }]] };\n",
  'docs/guide.mdx': "import Intro from './_intro.mdx';\nimport { release } from '@site/shared/release.js';\n\n# Guide\n\n<Intro />\n\nRelease {release}.\n",
  'docs/_intro.mdx': 'The intro, first version.\n',
  'shared/release.js': "export const release = 'one';\n",
};

/** Builds the site into `out` and returns the build's log lines. */
async function buildSite(site: string, out: string): Promise<string[]> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [DOCS_CLI, 'build', '--site', site, '--out-dir', out], { cwd: site, env: userEnv, maxBuffer: 64 * 1024 * 1024 });
  return `${stdout}\n${stderr}`.split('\n');
}

describe('a warm site build of a page that imports files from outside src/', () => {
  let tmp: string;
  const logs: string[][] = [[], []];
  const html: Record<'partialEdited' | 'moduleEdited' | 'cold', string> = { partialEdited: '', moduleEdited: '', cold: '' };
  const guide = (out: string) => readFile(path.join(tmp, out, 'site', 'docs', 'guide', 'index.html'), 'utf8');
  beforeAll(async () => {
    tmp = await makeTemp('docs-cli-incremental-imports-');
    const site = path.join(tmp, 'site');
    await writeSite(site, SITE);
    await buildSite(site, path.join(tmp, 'out'));
    await writeFile(path.join(site, 'docs', '_intro.mdx'), 'The intro, second version.\n');
    logs[0] = await buildSite(site, path.join(tmp, 'out'));
    html.partialEdited = await guide('out');
    await writeFile(path.join(site, 'shared', 'release.js'), "export const release = 'two';\n");
    logs[1] = await buildSite(site, path.join(tmp, 'out'));
    html.moduleEdited = await guide('out');
    await buildSite(site, path.join(tmp, 'cold'));
    html.cold = await guide('cold');
  }, 600_000);
  afterAll(() => removeTemp(tmp));

  it('makes the bundles again after an edit of only the imported partial, and the page shows its new text', () => {
    expect(logs[0].filter((line) => /^(reused the bundles|bundled)/.test(line))).toEqual(['bundled the client and the server render']);
    expect(html.partialEdited).toContain('The intro, second version.');
    expect(html.partialEdited).not.toContain('first version');
  });

  it('makes the bundles again after an edit of only a module imported by @site/ from outside src/', () => {
    expect(logs[1].filter((line) => /^(reused the bundles|bundled)/.test(line))).toEqual(['bundled the client and the server render']);
    expect(html.moduleEdited.replaceAll('<!-- -->', '')).toContain('Release two.');
  });

  it("writes the page's HTML as a cold build of the edited site does", () => {
    expect(html.moduleEdited).toBe(html.cold);
  });
});
