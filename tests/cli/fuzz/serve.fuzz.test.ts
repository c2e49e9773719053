/**
 * Random Range, If-Range, Accept-Encoding and URL values thrown at a live `serve`: every request
 * gets an answer with a known status, and the server answers a plain request after each batch.
 * Seeded: a failure names the request that caused it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveServer, serveDirectory } from '../../helpers/live-server.ts';
import { request } from '../../helpers/request.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

const SEED = 20261206;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_250) / 2;
const KNOWN_STATUSES = [200, 206, 301, 304, 400, 404, 405, 412, 416];

const position = fc.oneof(fc.nat({ max: 200 }).map(String), fc.constantFrom('', '-1', '18446744073709551616', '1e3', ' 2', 'x', '0x10', '00'));
const rangeSpec = fc.oneof(
  fc.tuple(position, position).map(([a, b]) => `${a}-${b}`),
  position.map((n) => `-${n}`),
  fc.string({ maxLength: 12 }),
);
const rangeHeader = fc.oneof(
  fc.array(rangeSpec, { minLength: 1, maxLength: 4 }).map((specs) => `bytes=${specs.join(',')}`),
  fc.tuple(fc.constantFrom('bytes', 'Bytes', 'items', '', 'bytes '), fc.string({ maxLength: 20 })).map(([unit, rest]) => `${unit}=${rest}`),
  fc.string({ maxLength: 30 }),
);
const ifRange = fc.oneof(fc.constant(undefined), fc.constantFrom('"x"', 'W/"1-2"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'garbage', ''));
const acceptEncoding = fc.oneof(fc.constant(undefined), fc.constantFrom('br', 'gzip', 'br;q=0, gzip', 'gzip;q=0', '*', 'identity', 'br, gzip, deflate', ''), fc.string({ maxLength: 20 }));
const urlPath = fc.oneof(
  fc.constantFrom('/', '/assets/app-1a2b3c4d.js', '/guide', '/guide/', '/guide.html', '/guide/index.html', '/404.html', '/data/rows.json', '/missing'),
  fc.array(fc.oneof(fc.constantFrom('..', '.', '%2e', '%', '%zz', '%00', '%c0%ae', 'assets', 'guide', '\\', '~', 'a b', '%E2%82%AC', '//'), fc.string({ maxLength: 8 })), { maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
  fc.string({ maxLength: 30 }).map((text) => `/${encodeURI(text)}`),
);
/** Only what an HTTP client will put on the wire: no control characters in header values. */
const printable = (value: string) => [...value].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c.charCodeAt(0) < 256);

describe('serve under random Range, If-Range, Accept-Encoding and URL values', () => {
  let tmp: string;
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    tmp = await makeTemp();
    const root = path.join(tmp, 'site');
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await mkdir(path.join(root, 'guide'), { recursive: true });
    await mkdir(path.join(root, 'data'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<p>home</p>');
    await writeFile(path.join(root, '404.html'), '<p>not found</p>');
    await writeFile(path.join(root, 'guide', 'index.html'), '<p>guide</p>');
    const script = 'console.log("bars");\n'.repeat(20);
    await writeFile(path.join(root, 'assets', 'app-1a2b3c4d.js'), script);
    await writeFile(path.join(root, 'assets', 'app-1a2b3c4d.js.gz'), gzipSync(script));
    await writeFile(path.join(root, 'data', 'rows.json'), '[1,2,3]');
    server = await serveDirectory(root);
    ({ port } = server);
  });
  afterAll(async () => {
    await server.close();
    await removeTemp(tmp);
  });

  it('answers every request with a known status and goes on serving', async () => {
    await fc.assert(
      fc.asyncProperty(urlPath, rangeHeader, ifRange, acceptEncoding, fc.constantFrom('GET', 'HEAD'), async (url, range, ifRangeValue, encoding, method) => {
        const headers: Record<string, string> = {};
        if (printable(range)) headers.Range = range;
        if (ifRangeValue !== undefined) headers['If-Range'] = ifRangeValue;
        if (encoding !== undefined && printable(encoding)) headers['Accept-Encoding'] = encoding;
        let reply: Awaited<ReturnType<typeof request>>;
        try {
          reply = await request(port, url, headers, method);
        } catch (error) {
          // Only a request Node's own client refuses to send (an invalid path) may fail here.
          if ((error as NodeJS.ErrnoException).code === 'ERR_UNESCAPED_CHARACTERS') return;
          throw error;
        }
        expect(KNOWN_STATUSES).toContain(reply.status);
        if (reply.status === 416) expect(reply.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
        if (reply.status === 206) {
          const [, start, end, size] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(reply.headers['content-range'])) ?? [];
          expect(Number(end)).toBeLessThan(Number(size));
          expect(Number(end) - Number(start) + 1).toBe(method === 'HEAD' ? Number(reply.headers['content-length']) : reply.body.length);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect((await request(port, '/')).body.toString()).toBe('<p>home</p>');
  });
});
