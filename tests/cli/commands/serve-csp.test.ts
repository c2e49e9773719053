import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../cli/commands/serve.ts';
import { PAGE_POLICY, writeServeSite } from '../../helpers/serve-site.ts';
import { REPO } from '../../helpers/site.ts';

const DIR = path.join(REPO, 'tests', '.tmp', 'serve-csp');
const HEADER_POLICY = `${PAGE_POLICY}; frame-ancestors 'self'`;

async function serve(dir: string): Promise<{ server: Server; get: (p: string) => Promise<Response> }> {
  const server = await startServer({ dir, port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, get: (p) => fetch(origin + p, { redirect: 'manual' }) };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The content of a page's CSP <meta>, entities decoded. */
function metaPolicy(html: string): string | undefined {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
  return content?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

describe('with the policy the build wrote to __docs/csp.txt', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve(writeServeSite(path.join(DIR, 'with')));
  });
  afterAll(() => close(site.server));

  it('sends the policy of the page <meta> plus frame-ancestors as a header with every page, at each of its URLs', async () => {
    const seen = [];
    for (const url of ['/', '/guide', '/guide/', '/guide/install', '/guide/install/', '/about', '/404.html']) {
      const response = await site.get(url);
      const body = await response.text();
      seen.push([url, response.status, response.headers.get('content-security-policy'), response.headers.get('cache-control')]);
      expect(`${metaPolicy(body)}; frame-ancestors 'self'`).toBe(response.headers.get('content-security-policy'));
    }
    expect(seen).toEqual(
      ['/', '/guide', '/guide/', '/guide/install', '/guide/install/', '/about', '/404.html'].map((url) => [url, 200, HEADER_POLICY, 'public, max-age=0, must-revalidate']),
    );
  });

  it('sends it with the 404 page for unknown paths, assets and data files included', async () => {
    const seen = [];
    for (const url of ['/no-such-page', '/assets/no-such-asset.js', '/__docs/data/pages/no-such-page.json']) {
      const response = await site.get(url);
      seen.push([url, response.status, response.headers.get('content-type'), response.headers.get('content-security-policy')]);
    }
    expect(seen).toEqual([
      ['/no-such-page', 404, 'text/html; charset=utf-8', HEADER_POLICY],
      ['/assets/no-such-asset.js', 404, 'text/html; charset=utf-8', HEADER_POLICY],
      ['/__docs/data/pages/no-such-page.json', 404, 'text/html; charset=utf-8', HEADER_POLICY],
    ]);
  });

  it('sends no policy with assets, data, images, redirects or the playground frame under /lib/, which keep their CORS header', async () => {
    const seen = [];
    for (const url of ['/assets/app-3f2a1b9c.js', '/__docs/data/config.json', '/img/logo.svg', '/guide/index.html', '/lib/playground/', '/data/population.json']) {
      const response = await site.get(url);
      seen.push([url, response.status, response.headers.get('content-security-policy'), response.headers.get('access-control-allow-origin')]);
    }
    expect(seen).toEqual([
      ['/assets/app-3f2a1b9c.js', 200, null, null],
      ['/__docs/data/config.json', 200, null, null],
      ['/img/logo.svg', 200, null, null],
      ['/guide/index.html', 301, null, null],
      ['/lib/playground/', 200, null, '*'],
      ['/data/population.json', 200, null, '*'],
    ]);
  });
});

describe('without __docs/csp.txt', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve(writeServeSite(path.join(DIR, 'without'), { csp: false }));
  });
  afterAll(async () => {
    await close(site.server);
    rmSync(DIR, { recursive: true, force: true });
  });

  it('sends no Content-Security-Policy header, with pages or the 404 page', async () => {
    const seen = [];
    for (const url of ['/', '/guide', '/no-such-page']) {
      const response = await site.get(url);
      seen.push([url, response.status, response.headers.get('content-security-policy')]);
    }
    expect(seen).toEqual([
      ['/', 200, null],
      ['/guide', 200, null],
      ['/no-such-page', 404, null],
    ]);
  });
});
