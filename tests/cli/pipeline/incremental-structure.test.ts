/**
 * A run given the last run's state after docs were added or deleted builds the model in full and
 * patches the artifacts from the last run's (cli/model/diff.ts, cli/emit/structure.ts): its
 * results are exactly those of a full run, and a change the patch does not follow is built in full.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareForPatches } from '../../../cli/pipeline/incremental.ts';
import type { Built } from '../../../cli/pipeline/result.ts';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { expectSameResults, patchingRuns } from '../../helpers/pipeline.ts';
import { built } from '../../helpers/site.ts';

const LATER = '# Later\n\n## Setup\n\nSet up later, after [the first guide](/guide/first#steps).\n';

const runs = patchingRuns(path.resolve(import.meta.dirname, '../../fixtures/watch/structure'));
const run = runs.run;
const add = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(runs.site, file)), { recursive: true });
  await writeFile(path.join(runs.site, file), text);
};
const remove = (file: string) => rm(path.join(runs.site, file));
const codes = (result: Built) => result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`);

/** A full run of the same files, with nothing kept from the runs before: what a patched run must equal. */
async function expectFullRunEquals(patched: Built): Promise<void> {
  expectSameResults(patched, built(await runPipeline(createSession({ cacheDir: path.join(runs.root, 'fresh-cache') }), runs.site, { artifacts: true })));
}

describe('a run after docs were added or deleted', () => {
  it('patches a new page that links were waiting for, and their findings go', async () => {
    expect(codes(await run())).toEqual(['broken-link docs/intro.md:7:46', 'broken-link docs/zeta.md:7:32']);
    await add('docs/guide/later.md', LATER);
    const patched = await run(['docs/guide/later.md']);
    expect(patched.patchedStructure).toBe(true);
    expect(codes(patched)).toEqual([]);
    expect(patched.artifacts!.get('pages/guide/later.json')).toContain('Set up later');
    await expectFullRunEquals(patched);
  });

  it('patches the same after what the first patch reads was prepared ahead (as watch does after a full run)', async () => {
    await prepareForPatches(runs.session, () => true);
    await add('docs/guide/later.md', LATER);
    const patched = await run(['docs/guide/later.md']);
    expect(patched.patchedStructure).toBe(true);
    expect(codes(patched)).toEqual([]);
    await expectFullRunEquals(patched);
  });

  it('patches a deleted page, and the links to it are reported', async () => {
    await remove('docs/concepts/b.md');
    const patched = await run(['docs/concepts/b.md']);
    expect(patched.patchedStructure).toBe(true);
    expect(codes(patched)).toEqual(['broken-markdown-link docs/concepts/a.md:9:26', 'broken-link docs/intro.md:7:46', 'broken-link docs/zeta.md:7:32']);
    expect(patched.artifacts!.has('pages/concepts/b.json')).toBe(false);
    await expectFullRunEquals(patched);
  });

  it('patches a page added to a category with a generated index, whose cards change', async () => {
    await add('docs/reference/config.md', '# Config\n\nThe config file.\n');
    const patched = await run(['docs/reference/config.md']);
    expect(patched.patchedStructure).toBe(true);
    expect(patched.artifacts!.get('pages/category/api-reference.json')).toContain('/reference/config');
    await expectFullRunEquals(patched);
  });

  it('patches a page in a new folder, the last page of a folder deleted, and both in one run', async () => {
    await add('docs/extras/thing.md', '# Thing\n\nAn extra.\n');
    await remove('docs/guide/first.md');
    const patched = await run(['docs/extras/thing.md', 'docs/guide/first.md']);
    expect(patched.patchedStructure).toBe(true);
    await expectFullRunEquals(patched);
  });

  it('patches unlisted pages added and deleted: they stay out of the sitemap and the search files', async () => {
    await add('docs/hidden.md', '---\nunlisted: true\n---\n\n# Hidden\n\nNot listed.\n');
    await remove('docs/zeta.md');
    const patched = await run(['docs/hidden.md', 'docs/zeta.md']);
    expect(patched.patchedStructure).toBe(true);
    expect(patched.artifacts!.get('sitemap.xml')).not.toContain('hidden');
    await expectFullRunEquals(patched);
  });

  it('patches a page that becomes the first of the docs, which changes globalData.json beyond its docs', async () => {
    await add('docs/aaa.md', '---\nslug: /\nsidebar_position: 0\n---\n\n# Home\n\nThe first page.\n');
    const patched = await run(['docs/aaa.md']);
    expect(patched.patchedStructure).toBe(true);
    expect(JSON.parse(patched.artifacts!.get('globalData.json')!).docs.versions[0].mainDocId).toBe('aaa');
    await expectFullRunEquals(patched);
  });

  // A full run in between would replace what the runs keep for the next (the emit stage keeps one build): compared at the end.
  it('patches again from a patched run: a page added, edited, renamed and deleted', async () => {
    await add('docs/guide/later.md', LATER);
    expect((await run(['docs/guide/later.md'])).patchedStructure).toBe(true);
    await add('docs/guide/later.md', `${LATER}\nMore, and [a link to nowhere](/nowhere).\n`);
    const edited = await run(['docs/guide/later.md']);
    expect(edited.patched).toBe(true);
    await remove('docs/guide/later.md');
    await add('docs/guide/renamed.md', LATER);
    const renamed = await run(['docs/guide/later.md', 'docs/guide/renamed.md']);
    expect(renamed.patchedStructure).toBe(true);
    expect(renamed.artifacts!.has('pages/guide/later.json')).toBe(false);
    expect(renamed.artifacts!.get('pages/guide/renamed.json')).toContain('Set up later');
    await remove('docs/guide/renamed.md');
    const deleted = await run(['docs/guide/renamed.md']);
    expect(deleted.patchedStructure).toBe(true);
    await expectFullRunEquals(deleted);
  });
});

it('patches a body edit while other pages have broken links, and reports each finding once', async () => {
  await add('docs/concepts/a.md', '---\nsidebar_position: 1\n---\n\n# A\n\n## Setup\n\nSet things up. Then read [B](./b.md).\n\nOne more paragraph.\n');
  const patched = await run(['docs/concepts/a.md']);
  expect(patched.patched).toBe(true);
  expect(codes(patched)).toEqual(['broken-link docs/intro.md:7:46', 'broken-link docs/zeta.md:7:32']);
  await expectFullRunEquals(patched);
});

describe('a run after a change the structural patch does not follow', () => {
  it.each([
    ['a draft added', 'docs/draft.md', '---\ndraft: true\n---\n\n# Draft\n'],
    ['a static file added', 'static/img/other.png', 'png'],
  ])('builds in full after %s', async (_what, file, text) => {
    await add(file, text);
    const result = await run([file]);
    expect(result.patchedStructure).toBe(false);
    await expectFullRunEquals(result);
  });
});
