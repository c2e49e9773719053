/**
 * `serve` starts without walking anything outside the site: a link to a large, looping or
 * broken tree outside it, or a link back up inside it, is never followed at start-up, and
 * nothing through such a link is served.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveServer, serveDirectory } from '../../helpers/live-server.ts';
import { rawGet as get } from '../../helpers/raw-get.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

const SECRET = 'SECRET-OUTSIDE-77c1';

describe('serve start-up', () => {
  let tmp: string;
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    tmp = await makeTemp();
    const root = path.join(tmp, 'site');
    const outside = path.join(tmp, 'outside');
    await mkdir(path.join(root, 'a'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<p>home</p>');
    await writeFile(path.join(root, 'a', 'page.html'), '<p>page</p>');
    // Outside: a tree that loops back on itself and holds a broken link (what made the walk die with ELOOP or ENOENT).
    await mkdir(path.join(outside, 'deep'), { recursive: true });
    await writeFile(path.join(outside, 'deep', 'file.txt'), SECRET);
    await symlink('..', path.join(outside, 'deep', 'loop'));
    await symlink('../nowhere', path.join(outside, 'broken'));
    await symlink('../outside', path.join(root, 'elsewhere'));
    // Inside: a link back up to the site's own root.
    await symlink('..', path.join(root, 'a', 'up'));
    server = await serveDirectory(root);
    ({ port } = server);
  });
  afterAll(async () => {
    await server?.close();
    await removeTemp(tmp);
  });

  it('serves the site next to a link to a looping, broken tree outside it', async () => {
    expect(await get(port, '/')).toEqual({ status: 200, body: '<p>home</p>' });
    expect(await get(port, '/a/page')).toEqual({ status: 200, body: '<p>page</p>' });
  });

  it.each(['/elsewhere/deep/file.txt', '/elsewhere/deep/loop/deep/file.txt', '/elsewhere/broken', '/a/up/a/page', '/a/up/index'])('answers 404 through a link that leaves the site or loops: %s', async (requestPath) => {
    expect(await get(port, requestPath)).toEqual({ status: 404, body: 'Not found' });
  });
});
