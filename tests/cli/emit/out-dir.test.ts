/** Which out directories docs-cli may replace, and where it must never write (cli/emit/out-dir.ts). */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildsDirFor, contentRefusal, madeByDocsCli, siteRefusal } from '../../../cli/emit/out-dir.ts';
import type { SiteConfig } from '../../../schema/config.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

const config = (docs: string, staticDirectories = ['static']) => ({ docs: { path: docs }, docsInstances: [], blog: { path: 'blog' }, pages: { path: 'pages' }, staticDirectories }) as unknown as SiteConfig;

describe('out directories', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTemp();
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('takes a missing out, and its own link even when the build it named is gone, as docs-cli\'s', async () => {
    const out = path.join(tmp, 'out');
    expect(await madeByDocsCli(out)).toBe(true);
    await symlink(path.relative(tmp, path.join(buildsDirFor(out), 'gone')), out);
    expect(await madeByDocsCli(out)).toBe(true);
  });

  it('does not take a link that climbs out of its builds folder with `..`', async () => {
    const out = path.join(tmp, 'out');
    await symlink(path.relative(tmp, path.join(buildsDirFor(out), 'x', '..', '..', '..', '..', 'home')), out);
    expect(await madeByDocsCli(out)).toBe(false);
  });

  it('sees the site through a link to it: the folder the link leads to is the site', async () => {
    await mkdir(path.join(tmp, 'real-site'));
    await symlink('real-site', path.join(tmp, 'site'));
    expect(siteRefusal(path.join(tmp, 'real-site'), path.join(tmp, 'site'))).toBe(
      `refusing to write to ${path.join(tmp, 'real-site')}: it is the site directory ${path.join(tmp, 'site')} (choose another --out-dir)`,
    );
    expect(siteRefusal(path.join(tmp, 'out'), path.join(tmp, 'site'))).toBeUndefined();
  });

  it('refuses a content folder given as an absolute path, and a docs folder that is the site itself', async () => {
    const site = path.join(tmp, 'site');
    await mkdir(site);
    const elsewhere = path.join(tmp, 'shared-static');
    expect(contentRefusal(path.join(elsewhere, 'out'), site, config('docs', [elsewhere]))).toBe(
      `refusing to write to ${path.join(elsewhere, 'out')}: it is inside ${elsewhere}, a content folder of the site (staticDirectories) (choose another --out-dir)`,
    );
    expect(contentRefusal(path.join(site, 'out'), site, config('.'))).toBe(`refusing to write to ${path.join(site, 'out')}: it is inside ${site}, a content folder of the site (docs.path) (choose another --out-dir)`);
    expect(contentRefusal(path.join(site, 'out'), site, config('docs'))).toBeUndefined();
  });

  it('takes a folder holding only a file named manifest.json that is not JSON as someone else\'s', async () => {
    const out = path.join(tmp, 'out');
    await mkdir(out);
    await writeFile(path.join(out, 'manifest.json'), 'not json');
    expect(await madeByDocsCli(out)).toBe(false);
  });
});
