/** Static directories are copied into the built site without following a symlink out of the site. */
import { lstat, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyStaticDirectories } from '../../../../renderer/site-build/prerender/copy-static.ts';
import { makeTemp, readTree, removeTemp } from '../../../helpers/site.ts';

const SECRET = 'SECRET-OUTSIDE-91d4';

describe('copyStaticDirectories', () => {
  let tmp: string;
  let site: string;
  let dest: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    site = path.join(tmp, 'site');
    dest = path.join(tmp, 'out-site');
    await mkdir(path.join(tmp, 'outside', 'dir'), { recursive: true });
    await writeFile(path.join(tmp, 'outside', 'secret.txt'), SECRET);
    await writeFile(path.join(tmp, 'outside', 'dir', 'inner.txt'), SECRET);
    await mkdir(path.join(site, 'static', 'img'), { recursive: true });
    await mkdir(path.join(site, 'shared'), { recursive: true });
    await writeFile(path.join(site, 'static', 'img', 'logo.svg'), '<svg/>');
    await writeFile(path.join(site, 'shared', 'notes.txt'), 'notes');
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('copies files, and links that stay in the site as the files they point to', async () => {
    await symlink('../shared/notes.txt', path.join(site, 'static', 'notes.txt'));
    await symlink('../shared', path.join(site, 'static', 'shared-dir'));
    await copyStaticDirectories(site, ['static'], dest);
    const tree = await readTree(dest);
    expect([...tree.keys()]).toEqual(['img/logo.svg', 'notes.txt', 'shared-dir/notes.txt']);
    expect((await lstat(path.join(dest, 'notes.txt'))).isSymbolicLink()).toBe(false);
    expect(await readFile(path.join(dest, 'shared-dir', 'notes.txt'), 'utf8')).toBe('notes');
  });

  it('leaves out links to files and folders outside the site, dangling links, and directories outside the site', async () => {
    await symlink('../../outside/secret.txt', path.join(site, 'static', 'leak.txt'));
    await symlink('../../outside/dir', path.join(site, 'static', 'leak-dir'));
    await symlink('../nowhere.txt', path.join(site, 'static', 'dangling.txt'));
    await copyStaticDirectories(site, ['static', '../outside', path.join(tmp, 'outside')], dest);
    const tree = await readTree(dest);
    expect([...tree.keys()]).toEqual(['img/logo.svg']);
  });

  it('copies nothing from a static directory that is itself a link out of the site', async () => {
    await symlink('../outside', path.join(site, 'linked-static'));
    await copyStaticDirectories(site, ['static', 'linked-static'], dest);
    expect([...(await readTree(dest)).keys()]).toEqual(['img/logo.svg']);
  });
});
