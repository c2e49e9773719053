/** The site's precompressed copies: levels by kind of file, and the cache of the copies of files that do not change between builds. */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompressCache, compressionLevels, eachLimited, writeCompressed } from '../../../../renderer/site-build/prerender/compress.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';

const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `line ${i} of the file\n`).join(''));

describe('precompression', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    await mkdir(path.join(tmp, 'site', 'assets'), { recursive: true });
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('compresses hashed assets at the best levels and pages and data at fast ones', () => {
    expect(compressionLevels(path.join(tmp, 'site', 'assets', 'app-1234.js'))).toEqual({ gzip: 9, brotli: 10 });
    expect(compressionLevels(path.join(tmp, 'site', 'guide', 'index.html'))).toEqual({ gzip: 6, brotli: 5 });
  });

  it('writes a .gz and a .br that decompress to the file, and nothing for a small or binary file', async () => {
    const file = path.join(tmp, 'site', 'page.html');
    const data = text(200);
    await writeCompressed(file, data);
    expect(gunzipSync(await readFile(`${file}.gz`)).equals(data)).toBe(true);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(data)).toBe(true);
    await writeCompressed(path.join(tmp, 'site', 'small.html'), text(2));
    await writeCompressed(path.join(tmp, 'site', 'image.png'), text(200));
    expect((await readdir(path.join(tmp, 'site'))).sort()).toEqual(['assets', 'page.html.br', 'page.html.gz']);
  });

  it('copies the compressed files of content it has compressed before, and forgets what a build did not use', async () => {
    const cacheDir = path.join(tmp, 'cache');
    const file = path.join(tmp, 'site', 'assets', 'app.js');
    const data = text(300);
    const first = new CompressCache(cacheDir);
    await first.write(file, data);
    await first.write(path.join(tmp, 'site', 'assets', 'old.js'), text(100));
    await first.prune();
    expect((await readdir(cacheDir)).length).toBe(4);
    // The cached copies are what the next build writes: marked here, they show it did not compress again.
    for (const name of (await readdir(cacheDir)).filter((name) => name.endsWith('.br'))) await writeFile(path.join(cacheDir, name), `cached ${name}`);
    const second = new CompressCache(cacheDir);
    const again = path.join(tmp, 'site', 'assets', 'app-again.js');
    await second.write(again, data);
    await second.prune();
    expect((await readFile(`${again}.br`, 'utf8')).startsWith('cached ')).toBe(true);
    expect(gunzipSync(await readFile(`${again}.gz`)).equals(data)).toBe(true);
    // old.js's entries were not used by the second build.
    expect((await readdir(cacheDir)).length).toBe(2);
  });

  it('runs every task, at most the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(n);
      running--;
    });
    expect([done.sort(), most]).toEqual([[1, 2, 3, 4, 5, 6, 7], 3]);
  });
});
