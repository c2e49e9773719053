/** The sample datasets under /data/ travel compressed, as the rest of the site does. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const sites = inject('sites');

describe('the sample datasets', () => {
  it('are served with gzip or Brotli to a browser that takes them, byte for byte the files', async () => {
    const { url, out } = sites.content;
    for (const file of ['population.csv', 'gdp-wide.csv', 'brands.json']) {
      const plain = readFileSync(path.join(out, 'site', 'data', file));
      const br = await fetch(`${url}/data/${file}`, { headers: { 'accept-encoding': 'br' } });
      expect([file, br.status, br.headers.get('content-encoding')]).toEqual([file, 200, 'br']);
      // fetch decodes the body it asked for.
      expect(Buffer.from(await br.arrayBuffer()).equals(plain), file).toBe(true);
      const gz = await fetch(`${url}/data/${file}`, { headers: { 'accept-encoding': 'gzip' }, decompress: false } as RequestInit);
      expect([file, gz.headers.get('content-encoding')]).toEqual([file, 'gzip']);
      const body = Buffer.from(await gz.arrayBuffer());
      expect((body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).equals(plain), file).toBe(true);
      expect(Number(gz.headers.get('content-length'))).toBeLessThan(plain.length / 2);
    }
  });
});
