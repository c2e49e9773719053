/**
 * `serve` redirects `/x.html` and `/x/index.html` to `/x`, and every redirect stays on the same
 * server: its Location is a path with exactly one leading slash, whatever the request path began
 * with. Requests go out raw (http.request sends the path as written; fetch would normalise it).
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../cli/commands/serve.ts';
import { rawGet } from '../../helpers/raw-get.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

/** The status and Location of a raw GET. */
async function get(port: number, requestPath: string): Promise<{ status: number; location: string | undefined }> {
  const { status, location } = await rawGet(port, requestPath);
  return { status, location };
}

/** Where a browser on this server goes with that Location. */
const origin = (port: number, location: string) => new URL(location, `http://127.0.0.1:${port}/page`).origin;

let tmp: string;
const servers: http.Server[] = [];
/** A site answering at the base URL given (none: `/`), on a free port. */
async function serveSite(name: string, baseUrl?: string): Promise<number> {
  const root = path.join(tmp, name);
  await mkdir(path.join(root, '__docs', 'data'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<p>home</p>');
  if (baseUrl) await writeFile(path.join(root, '__docs', 'data', 'config.json'), JSON.stringify({ config: { baseUrl } }));
  const server = await startServer({ dir: root, port: 0, host: '127.0.0.1' });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  tmp = await makeTemp();
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await removeTemp(tmp);
});

describe('serve redirects', () => {
  it.each([
    ['//evil.example/foo.html', '/evil.example/foo'],
    ['///evil.example/a/index.html', '/evil.example/a'],
    ['//evil.example/foo.html?next=1', '/evil.example/foo?next=1'],
    ['/%2F%2Fevil.example/foo.html', '/%2F%2Fevil.example/foo'],
    ['/%2f/evil.example/foo.html', '/%2f/evil.example/foo'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/index.html', '/docs'],
  ])('sends %s to %s, on the same server', async (requestPath, location) => {
    const port = await serveSite(`root-${servers.length}`);
    expect(await get(port, requestPath)).toEqual({ status: 301, location });
    expect(origin(port, location)).toBe(`http://127.0.0.1:${port}`);
  });

  it.each(['/\\evil.example/foo.html', '/%5C%5Cevil.example/foo.html', '/%5c/evil.example/foo.html', 'http://evil.example/foo.html', '//evil.example\\foo.html'])(
    'refuses %s with 400 and no Location',
    async (requestPath) => {
      const port = await serveSite(`refuse-${servers.length}`);
      expect(await get(port, requestPath)).toEqual({ status: 400, location: undefined });
    },
  );

  it('keeps redirects under the base URL on the same server', async () => {
    const port = await serveSite('based', '/docs/');
    expect(await get(port, '/docs//evil.example/foo.html')).toEqual({ status: 301, location: '/docs//evil.example/foo' });
    expect(await get(port, '/docs/a/index.html')).toEqual({ status: 301, location: '/docs/a' });
  });

  it('keeps redirects on the same server even when the base URL of the built site begins with two slashes', async () => {
    const port = await serveSite('protocol-relative', '//evil.example/');
    const answer = await get(port, '//evil.example/foo.html');
    expect(answer).toEqual({ status: 301, location: '/evil.example/foo' });
    expect(origin(port, answer.location!)).toBe(`http://127.0.0.1:${port}`);
  });
});
