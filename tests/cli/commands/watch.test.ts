import { writeFileSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { type SiteWatch, startWatch } from '../../../cli/commands/watch.ts';
import { afterEdit, brief, readTree, tempCopy } from '../../helpers/watch.ts';
import { built } from '../../helpers/site.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/watch/basic');

let root: string;
let site: string;
let out: string;
let watch: SiteWatch;

beforeEach(async () => {
  root = await tempCopy(FIXTURE);
  site = path.join(root, 'site');
  out = path.join(root, 'out');
  watch = startWatch(site, { outDir: out, cacheDir: path.join(root, 'cache'), debounceMs: 20 });
  const first = await watch.ready;
  expect(brief(first)).toEqual([]);
});

afterEach(async () => {
  await watch.close();
  await rm(root, { recursive: true, force: true });
});

const routes = async () => (JSON.parse(await readFile(path.join(out, 'routes.json'), 'utf8')) as { routes: { path: string }[] }).routes.map((r) => r.path).filter((p) => !p.startsWith('/__docs'));
// Synchronous: the watcher runs in this process, so it can never read a save between its truncation and its write.
const edit = async (file: string, text: string) => writeFileSync(path.join(site, file), text);

async function expectCleanBuildEqualsOut(): Promise<void> {
  const clean = built(await runPipeline(createSession(), site, { artifacts: true }));
  const onDisk = await readTree(out);
  expect([...onDisk.keys()].sort()).toEqual([...clean.artifacts!.keys()].sort());
  for (const [file, text] of clean.artifacts!) expect(onDisk.get(file), file).toBe(text);
}

