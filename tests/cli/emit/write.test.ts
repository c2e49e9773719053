/** out/ is replaced in one step, and only by a successful build. */
import { readdirSync } from 'node:fs';
import { lstat, mkdir, readdir, readlink, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { artifactHash } from '../../../cli/emit/hash.ts';
import { createEmitMemory } from '../../../cli/emit/memory.ts';
import { PatchedFiles } from '../../../cli/emit/patched-files.ts';
import { OutDirRefused } from '../../../cli/emit/out-dir.ts';
import { buildsDirFor, updateArtifacts, writeArtifacts } from '../../../cli/emit/write.ts';
import { SCHEMA_VERSION } from '../../../schema/version.ts';
import { copyFixture, makeTemp, readTree, removeTemp, runCli } from '../../helpers/site.ts';

describe('writing out/', () => {
  let tmp: string;
  let site: string;
  let out: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    site = await copyFixture('pagination', tmp);
    out = path.join(tmp, 'out');
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('makes out a symlink into .docs-cli/builds/<out name>/ beside it', async () => {
    expect((await runCli(['build', site, '--out-dir', out, '--format', 'json'])).code).toBe(0);
    expect((await lstat(out)).isSymbolicLink()).toBe(true);
    const target = await realpath(out);
    expect(path.dirname(target)).toBe(await realpath(path.join(tmp, '.docs-cli', 'builds', 'out')));
    expect(buildsDirFor(out)).toBe(path.join(tmp, '.docs-cli', 'builds', 'out'));
  });

  it('swaps out to a new build directory on every successful build', async () => {
    expect((await runCli(['build', site, '--out-dir', out, '--format', 'json'])).code).toBe(0);
    const first = await readlink(out);
    await writeFile(path.join(site, 'docs', 'four.md'), '# Four, edited\n');
    expect((await runCli(['build', site, '--out-dir', out, '--format', 'json'])).code).toBe(0);
    const second = await readlink(out);
    expect(second).not.toBe(first);
    const routes = JSON.parse((await readTree(out)).get('routes.json')!.toString('utf8')).routes as { path: string; title: string }[];
    expect(routes.find((r) => r.path === '/four')?.title).toBe('Four, edited');
  });

  it('removes build directories and temporary links older than the new build, and leaves newer ones to the build writing them', async () => {
    expect((await runCli(['build', site, '--out-dir', out, '--format', 'json'])).code).toBe(0);
    const first = path.basename(await readlink(out));
    const builds = buildsDirFor(out);
    // What builds killed part-way leave behind, and a build that started later and is still writing.
    const older = `${(Date.now() - 60_000).toString(36)}-1-aaaaaa`;
    const newer = `${(Date.now() + 3_600_000).toString(36)}-2-bbbbbb`;
    await mkdir(path.join(builds, older, 'pages'), { recursive: true });
    await writeFile(path.join(builds, older, 'pages', 'half.json'), '{"tit');
    await mkdir(path.join(builds, newer), { recursive: true });
    await symlink(path.relative(tmp, path.join(builds, older)), path.join(tmp, `out.link-${older}`));

    await writeFile(path.join(site, 'docs', 'four.md'), '# Four, edited\n');
    expect((await runCli(['build', site, '--out-dir', out, '--format', 'json'])).code).toBe(0);
    const second = path.basename(await readlink(out));
    expect((await readdir(builds)).sort()).toEqual([first, second, newer].sort());
    expect((await readdir(tmp)).filter((name) => name.startsWith('out.link-'))).toEqual([]);
  });

  it('leaves the previous out untouched when a build fails', async () => {
    expect((await runCli(['build', site, '--out-dir', out, '--format', 'json'])).code).toBe(0);
    const link = await readlink(out);
    const before = await readTree(out);

    await writeFile(path.join(site, 'docs', 'broken.mdx'), '# Broken\n\n<div>\n');
    const failed = await runCli(['build', site, '--out-dir', out, '--format', 'pretty']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('was left as it was');

    expect(await readlink(out)).toBe(link);
    const after = await readTree(out);
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect([...after].filter(([rel, bytes]) => !bytes.equals(before.get(rel)!)).map(([rel]) => rel)).toEqual([]);
  });

  it('leaves out untouched when the config is invalid', async () => {
    expect((await runCli(['build', site, '--out-dir', out, '--format', 'json'])).code).toBe(0);
    const before = await readTree(out);
    await writeFile(path.join(site, 'docs.config.ts'), "export default { title: 'T', url: 'not a url' };\n");
    expect((await runCli(['build', site, '--out-dir', out, '--format', 'json'])).code).toBe(2);
    const after = await readTree(out);
    expect([...after].filter(([rel, bytes]) => !bytes.equals(before.get(rel) ?? Buffer.alloc(0))).map(([rel]) => rel)).toEqual([]);
  });

  it('writes files that come later (a build\'s search files) into the same build after the others, batch by batch, with one sorted manifest listing all of them', async () => {
    // What the build directory holds when the writer asks for the first later batch.
    let onDiskThen: string[] = [];
    async function* later() {
      const [dir] = readdirSync(buildsDirFor(out));
      onDiskThen = readdirSync(path.join(buildsDirFor(out), dir)).sort();
      yield new Map([['search/records.json', '{"records":[]}\n']]);
      yield new Map([['search/index.json', '{"index":[]}\n']]);
    }
    const manifest = { generator: { name: 'docs-cli', version: '0' }, builtAt: '2026-01-01T00:00:00.000Z', durationMs: 1, versions: [], locales: [], counts: {} } as never;
    const result = await writeArtifacts(
      out,
      new Map([
        ['routes.json', '{"routes":[]}\n'],
        ['sitemap.xml', '<urlset/>\n'],
      ]),
      manifest,
      { later: later() },
    );
    expect(onDiskThen).toEqual(['routes.json', 'sitemap.xml']);
    expect(result).toEqual({ dir: path.join(buildsDirFor(out), (await readdir(buildsDirFor(out)))[0]), written: 5, reused: 0 });
    const tree = await readTree(out);
    expect([...tree.keys()].sort()).toEqual(['manifest.json', 'routes.json', 'search/index.json', 'search/records.json', 'sitemap.xml']);
    expect(Object.keys(JSON.parse(tree.get('manifest.json')!.toString('utf8')).hashes)).toEqual(['routes.json', 'search/index.json', 'search/records.json', 'sitemap.xml']);
  });

  it('updates the manifest in place as files come and go (watch), to the text a fresh write of the same files gives', async () => {
    // What a watch session keeps from one update to the next.
    const memory = createEmitMemory(true);
    const manifest = { generator: { name: 'docs-cli', version: '0' }, builtAt: '2026-01-01T00:00:00.000Z', durationMs: 1, versions: [], locales: [], counts: {} } as never;
    const files = (names: string[], edited = '') => new Map(names.map((name) => [name, `${name}${name === edited ? ' edited' : ''}\n`]));
    const expected = (names: string[], edited = '') =>
      `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, ...(manifest as object), hashes: Object.fromEntries(names.map((n) => [n, artifactHash(n, files(names, edited).get(n)!)])) }, null, 1)}\n`;
    let disk = new Map<string, string>();
    const read = async () => {
      disk = new Map([...(await readTree(out))].map(([file, bytes]) => [file, bytes.toString('utf8')]));
    };
    await updateArtifacts(out, files(['a.json', 'c.json', 'pages/x.json']), manifest, { memory });
    // A body edit: the same files in the same order, one changed.
    expect((await updateArtifacts(out, files(['a.json', 'c.json', 'pages/x.json'], 'c.json'), manifest, { memory })).changed).toEqual(['c.json']);
    await read();
    expect(disk.get('manifest.json')).toBe(expected(['a.json', 'c.json', 'pages/x.json'], 'c.json'));
    // A new page: a file between the others, and one of the kept ones changed too.
    expect((await updateArtifacts(out, files(['a.json', 'b.json', 'c.json', 'pages/x.json'], 'a.json'), manifest, { memory })).changed).toEqual(['a.json', 'b.json', 'c.json']);
    await read();
    expect(disk.get('manifest.json')).toBe(expected(['a.json', 'b.json', 'c.json', 'pages/x.json'], 'a.json'));
    expect(disk.get('b.json')).toBe('b.json\n');
    // A deleted page.
    expect((await updateArtifacts(out, files(['a.json', 'b.json', 'pages/x.json'], 'a.json'), manifest, { memory })).changed).toEqual(['c.json']);
    await read();
    expect(disk.get('manifest.json')).toBe(expected(['a.json', 'b.json', 'pages/x.json'], 'a.json'));
    expect([...disk.keys()].sort()).toEqual(['a.json', 'b.json', 'manifest.json', 'pages/x.json']);
  });

  it('with the changes of a patched build, compares only the files they name, and writes the manifest a full write would (sorted)', async () => {
    // What a watch session keeps from one update to the next.
    const memory = createEmitMemory(true);
    const manifest = { generator: { name: 'docs-cli', version: '0' }, builtAt: '2026-01-01T00:00:00.000Z', durationMs: 1, versions: [], locales: [], counts: {} } as never;
    const expected = (files: ReadonlyMap<string, string>) =>
      `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, ...(manifest as object), hashes: Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([n, text]) => [n, artifactHash(n, text)])) }, null, 1)}\n`;
    const read = async () => new Map([...(await readTree(out))].map(([file, bytes]) => [file, bytes.toString('utf8')]));
    const first = new Map([
      ['pages/x.json', 'x\n'],
      ['c.json', 'c\n'],
      ['a.json', 'a\n'],
    ]);
    await updateArtifacts(out, first, manifest, { memory });
    await updateArtifacts(out, first, manifest, { memory });
    expect((await read()).get('manifest.json')).toBe(expected(first));
    const patched = new PatchedFiles(first);
    patched.set('b.json', 'b\n');
    patched.delete('c.json');
    expect((await updateArtifacts(out, patched.files, manifest, { changes: patched, memory })).changed).toEqual(['b.json', 'c.json']);
    let disk = await read();
    expect([...disk.keys()].sort()).toEqual(['a.json', 'b.json', 'manifest.json', 'pages/x.json']);
    expect(disk.get('manifest.json')).toBe(expected(patched.files));
    // Changes relative to files the writer did not write last: every file is compared.
    const stale = new PatchedFiles(first);
    stale.set('a.json', 'a edited\n');
    expect((await updateArtifacts(out, stale.files, manifest, { changes: stale, memory })).changed).toEqual(['a.json', 'b.json', 'c.json']);
    disk = await read();
    expect([...disk.keys()].sort()).toEqual(['a.json', 'c.json', 'manifest.json', 'pages/x.json']);
    expect(disk.get('a.json')).toBe('a edited\n');
    expect(disk.get('manifest.json')).toBe(expected(stale.files));
    // Relative to the files written last, a file the changes do not name is not even looked at.
    const narrow = new PatchedFiles(stale.files);
    narrow.files.set('pages/x.json', 'x edited\n');
    narrow.set('a.json', 'a\n');
    expect((await updateArtifacts(out, narrow.files, manifest, { changes: narrow, memory })).changed).toEqual(['a.json']);
    expect((await read()).get('pages/x.json')).toBe('x\n');
  });

  it('after an update that fails part-way, the next one writes every file the failed one touched, and the manifest matches the disk', async () => {
    // What a watch session keeps from one update to the next.
    const memory = createEmitMemory(true);
    const manifest = { generator: { name: 'docs-cli', version: '0' }, builtAt: '2026-01-01T00:00:00.000Z', durationMs: 1, versions: [], locales: [], counts: {} } as never;
    const original = new Map([
      ['a.json', 'a\n'],
      ['c.json', 'c\n'],
    ]);
    await updateArtifacts(out, original, manifest, { memory });
    await updateArtifacts(out, original, manifest, { memory });
    // c.json cannot be replaced: a folder that is not empty stands in its place.
    const live = await realpath(out);
    await rm(path.join(live, 'c.json'));
    await mkdir(path.join(live, 'c.json', 'in-the-way'), { recursive: true });
    await expect(
      updateArtifacts(
        out,
        new Map([
          ['a.json', 'a edited\n'],
          ['c.json', 'c edited\n'],
        ]),
        manifest,
        { memory },
      ),
    ).rejects.toThrow();
    await rm(path.join(live, 'c.json'), { recursive: true });
    // Back to the first texts: a.json was rewritten by the failed update and c.json is missing.
    await updateArtifacts(out, original, manifest, { memory });
    const tree = new Map([...(await readTree(out))].map(([file, bytes]) => [file, bytes.toString('utf8')]));
    expect(tree.get('a.json')).toBe('a\n');
    expect(tree.get('c.json')).toBe('c\n');
    expect(JSON.parse(tree.get('manifest.json')!).hashes).toEqual({ 'a.json': artifactHash('a.json', 'a\n'), 'c.json': artifactHash('c.json', 'c\n') });
  });

  it('refuses to replace an out that docs-cli did not make, whoever calls it, and starts no build', async () => {
    const manifest = { generator: { name: 'docs-cli', version: '0' }, builtAt: '2026-01-01T00:00:00.000Z', durationMs: 1, versions: [], locales: [], counts: {} } as never;
    await mkdir(out);
    await writeFile(path.join(out, 'todo.txt'), 'keep me\n');
    await expect(writeArtifacts(out, new Map([['routes.json', '{}\n']]), manifest)).rejects.toThrow(
      new OutDirRefused(`refusing to replace ${out}: it was not made by docs-cli (move it away or choose another --out-dir)`),
    );
    expect(await readTree(out)).toEqual(new Map([['todo.txt', Buffer.from('keep me\n')]]));
    expect(await readdir(tmp)).toEqual(['out', 'site']);
  });

  it('never writes or deletes through a link that leads outside its builds folder (watch), even to a folder with a manifest', async () => {
    const manifest = { generator: { name: 'docs-cli', version: '0' }, builtAt: '2026-01-01T00:00:00.000Z', durationMs: 1, versions: [], locales: [], counts: {} } as never;
    const notes = path.join(tmp, 'notes');
    await mkdir(notes);
    await writeFile(path.join(notes, 'todo.txt'), 'keep me\n');
    await writeFile(path.join(notes, 'manifest.json'), JSON.stringify({ hashes: { 'todo.txt': 'x' } }));
    await symlink('notes', out);
    await expect(updateArtifacts(out, new Map([['routes.json', '{}\n']]), manifest)).rejects.toThrow(OutDirRefused);
    expect([...(await readTree(notes)).keys()]).toEqual(['manifest.json', 'todo.txt']);
    expect(await readlink(out)).toBe('notes');
  });
});
