/** The renderer's site build writes <out>/site only into an out directory docs-cli made. */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../renderer/site-build/build.ts';
import { copyFixture, makeTemp, removeTemp } from '../../helpers/site.ts';

describe('buildSite', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    await copyFixture('pagination', tmp);
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('with --skip-docs, refuses an out directory docs-cli did not make and writes nothing into it', async () => {
    const notes = path.join(tmp, 'notes');
    await mkdir(notes);
    await writeFile(path.join(notes, 'todo.txt'), 'keep me\n');
    const lines: string[] = [];
    expect(await buildSite(path.join(tmp, 'site'), notes, { skipDocs: true, log: (line) => lines.push(line) })).toBe(2);
    expect(lines).toEqual([`refusing to replace ${notes}: it was not made by docs-cli (move it away or choose another --out-dir)`]);
    expect(await readdir(notes)).toEqual(['todo.txt']);
    expect((await readdir(tmp)).sort()).toEqual(['notes', 'site']);
  });

  it('with --skip-docs, refuses the site directory as the out directory', async () => {
    const site = path.join(tmp, 'site');
    const lines: string[] = [];
    expect(await buildSite(site, site, { skipDocs: true, log: (line) => lines.push(line) })).toBe(2);
    expect(lines).toEqual([`refusing to write to ${site}: it is the site directory ${site} (choose another --out-dir)`]);
    expect(await readdir(site)).not.toContain('site');
  });

  it('fails on a content component no check could see, naming it, and leaves out as it was', async () => {
    const site = path.join(tmp, 'site');
    // A map whose keys only code decides: the checker says it cannot read it and checks no name.
    await mkdir(path.join(site, 'components'));
    await writeFile(path.join(site, 'components', 'index.tsx'), "export const components = Object.fromEntries([['Known', () => null]]);\n");
    await rm(path.join(site, 'docs', 'two.md'));
    await writeFile(path.join(site, 'docs', 'two.mdx'), '# Two\n\n<Missing />\n');
    const lines: string[] = [];
    const code = await buildSite(site, path.join(tmp, 'out'), { jobs: 1, log: (line) => lines.push(line), build: { quiet: true } });
    expect(code).toBe(1);
    expect(lines.filter((line) => line.includes('unknown components'))).toEqual(['docs/two.mdx:1:1  error  rendering /two failed: unknown components in content: <Missing>  render-error']);
    expect(await readdir(tmp)).not.toContain('out');
  }, 120_000);
});
