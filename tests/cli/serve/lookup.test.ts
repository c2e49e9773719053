/** The file a request path names, and its precompressed twin when the browser takes that encoding. */
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFile } from '../../../cli/serve/lookup.ts';

let root: string;
beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'docs-cli-lookup-')));
  await mkdir(path.join(root, 'guide'), { recursive: true });
  for (const file of ['guide/index.html', 'guide/index.html.br', 'guide/index.html.gz', 'about.html']) await writeFile(path.join(root, file), file);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const found = (sitePath: string, acceptEncoding: string) => {
  const file = findFile(root, sitePath, acceptEncoding);
  return file && [path.relative(root, file.file), file.encoding];
};

describe('findFile', () => {
  it.each([
    ['br, gzip', ['guide/index.html.br', 'br']],
    ['gzip, deflate', ['guide/index.html.gz', 'gzip']],
    ['br;q=0, gzip;q=0.5', ['guide/index.html.gz', 'gzip']],
    ['BR;Q=0, GZIP;q=0.0', ['guide/index.html', undefined]],
    ['identity', ['guide/index.html', undefined]],
    ['', ['guide/index.html', undefined]],
  ])('gives /guide for Accept-Encoding %j as %j', (acceptEncoding, expected) => {
    expect(found('/guide', acceptEncoding)).toEqual(expected);
  });

  it('finds a page by its clean URL, and nothing outside the site', () => {
    expect([found('/about', ''), found('/../etc/passwd', ''), found('/missing', '')]).toEqual([['about.html', undefined], undefined, undefined]);
  });
});
