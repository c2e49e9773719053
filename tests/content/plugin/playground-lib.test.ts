/**
 * The playground's /lib/ files when docs-cli is a site's dependency: npm puts its packages beside
 * it (site/node_modules/racing-bars), not inside it (site/node_modules/docs-cli/node_modules).
 */
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlaygroundLib } from '../../../content/plugin/playground-lib.ts';
import { makeTemp, REPO, removeTemp } from '../../helpers/site.ts';

describe('buildPlaygroundLib', () => {
  let tmp: string;
  let install: string;
  beforeAll(async () => {
    tmp = await makeTemp();
    // docs-cli installed in a site: its sources in node_modules/docs-cli, every package hoisted beside it.
    const modules = path.join(tmp, 'my-docs', 'node_modules');
    install = path.join(modules, 'docs-cli');
    await mkdir(install, { recursive: true });
    await writeFile(path.join(install, 'package.json'), JSON.stringify({ name: 'docs-cli', type: 'module' }));
    await symlink(path.join(REPO, 'renderer'), path.join(install, 'renderer'));
    for (const name of await readdir(path.join(REPO, 'node_modules'))) {
      if (!name.startsWith('.')) await symlink(path.join(REPO, 'node_modules', name), path.join(modules, name));
    }
  });
  afterAll(async () => {
    await removeTemp(tmp);
  });

  it('finds racing-bars beside docs-cli when it is installed as a dependency', async () => {
    const siteOut = path.join(tmp, 'out', 'site');
    await buildPlaygroundLib(siteOut, install);
    expect((await readdir(path.join(siteOut, 'lib'))).filter((file) => file.startsWith('racing-bars.')).sort()).toEqual(['racing-bars.js', 'racing-bars.umd.js']);
  });
});
