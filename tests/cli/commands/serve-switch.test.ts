/**
 * `serve` of docs-cli's `out/site` follows the build `out` points at: the previous build until
 * the new one is published (one rename of the link), then the new one, its pages and policy
 * included, even once the previous build's directory is gone.
 */
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveServer, serveDirectory } from '../../helpers/live-server.ts';
import { request } from '../../helpers/request.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

async function writeBuild(root: string, name: string, policy: string): Promise<void> {
  const site = path.join(root, 'builds', name, 'site');
  await mkdir(path.join(site, 'guide'), { recursive: true });
  await mkdir(path.join(site, '__docs'), { recursive: true });
  await writeFile(path.join(site, 'index.html'), `<p>home of ${name}</p>`);
  await writeFile(path.join(site, 'guide', 'index.html'), `<p>guide of ${name}</p>`);
  await writeFile(path.join(site, '__docs', 'csp.txt'), policy);
}

async function pointOutAt(root: string, name: string): Promise<void> {
  await symlink(path.join('builds', name), path.join(root, `out.link-${name}`));
  await rename(path.join(root, `out.link-${name}`), path.join(root, 'out'));
}

describe('serve of out/site across a build switch', () => {
  let tmp: string;
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    tmp = await makeTemp();
    await writeBuild(tmp, 'first', "default-src 'self'");
    await pointOutAt(tmp, 'first');
    server = await serveDirectory(path.join(tmp, 'out', 'site'));
    ({ port } = server);
  });
  afterAll(async () => {
    await server.close();
    await removeTemp(tmp);
  });

  const page = async (url: string) => {
    const reply = await request(port, url);
    return { status: reply.status, body: reply.body.toString('utf8'), csp: reply.headers['content-security-policy'] };
  };

  it('serves the previous build while the next is written, and the next once out points at it', async () => {
    expect(await page('/guide')).toEqual({ status: 200, body: '<p>guide of first</p>', csp: "default-src 'self'; frame-ancestors 'self'" });
    await writeBuild(tmp, 'second', "default-src 'none'");
    expect(await page('/guide')).toEqual({ status: 200, body: '<p>guide of first</p>', csp: "default-src 'self'; frame-ancestors 'self'" });
    await pointOutAt(tmp, 'second');
    expect(await page('/guide')).toEqual({ status: 200, body: '<p>guide of second</p>', csp: "default-src 'none'; frame-ancestors 'self'" });
    await rm(path.join(tmp, 'builds', 'first'), { recursive: true });
    expect(await page('/')).toEqual({ status: 200, body: '<p>home of second</p>', csp: "default-src 'none'; frame-ancestors 'self'" });
  });
});
