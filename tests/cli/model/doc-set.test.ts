/**
 * One doc added or deleted: the model is made from the last one (cli/model/doc-set.ts) where the
 * change stays within a folder's list and its neighbours, and built in full otherwise. Either way
 * the run's model, findings and artifacts are exactly those of a full run of the same files.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Built } from '../../../cli/pipeline/result.ts';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { expectSameResults, patchingRuns } from '../../helpers/pipeline.ts';
import { built } from '../../helpers/site.ts';

const runs = patchingRuns(path.resolve(import.meta.dirname, '../../fixtures/watch/doc-set'));
let last: Built;
let fullRuns = 0;

/** A full run of the same files in a session of its own, with nothing kept from the runs before: what a patched run must equal. */
async function expectFullRunEquals(patched: Built): Promise<void> {
  expectSameResults(patched, built(await runPipeline(createSession({ cacheDir: path.join(runs.root, `fresh-cache-${++fullRuns}`) }), runs.site, { artifacts: true })));
}

/**
 * Adds or deletes a file, runs from the last state, and checks the run against a full one (a chain
 * compares only at its end); returns how the model was made.
 */
async function change(file: string, text?: string, compare = true): Promise<Built['modelFrom']> {
  const at = path.join(runs.site, file);
  if (text === undefined) await rm(at);
  else {
    await mkdir(path.dirname(at), { recursive: true });
    await writeFile(at, text);
  }
  const result = await runs.run([file]);
  // A model made from the last one always has a diff for the stages after it to follow.
  if (result.modelFrom === 'doc-set') expect(result.patchedStructure).toBe(true);
  if (compare) await expectFullRunEquals(result);
  last = result;
  return result.modelFrom;
}

describe('deleting one doc', () => {
  it.each([
    ['docs/intro.md', 'doc-set', 'the first item of the top list'],
    ['docs/later.md', 'doc-set', 'the last item of the top list'],
    ['docs/zeta.md', 'doc-set', 'an unlisted doc'],
    ['docs/guide/one.md', 'doc-set', 'a doc between a folder and a doc'],
    ['docs/guide/deep/y.md', 'doc-set', 'the last doc of a nested folder'],
    ['docs/reference/cli.md', 'doc-set', 'a card of a generated index'],
    ['docs/tutorial/step-1.md', 'doc-set', 'the doc after a category index page'],
    ['docs/tutorial/step-2.md', 'doc-set', 'the last doc of a folder followed by another folder'],
    ['docs/plain/p2.md', 'doc-set', 'the second doc of a folder without a page'],
    ['docs/guide/two.md', 'full', 'the first item of a folder without a page (the folders above show its link)'],
    ['docs/guide/three.md', 'full', 'a doc with a pagination field'],
    ['docs/guide/deep/x.md', 'full', 'the first doc of a folder without a page'],
    ['docs/reference/api.md', 'full', 'a doc a pagination field names'],
    ['docs/reference/more/m.md', 'full', 'the only doc of a folder'],
    ['docs/concepts/a.md', 'full', 'a doc of a folder whose category links a doc'],
    ['docs/concepts/overview.md', 'full', "a category's linked doc"],
    ['docs/tutorial/index.md', 'full', "a category's index page"],
  ])('%s (%s): %s, gives a full run’s results', async (file, how) => {
    expect(await change(file)).toBe(how);
  });
});

describe('adding one doc', () => {
  it.each([
    ['docs/guide/four.md', '# Four\n\nLast of the guide.\n', 'doc-set', 'at the end of a folder'],
    ['docs/guide/aaa.md', '# Aaa\n\nSorted by name before the deep folder.\n', 'doc-set', 'between a doc and a folder, by name'],
    ['docs/guide/deep/z.md', '# Z\n\nDeepest.\n', 'doc-set', 'at the end of a nested folder'],
    ['docs/reference/zz.md', '---\ndescription: Last card.\n---\n\n# ZZ\n\nMore.\n', 'doc-set', 'to a generated index, whose cards change'],
    ['docs/reference/more/n.md', '# N\n\nAfter m.\n', 'doc-set', 'after the first doc of a folder without a page'],
    ['docs/reference/aaa.md', '---\nsidebar_position: 1\n---\n\n# Aaa\n\nFirst.\n', 'doc-set', 'first in a generated index, whose page becomes its prev'],
    ['docs/tutorial/step-3.md', '# Step 3\n\nEnd, then [the intro](/intro).\n', 'doc-set', 'after the last doc of a folder followed by another folder'],
    ['docs/root-last.md', '---\nsidebar_position: 9\n---\n\n# Root last\n\nThe end.\n', 'doc-set', 'at the end of the top list, by position'],
    ['docs/aside.md', '---\nunlisted: true\n---\n\n# Aside\n\nHidden.\n', 'doc-set', 'unlisted'],
    ['docs/guide/first.md', '---\nsidebar_position: 1\n---\n\n# First\n\nNow first.\n', 'full', 'first in a folder without a page'],
    ['docs/plain/p0.md', '# P0\n\nBefore p1.\n', 'full', 'first in a folder without a page, by name'],
    ['docs/new-folder/n.md', '# New\n\nIn a new folder.\n', 'full', 'in a new folder'],
    ['docs/draft.md', '---\ndraft: true\n---\n\n# Draft\n\nNot yet.\n', 'full', 'as a draft'],
    ['docs/guide/one-again.md', '---\nid: one\n---\n\n# One again\n\nSame id.\n', 'full', 'with an id another doc has'],
    ['docs/concepts/c.md', '# C\n\nA third concept.\n', 'full', 'to a folder whose category links a doc'],
    ['docs/guide/next.md', '---\npagination_prev: guide/one\n---\n\n# Next\n\nWith a pagination field.\n', 'full', 'with a pagination field'],
  ])('%s (%s): %s, gives a full run’s results', async (file, text, how) => {
    expect(await change(file, text)).toBe(how);
  });
});

it('follows a chain of additions and deletions, each patched from the last, to a full run’s results', async () => {
  expect(await change('docs/guide/four.md', '# Four\n\nLast of the guide.\n', false)).toBe('doc-set');
  expect(await change('docs/guide/one.md', undefined, false)).toBe('doc-set');
  expect(await change('docs/tutorial/step-3.md', '# Step 3\n\nEnd.\n', false)).toBe('doc-set');
  expect(await change('docs/guide/four.md', undefined, false)).toBe('doc-set');
  expect(await change('docs/reference/zz.md', '# ZZ\n\nA card.\n', false)).toBe('doc-set');
  expect(await change('docs/tutorial/step-3.md', undefined, false)).toBe('doc-set');
  expect(await change('docs/tutorial/step-1.md', undefined, false)).toBe('doc-set');
  await expectFullRunEquals(last);
});
