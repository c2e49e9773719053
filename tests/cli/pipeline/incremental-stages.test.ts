/**
 * One test for every incremental stage (cli/pipeline/incremental.ts): after each kind of change a
 * run given the last run's state patches the stages that follow that change, builds the others in
 * full, and its model, findings and artifacts are exactly those of a full run in a new session.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { expectSameResults, patchingRuns } from '../../helpers/pipeline.ts';
import { built } from '../../helpers/site.ts';

const runs = patchingRuns(path.resolve(import.meta.dirname, '../../fixtures/watch/structure'));

const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(runs.site, file)), { recursive: true });
  await writeFile(path.join(runs.site, file), text);
};
const append = async (file: string, text: string) => write(file, `${await readFile(path.join(runs.site, file), 'utf8')}${text}`);

/** Each kind of change: what it does to the site (the files it touched), and the stages a run after it patches. */
const CHANGES: { name: string; change: () => Promise<string[]>; patched: string[] }[] = [
  {
    name: 'a paragraph added to a doc body',
    change: async () => [await append('docs/guide/first.md', '\nMore steps, and [a link to nowhere](/nowhere).\n').then(() => 'docs/guide/first.md')],
    patched: ['model', 'links', 'check', 'artifacts'],
  },
  {
    name: 'a heading another page links to, renamed',
    change: async () => {
      await write('docs/guide/first.md', '# First guide\n\n## Walkthrough\n\nFollow the steps.\n');
      return ['docs/guide/first.md'];
    },
    patched: ['model', 'links', 'check', 'artifacts'],
  },
  {
    name: 'a doc added that a link was waiting for',
    change: async () => {
      await write('docs/guide/later.md', '# Later\n\n## Setup\n\nSet up later.\n');
      return ['docs/guide/later.md'];
    },
    patched: ['model', 'links', 'artifacts'],
  },
  {
    // One the doc-set patch does not follow (model/doc-set.ts): the model is made in full, and its diff from the last one followed.
    name: 'a doc deleted from a category',
    change: async () => {
      await rm(path.join(runs.site, 'docs/concepts/b.md'));
      return ['docs/concepts/b.md'];
    },
    patched: ['links', 'artifacts'],
  },
  {
    name: 'the config changed',
    change: async () => {
      await write('docs.config.ts', "export default { title: 'Renamed', url: 'https://example.com', onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' };\n");
      return ['docs.config.ts'];
    },
    patched: [],
  },
];

describe('a run after a change, stage by stage', () => {
  for (const { name, change, patched } of CHANGES) {
    it(`after ${name}: patches ${patched.length > 0 ? patched.join(', ') : 'nothing'}, and equals a full run`, async () => {
      const result = await runs.run(await change());
      expect(result.patchedStages).toEqual(patched);
      expectSameResults(result, built(await runPipeline(createSession({ cacheDir: path.join(runs.root, 'fresh-cache') }), runs.site, { artifacts: true })));
    });
  }
});
