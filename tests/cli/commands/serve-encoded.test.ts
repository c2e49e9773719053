/** `serve` finds files whose names hold an encoded reserved character as the build writes them (a sidebar id `guides/main` → `guides%2Fmain.json`). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveServer, serveDirectory } from '../../helpers/live-server.ts';
import { rawGet as get } from '../../helpers/raw-get.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

describe('serve: encoded names', () => {
  let tmp: string;
  let server: LiveServer;
  let port: number;
  beforeAll(async () => {
    tmp = await makeTemp();
    await mkdir(path.join(tmp, 'site', 'sidebars'), { recursive: true });
    await writeFile(path.join(tmp, 'site', 'index.html'), '<p>home</p>');
    await writeFile(path.join(tmp, 'site', 'sidebars', 'guides%2Fmain.json'), '["a"]');
    await writeFile(path.join(tmp, 'site', 'sidebars', 'two words.json'), '["b"]');
    server = await serveDirectory(path.join(tmp, 'site'));
    ({ port } = server);
  });
  afterAll(async () => {
    await server.close();
    await removeTemp(tmp);
  });

  it('serves a file named with %2F at its encoded URL, and one with a space at %20', async () => {
    expect(await get(port, '/sidebars/guides%2Fmain.json')).toEqual({ status: 200, location: undefined, body: '["a"]' });
    expect(await get(port, '/sidebars/two%20words.json')).toEqual({ status: 200, location: undefined, body: '["b"]' });
  });
});
