/**
 * Compiled Markdown kept across builds: found again for the same file, text and site; missed
 * when any of them changed; and after a build, only the entries it used are kept.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileCacheStore, siteCompileKey } from '../../../../renderer/site-build/docusaurus-site/compile-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docs-cli-compile-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const site = { configText: 'module.exports = {};', coreVersion: '3.10.2', pluginVersions: { 'docusaurus-plugin-content-docs': { type: 'package', version: '3.10.2' } }, routes: ['/docs/a', '/docs/b'] };
const entries = async () => (await Promise.all((await readdir(dir)).map((shard) => readdir(path.join(dir, shard))))).flat().length;

describe('the compile cache', () => {
  it('gives a compile back for the same file, text and site, in a later build', async () => {
    await compileCacheStore(dir).forSite(siteCompileKey(site)).set('/s/docs/a.md', '# A', 'compiled A');
    const later = compileCacheStore(dir).forSite(siteCompileKey(site));
    expect(await later.get('/s/docs/a.md', '# A')).toBe('compiled A');
  });

  it('misses when the text, the resource, a route, the config or a version changed', async () => {
    await compileCacheStore(dir).forSite(siteCompileKey(site)).set('/s/docs/a.md', '# A', 'compiled A');
    const same = compileCacheStore(dir).forSite(siteCompileKey(site));
    expect(await same.get('/s/docs/a.md', '# A, edited')).toBeUndefined();
    expect(await same.get('/s/docs/a.md?truncated=true', '# A')).toBeUndefined();
    for (const changed of [{ routes: ['/docs/a', '/docs/c'] }, { configText: 'module.exports = { title: "x" };' }, { coreVersion: '3.10.3' }]) {
      expect(await compileCacheStore(dir).forSite(siteCompileKey({ ...site, ...changed })).get('/s/docs/a.md', '# A')).toBeUndefined();
    }
  });

  it('keeps, after a build, only the entries that build read or wrote', async () => {
    const first = compileCacheStore(dir);
    await first.forSite(siteCompileKey(site)).set('/s/docs/a.md', '# A', 'compiled A');
    await first.forSite(siteCompileKey(site)).set('/s/docs/b.md', '# B', 'compiled B');
    const second = compileCacheStore(dir);
    expect(await second.forSite(siteCompileKey(site)).get('/s/docs/a.md', '# A')).toBe('compiled A');
    await second.prune();
    expect(await entries()).toBe(1);
    expect(await compileCacheStore(dir).forSite(siteCompileKey(site)).get('/s/docs/b.md', '# B')).toBeUndefined();
  });
});