describe('docs-cli watch', () => {
  it('reports a broken link when it appears and forgets it when it is fixed, keeping the last good output meanwhile', async () => {
    const before = await readFile(path.join(out, 'pages/second.json'), 'utf8');
    const broken = await afterEdit(watch, () => edit('docs/second.md', '# Second\n\n## Details\n\nBack to [nowhere](/nowhere).\n'), (c) => c.trigger.includes('docs/second.md'));
    expect(brief(broken)).toEqual(['error broken-link docs/second.md:5:9']);
    expect(broken.appeared.map((d) => d.code)).toEqual(['broken-link']);
    expect(broken.changedArtifacts).toEqual([]);
    expect(await readFile(path.join(out, 'pages/second.json'), 'utf8')).toBe(before);

    const fixed = await afterEdit(watch, () => edit('docs/second.md', '# Second\n\n## Details\n\nBack to [the intro](/) again.\n'), (c) => c.exitCode === 0);
    expect(fixed.disappeared.map((d) => d.code)).toEqual(['broken-link']);
    expect(fixed.changedArtifacts).toEqual(['content.json', 'pages/second.json', 'registry.json', 'search/index.json', 'search/records.json']);
    expect(await readFile(path.join(out, 'pages/second.json'), 'utf8')).toContain('again.');
    await expectCleanBuildEqualsOut();
  });

  it('reports the anchors a heading rename breaks elsewhere', async () => {
    const cycle = await afterEdit(watch, () => edit('docs/second.md', '# Second\n\n## Particulars\n\nBack to [the intro](/).\n'), (c) => c.trigger.includes('docs/second.md'));
    expect(brief(cycle)).toEqual(['error broken-anchor docs/guide/one.md:3:5', 'error broken-anchor docs/intro.md:7:10']);
  });

  it('adds and deletes pages', async () => {
    await afterEdit(watch, () => edit('docs/third.md', '# Third\n\nA new page.\n'), (c) => c.routesChanged);
    expect(await routes()).toEqual(['/', '/guide/one', '/search', '/second', '/third']);
    await afterEdit(watch, () => rm(path.join(site, 'docs/third.md')), (c) => c.routesChanged);
    expect(await routes()).toEqual(['/', '/guide/one', '/search', '/second']);
    await expectCleanBuildEqualsOut();
  });

  it('re-checks the links that name a page when it is added or deleted, route links and file links alike', async () => {
    const waiting = await afterEdit(
      watch,
      () => edit('docs/second.md', '# Second\n\n## Details\n\nSee [third](/third) and [the file](./third.md#more).\n'),
      (c) => c.trigger.includes('docs/second.md'),
    );
    expect(brief(waiting)).toEqual(['error broken-link docs/second.md:5:5', 'warn broken-markdown-link docs/second.md:5:25']);
    const added = await afterEdit(watch, () => edit('docs/third.md', '# Third\n\n## More\n\nA new page.\n'), (c) => c.routesChanged);
    expect(brief(added)).toEqual([]);
    expect(added.disappeared.map((d) => d.code).sort()).toEqual(['broken-link', 'broken-markdown-link']);
    expect(await readFile(path.join(out, 'pages/second.json'), 'utf8')).toContain('"href":"/third#more"');
    const deleted = await afterEdit(watch, () => rm(path.join(site, 'docs/third.md')), (c) => c.trigger.includes('docs/third.md'));
    expect(brief(deleted)).toEqual(['error broken-link docs/second.md:5:5', 'warn broken-markdown-link docs/second.md:5:25']);
    await afterEdit(watch, () => edit('docs/second.md', '# Second\n\n## Details\n\nBack to [the intro](/).\n'), (c) => c.exitCode === 0);
    await expectCleanBuildEqualsOut();
  });

  it("builds a second save that comes within chokidar's 50 ms window, whose event chokidar drops", async () => {
    await afterEdit(
      watch,
      async () => {
        await edit('docs/second.md', '# Second\n\n## Details\n\nFirst save.\n');
        // After the first save's cycle has read the file (20 ms debounce), before 50 ms have passed.
        await new Promise((resolve) => setTimeout(resolve, 35));
        await edit('docs/second.md', '# Second\n\n## Details\n\nSecond save.\n');
      },
      (c) => c.trigger.includes('docs/second.md'),
    );
    await expect.poll(async () => (await readFile(path.join(out, 'pages/second.json'), 'utf8')).includes('Second save.'), { timeout: 5000 }).toBe(true);
    await expectCleanBuildEqualsOut();
  });

  it('builds a deletion that comes within 100 ms of the last deletion of the same file, which chokidar drops', async () => {
    await afterEdit(watch, () => edit('docs/third.md', '# Third\n\nA new page.\n'), (c) => c.routesChanged);
    expect(await routes()).toContain('/third');
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await rm(path.join(site, 'docs/third.md'));
    // Back after chokidar's unlink (it holds one 20 ms), and gone again before 100 ms have passed.
    await pause(40);
    await edit('docs/third.md', '# Third\n\nBack again.\n');
    await pause(30);
    await rm(path.join(site, 'docs/third.md'));
    await expect.poll(routes, { timeout: 5000, interval: 50 }).not.toContain('/third');
    await expectCleanBuildEqualsOut();
  });

  it('follows a renamed folder with its _category_.json', async () => {
    await afterEdit(
      watch,
      async () => {
        await rename(path.join(site, 'docs/guide'), path.join(site, 'docs/manual'));
        await edit('sidebars.ts', "export default { docs: ['intro', 'second', { type: 'category', label: 'Manual', items: [{ type: 'autogenerated', dirName: 'manual' }] }] };\n");
      },
      (c) => c.exitCode === 0 && c.routesChanged,
    );
    expect(await routes()).toEqual(['/', '/manual/one', '/search', '/second']);
    const sidebars = JSON.parse(await readFile(path.join(out, 'sidebars.json'), 'utf8'));
    expect(sidebars.sidebars.docs[2]).toMatchObject({ type: 'category', label: 'Manual', items: [{ type: 'doc', id: 'manual/one', href: '/manual/one' }] });
    await expectCleanBuildEqualsOut();
  });

  it('survives broken frontmatter and a broken config, and recovers on the next good save', async () => {
    const badFrontmatter = await afterEdit(watch, () => edit('docs/second.md', '---\ntitle: [oops\n---\n\n# Second\n\n## Details\n'), (c) => c.trigger.includes('docs/second.md'));
    expect(brief(badFrontmatter)).toEqual(['error invalid-frontmatter docs/second.md:2:13']);

    const badConfig = await afterEdit(watch, () => edit('docs.config.ts', "export default { title: 'Watch', url: 'not a url' };\n"), (c) => c.trigger.includes('docs.config.ts'));
    expect(badConfig.exitCode).toBe(2);
    expect(brief(badConfig)).toEqual(['error invalid-config docs.config.ts:1:34']);

    const good = await afterEdit(
      watch,
      async () => {
        await edit('docs.config.ts', "export default { title: 'Watch again', url: 'https://watch.example', onBrokenAnchors: 'throw' };\n");
        await edit('docs/second.md', '# Second\n\n## Details\n\nBack to [the intro](/).\n');
      },
      (c) => c.exitCode === 0,
    );
    expect(brief(good)).toEqual([]);
    expect(JSON.parse(await readFile(path.join(out, 'config.json'), 'utf8')).config.title).toBe('Watch again');
    await expectCleanBuildEqualsOut();
  });

  it('applies sidebars edits, and reports an unknown id in them', async () => {
    const cycle = await afterEdit(watch, () => edit('sidebars.ts', "export default { docs: ['intro', 'secnd'] };\n"), (c) => c.trigger.includes('sidebars.ts'));
    expect(brief(cycle)).toEqual(['error unknown-doc-id sidebars.ts:1:35']);
    expect(cycle.diagnostics[0].suggestions).toEqual(['second']);
    await afterEdit(watch, () => edit('sidebars.ts', "export default { docs: ['second', 'intro'] };\n"), (c) => c.exitCode === 0);
    const sidebars = JSON.parse(await readFile(path.join(out, 'sidebars.json'), 'utf8'));
    expect(sidebars.sidebars.docs.map((i: { id: string }) => i.id)).toEqual(['second', 'intro']);
  });
});
