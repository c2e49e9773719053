/**
 * Sessions share nothing: two of them in one process build two different sites at the same time,
 * each patching its own last run as `watch` does, and each run equals a build of its site alone.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Built } from '../../../cli/pipeline/result.ts';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { type BuildSession, createSession } from '../../../cli/pipeline/session.ts';
import { expectSameResults } from '../../helpers/pipeline.ts';
import { built } from '../../helpers/site.ts';
import { tempCopy } from '../../helpers/watch.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/watch');
const SECOND = '# Second\n\n## Details\n\nBack to [the intro](/).\n';
const LATER = '# Later\n\n## Setup\n\nSet up later, after [the first guide](/guide/first#steps).\n';

interface Site {
  root: string;
  dir: string;
  session: BuildSession;
}

async function site(fixture: string): Promise<Site> {
  const root = await tempCopy(path.join(FIXTURES, fixture));
  return { root, dir: path.join(root, 'site'), session: createSession({ keep: true, cacheDir: path.join(root, 'cache') }) };
}

const run = async (s: Site, changed?: string[]) => built(await runPipeline(s.session, s.dir, { artifacts: true, changed }));
const write = async (s: Site, file: string, text: string) => {
  await mkdir(path.dirname(path.join(s.dir, file)), { recursive: true });
  await writeFile(path.join(s.dir, file), text);
};

/** A one-off build of the site in a session of its own, after the others' runs. */
const alone = async (s: Site) => built(await runPipeline(createSession({ cacheDir: path.join(s.root, `alone-${Date.now()}`) }), s.dir, { artifacts: true }));

describe('two sessions in one process', () => {
  let a: Site;
  let b: Site;
  beforeEach(async () => {
    [a, b] = await Promise.all([site('basic'), site('structure')]);
  });
  afterEach(async () => {
    await Promise.all([rm(a.root, { recursive: true, force: true }), rm(b.root, { recursive: true, force: true })]);
  });

  it('build two sites at the same time, each patching its own last run, each run equal to a build of its site alone', async () => {
    const first: Built[] = await Promise.all([run(a), run(b)]);
    expect(first.map((r) => r.modelFrom)).toEqual(['full', 'full']);
    expectSameResults(first[0], await alone(a));
    expectSameResults(first[1], await alone(b));

    // A body edit in one, a page added to the other: each session patches its own last run.
    await Promise.all([write(a, 'docs/second.md', `${SECOND}\nA second paragraph, with [a link to nowhere](/nowhere).\n`), write(b, 'docs/guide/later.md', LATER)]);
    const [edited, added] = await Promise.all([run(a, ['docs/second.md']), run(b, ['docs/guide/later.md'])]);
    expect([edited.patched, added.patchedStructure]).toEqual([true, true]);
    expect(edited.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual(['broken-link docs/second.md:7:26']);
    expect(added.artifacts!.get('pages/guide/later.json')).toContain('Set up later');
    expectSameResults(edited, await alone(a));
    expectSameResults(added, await alone(b));

    // Again, from the patched runs: another body edit, and a page deleted.
    await Promise.all([write(a, 'docs/second.md', SECOND.replace('Details', 'Particulars')), rm(path.join(b.dir, 'docs/concepts/b.md'))]);
    const [renamed, deleted] = await Promise.all([run(a, ['docs/second.md']), run(b, ['docs/concepts/b.md'])]);
    expect([renamed.patched, deleted.patchedStructure]).toEqual([true, true]);
    expect(deleted.artifacts!.has('pages/concepts/b.json')).toBe(false);
    expectSameResults(renamed, await alone(a));
    expectSameResults(deleted, await alone(b));
  });
});
