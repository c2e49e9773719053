/** `docs-cli serve` never answers with a file outside the directory it serves. */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveServer, serveDirectory } from '../../helpers/live-server.ts';
import { rawGet as get } from '../../helpers/raw-get.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

const SECRET = 'SECRET-OUTSIDE-d07b';

describe('serve', () => {
  let tmp: string;
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    tmp = await makeTemp();
    const root = path.join(tmp, 'site');
    await mkdir(path.join(root, 'a'), { recursive: true });
    await mkdir(path.join(tmp, 'outside-dir'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<p>home</p>');
    await writeFile(path.join(root, 'a', 'page.html'), '<p>page</p>');
    await writeFile(path.join(root, 'removed.html'), '<p>removed after start-up</p>');
    await writeFile(path.join(root, '.env'), SECRET);
    await mkdir(path.join(root, '.git'), { recursive: true });
    await writeFile(path.join(root, '.git', 'config'), SECRET);
    await writeFile(path.join(root, 'a', '.secret.txt'), SECRET);
    await mkdir(path.join(root, '.well-known'), { recursive: true });
    await writeFile(path.join(root, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
    await writeFile(path.join(tmp, 'secret.txt'), SECRET);
    await writeFile(path.join(tmp, 'secret.html'), SECRET);
    await writeFile(path.join(tmp, 'outside-dir', 'inner.txt'), SECRET);
    // Links inside the served directory that lead out of it, and one that stays inside.
    await symlink('../secret.txt', path.join(root, 'leak.txt'));
    await symlink('../secret.html', path.join(root, 'leak-page.html'));
    await symlink('../outside-dir', path.join(root, 'leak-dir'));
    await symlink('a/page.html', path.join(root, 'alias.html'));
    server = await serveDirectory(root);
    ({ port } = server);
  });
  afterAll(async () => {
    await server.close();
    await removeTemp(tmp);
  });

  it.each([
    '/../secret.txt',
    '/a/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%252e%252e/secret.txt',
    '/..%2fsecret.txt',
    '/..%252fsecret.txt',
    '/a\\..\\..\\secret.txt',
    '/a%5c..%5c..%5csecret.txt',
    '/%00',
    '/secret.txt%00',
    '/..',
  ])('refuses %s', async (requestPath) => {
    const { status, body } = await get(port, requestPath);
    expect([400, 404]).toContain(status);
    expect(body).not.toContain(SECRET);
  });

  it.each(['/leak.txt', '/leak-page', '/leak-dir/inner.txt', '/%6ceak.txt', '/leak-dir/'])('does not follow a link out of the served directory: %s', async (requestPath) => {
    const { status, body } = await get(port, requestPath);
    expect(status).toBe(404);
    expect(body).not.toContain(SECRET);
  });

  it('serves files, and links that stay inside the served directory', async () => {
    expect(await get(port, '/a/page')).toEqual({ status: 200, body: '<p>page</p>' });
    expect(await get(port, '/alias')).toEqual({ status: 200, body: '<p>page</p>' });
  });

  it('answers 404 for a file removed after start-up, and goes on serving', async () => {
    await rm(path.join(tmp, 'site', 'removed.html'));
    expect(await get(port, '/removed')).toEqual({ status: 404, body: 'Not found' });
    expect(await get(port, '/a/page')).toEqual({ status: 200, body: '<p>page</p>' });
  });

  it('answers 404, with no byte of the file, for a link out of the site made after start-up', async () => {
    await symlink('../secret.txt', path.join(tmp, 'site', 'late.txt'));
    expect(await get(port, '/late.txt')).toEqual({ status: 404, body: 'Not found' });
    expect(await get(port, '/a/page')).toEqual({ status: 200, body: '<p>page</p>' });
  });

  it.each(['/.env', '/.git/config', '/a/.secret.txt', '/a/.hidden'])('does not serve %s: names starting with a dot stay private', async (requestPath) => {
    expect(await get(port, requestPath)).toEqual({ status: 404, body: 'Not found' });
  });

  it('serves what is under /.well-known/', async () => {
    expect(await get(port, '/.well-known/security.txt')).toEqual({ status: 200, body: 'Contact: mailto:security@example.com\n' });
  });
});
