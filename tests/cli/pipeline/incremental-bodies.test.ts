/**
 * A run given the last run's state and the files changed since patches the model, findings and
 * artifacts when the change stays inside doc bodies (cli/model/patch.ts), and its results are
 * exactly those of a full run; anything else is built in full.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Built } from '../../../cli/pipeline/result.ts';
import { manifestArtifact } from '../../../schema/artifacts.ts';
import { hashText } from '../../../cli/emit/hash.ts';
import { manifestFields } from '../../../cli/emit/manifest.ts';
import { updateArtifacts } from '../../../cli/emit/write.ts';
import { expectSameResults, patchingRuns } from '../../helpers/pipeline.ts';
import { readTree } from '../../helpers/watch.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/watch/basic');
const SECOND = '# Second\n\n## Details\n\nBack to [the intro](/).\n';

const runs = patchingRuns(FIXTURE);
const run = runs.run;
const edit = (file: string, text: string) => writeFile(path.join(runs.site, file), text);

/** A full run of the same files: what a patched run must equal. */
async function expectFullRunEquals(patched: Built): Promise<void> {
  const full = await run();
  expect(full.patched).toBe(false);
  expectSameResults(patched, full);
}

describe('a run after a change inside doc bodies', () => {
  it('patches a body edit, and its model, findings and artifacts are those of a full run', async () => {
    await edit('docs/second.md', `${SECOND}\nA second paragraph, with [a link to nowhere](/nowhere).\n`);
    const patched = await run(['docs/second.md']);
    expect(patched.patched).toBe(true);
    expect(patched.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual(['broken-link docs/second.md:7:26']);
    expect(patched.artifacts!.get('pages/second.json')).toContain('A second paragraph');
    await expectFullRunEquals(patched);
  });

  it('patches a body edit that names a component the site does not have, and reports it at its element as a full run does', async () => {
    await edit('docs/second.md', `${SECOND}\n<Detials />\n`);
    const patched = await run(['docs/second.md']);
    expect(patched.patched).toBe(true);
    expect(patched.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual(['unknown-component docs/second.md:7:2']);
    await expectFullRunEquals(patched);
  });

  it('patches a heading rename and reports the anchors it breaks on the pages that link to it', async () => {
    await edit('docs/second.md', SECOND.replace('Details', 'Particulars'));
    const patched = await run(['docs/second.md']);
    expect(patched.patched).toBe(true);
    expect(patched.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.target}`)).toEqual([
      'broken-anchor docs/guide/one.md:3:5 /second#details',
      'broken-anchor docs/intro.md:7:10 /second#details',
    ]);
    await expectFullRunEquals(patched);
  });

  it('patches again from a patched run, and an unchanged file changes nothing', async () => {
    await edit('docs/second.md', SECOND.replace('Details', 'Particulars'));
    await run(['docs/second.md']);
    await edit('docs/second.md', SECOND);
    const restored = await run(['docs/second.md']);
    expect(restored.patched).toBe(true);
    expect(restored.diagnostics).toEqual([]);
    const untouched = await run(['docs/intro.md']);
    expect(untouched.patched).toBe(true);
    expect(untouched.artifacts).toEqual(restored.artifacts);
    await expectFullRunEquals(untouched);
  });
});

it('keeps no parse result a patch replaced alive (a long watch session would hold one per edited page)', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const replaced = new WeakRef(runs.state.model.docs.find((d) => d.source === 'docs/second.md')!.parsed);
  for (const n of [1, 2]) {
    await edit('docs/second.md', `${SECOND}\nEdit ${n}.\n`);
    const patched = await run(['docs/second.md']);
    expect(patched.patched).toBe(true);
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
  expect(replaced.deref()).toBeUndefined();
});

describe('a run after any other change', () => {
  it.each([
    ['a title', 'docs/second.md', SECOND.replace('# Second', '# Second page')],
    ['the first paragraph (the description)', 'docs/second.md', SECOND.replace('Back to', 'Return to')],
    ['the line of a frontmatter key, its value unchanged', 'docs/intro.md', '---\n\nslug: /\n---\n\n# Intro\n\nRead the [second page](/second#details).\n'],
    ['a new file', 'docs/third.md', '# Third\n\nA new page.\n'],
    ['a category file', 'docs/guide/_category_.json', '{ "label": "Guides", "position": 3 }\n'],
  ])('builds in full after a change of %s', async (_what, file, text) => {
    await edit(file, text);
    const result = await run([file]);
    expect(result.patched).toBe(false);
    await expectFullRunEquals(result);
  });

  it('builds in full after a deletion', async () => {
    await rm(path.join(runs.site, 'docs/guide/one.md'));
    const result = await run(['docs/guide/one.md']);
    expect(result.patched).toBe(false);
    expect(result.diagnostics).toEqual([]);
    await expectFullRunEquals(result);
  });
});

it('writes a patched run with a manifest whose hashes are those of the files on disk', async () => {
  const out = path.join(runs.root, 'out');
  const first = await run();
  const manifest = manifestFields(first.model!, first.stats.routes, new Date(0), 0);
  await updateArtifacts(out, first.artifacts!, manifest);
  await edit('docs/second.md', `${SECOND}\nMore text.\n`);
  const patched = await run(['docs/second.md']);
  expect(patched.patched).toBe(true);
  const { changed } = await updateArtifacts(out, patched.artifacts!, manifest);
  expect(changed).toEqual(['pages/second.json', 'registry.json', 'search/index.json', 'search/records.json']);
  const onDisk = await readTree(out);
  const { hashes } = manifestArtifact.parse(JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8')));
  expect(Object.keys(hashes).sort()).toEqual([...onDisk.keys()].sort());
  for (const [file, text] of onDisk) expect(hashes[file], file).toBe(hashText(text));
});
