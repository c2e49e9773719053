/** `serve` finds files whose names hold an encoded reserved character as the build writes them (a sidebar id `guides/main` → `guides%2Fmain.json`). */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../cli/commands/serve.ts';
import { rawGet as get } from '../../helpers/raw-get.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

describe('serve: encoded names', () => {
  let tmp: string;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    tmp = await makeTemp();
    await mkdir(path.join(tmp, 'site', 'sidebars'), { recursive: true });
    await writeFile(path.join(tmp, 'site', 'index.html'), '<p>home</p>');
    await writeFile(path.join(tmp, 'site', 'sidebars', 'guides%2Fmain.json'), '["a"]');
    await writeFile(path.join(tmp, 'site', 'sidebars', 'two words.json'), '["b"]');
    server = await startServer({ dir: path.join(tmp, 'site'), port: 0, host: '127.0.0.1' });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await removeTemp(tmp);
  });

  it('serves a file named with %2F at its encoded URL, and one with a space at %20', async () => {
    expect(await get(port, '/sidebars/guides%2Fmain.json')).toEqual({ status: 200, location: undefined, body: '["a"]' });
    expect(await get(port, '/sidebars/two%20words.json')).toEqual({ status: 200, location: undefined, body: '["b"]' });
  });
});
