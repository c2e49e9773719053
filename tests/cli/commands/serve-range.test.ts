/** `serve` answers Range requests as RFC 9110 §14 says, on plain and precompressed files, and a bad one ends only its own response. */
import { mkdir, writeFile } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveServer, serveDirectory } from '../../helpers/live-server.ts';
import { request } from '../../helpers/request.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

const ASSET = '/assets/index-3f2a9c1b.js';
const TEXT = 'export const bars = [1, 2, 3];\n';
const SIZE = Buffer.byteLength(TEXT);

describe('serve: ranges', () => {
  let tmp: string;
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    tmp = await makeTemp();
    const root = path.join(tmp, 'site');
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<p>home</p>');
    await writeFile(path.join(root, ASSET), TEXT);
    await writeFile(path.join(root, 'assets', 'data.json'), TEXT);
    await writeFile(path.join(root, 'assets', 'data.json.br'), brotliCompressSync(TEXT));
    await writeFile(path.join(root, 'assets', 'empty.txt'), '');
    server = await serveDirectory(root);
    ({ port } = server);
  });
  afterAll(async () => {
    await server.close();
    await removeTemp(tmp);
  });

  const ranged = async (range: string, file = ASSET, extra: Record<string, string> = {}) => {
    const reply = await request(port, file, { Range: range, ...extra });
    return { status: reply.status, contentRange: reply.headers['content-range'], body: reply.body.toString('utf8') };
  };

  it('answers a range whose last is below its first (invalid) with the whole file, and goes on serving', async () => {
    expect(await ranged('bytes=5-4')).toEqual({ status: 200, contentRange: undefined, body: TEXT });
    expect((await request(port, '/')).status).toBe(200);
  });

  it('answers a suffix range with the last N bytes', async () => {
    expect(await ranged('bytes=-3')).toEqual({ status: 206, contentRange: `bytes ${SIZE - 3}-${SIZE - 1}/${SIZE}`, body: TEXT.slice(-3) });
  });

  it('ignores a header that is no byte range: 200 and the whole file', async () => {
    expect(await ranged('bytes=abc')).toEqual({ status: 200, contentRange: undefined, body: TEXT });
    expect(await ranged('lines=1-2')).toEqual({ status: 200, contentRange: undefined, body: TEXT });
  });

  it('answers a range starting past the end with 416 and the size', async () => {
    expect(await ranged(`bytes=${SIZE}-`)).toEqual({ status: 416, contentRange: `bytes */${SIZE}`, body: '' });
    expect(await ranged('bytes=-0')).toEqual({ status: 416, contentRange: `bytes */${SIZE}`, body: '' });
    expect(await ranged('bytes=0-', '/assets/empty.txt')).toEqual({ status: 416, contentRange: 'bytes */0', body: '' });
  });

  it('answers the first byte, a middle slice and an open end exactly', async () => {
    expect(await ranged('bytes=0-0')).toEqual({ status: 206, contentRange: `bytes 0-0/${SIZE}`, body: 'e' });
    expect(await ranged('bytes=7-11')).toEqual({ status: 206, contentRange: `bytes 7-11/${SIZE}`, body: TEXT.slice(7, 12) });
    expect(await ranged(`bytes=${SIZE - 2}-99999`)).toEqual({ status: 206, contentRange: `bytes ${SIZE - 2}-${SIZE - 1}/${SIZE}`, body: TEXT.slice(-2) });
  });

  it('answers several ranges, or a stale If-Range, with the whole file', async () => {
    expect(await ranged('bytes=0-1, 4-5')).toEqual({ status: 200, contentRange: undefined, body: TEXT });
    expect(await ranged('bytes=0-1', ASSET, { 'If-Range': '"not-this-one"' })).toEqual({ status: 200, contentRange: undefined, body: TEXT });
  });

  it('ranges a precompressed file over its encoded bytes, with its own type and encoding', async () => {
    const encoded = brotliCompressSync(TEXT);
    const reply = await request(port, '/assets/data.json', { Range: 'bytes=0-3', 'Accept-Encoding': 'br' });
    expect([reply.status, reply.headers['content-range'], reply.headers['content-encoding'], reply.headers['content-type']]).toEqual([206, `bytes 0-3/${encoded.length}`, 'br', 'application/json']);
    expect(reply.body).toEqual(encoded.subarray(0, 4));
  });
});
