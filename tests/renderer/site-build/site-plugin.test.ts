/**
 * A site's build plugins (site-plugin.ts): loaded from the site folder by the paths its config
 * gives, refused with a reason that names the module, and asked for their part of each page and
 * of the bundles.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageArtifact } from '../../../schema/artifacts.ts';
import { loadSitePlugins, pluginBundleData, type SitePluginError, summarizePage } from '../../../renderer/site-build/site-plugin.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

const PLUGIN = `export default {
  name: 'routes',
  summarize: (page) => page.route,
  bundleData: (routes) => routes.length,
};
`;

/** A page as the plugins see it: only its route matters here. */
const page = (route: string) => ({ route }) as unknown as PageArtifact;

describe('loadSitePlugins', () => {
  let site: string;
  beforeAll(async () => {
    site = path.join(await makeTemp(), 'site');
    await mkdir(path.join(site, 'plugins'), { recursive: true });
    await writeFile(path.join(site, 'plugins', 'routes.ts'), PLUGIN);
    await writeFile(path.join(site, 'plugins', 'nameless.ts'), 'export default { summarize: () => 1 };\n');
    await writeFile(path.join(site, 'plugins', 'broken.ts'), 'export default {\n');
  });
  afterAll(async () => {
    await removeTemp(path.dirname(site));
  });

  it('loads each module the config names, in its order, with the path it was named by', async () => {
    const loaded = await loadSitePlugins(site, ['./plugins/routes.ts']);
    expect(loaded.map(({ module, plugin }) => [module, plugin.name, Object.keys(plugin).sort()])).toEqual([['./plugins/routes.ts', 'routes', ['bundleData', 'name', 'summarize']]]);
  });

  it('refuses a module outside the site folder, one that does not load, and a default export that is no plugin', async () => {
    const refusal = (modules: string[]) => loadSitePlugins(site, modules).then(
      () => undefined,
      (error: SitePluginError) => [error.module, error.message.split(' (')[0]],
    );
    expect(await refusal(['../elsewhere.ts'])).toEqual(['../elsewhere.ts', 'site plugin ../elsewhere.ts: it is outside the site folder']);
    expect(await refusal(['./plugins/missing.ts'])).toEqual(['./plugins/missing.ts', 'site plugin ./plugins/missing.ts: it did not load']);
    expect(await refusal(['./plugins/broken.ts'])).toEqual(['./plugins/broken.ts', 'site plugin ./plugins/broken.ts: it did not load']);
    expect(await refusal(['./plugins/nameless.ts'])).toEqual([
      './plugins/nameless.ts',
      'site plugin ./plugins/nameless.ts: its default export is not a site plugin',
    ]);
  });

  it("gives each plugin's summary of a page and its bundle data from every page's, by the plugin's name", async () => {
    const plugins = await loadSitePlugins(site, ['./plugins/routes.ts']);
    const pages = ['/', '/guide', '/api'].map((route) => summarizePage(plugins, page(route)));
    expect(pages).toEqual([{ routes: '/' }, { routes: '/guide' }, { routes: '/api' }]);
    expect(pluginBundleData(plugins, pages)).toEqual({ routes: 3 });
  });

  it('names the module, the hook and the page when a hook throws', () => {
    const plugins = [{ module: './plugins/strict.ts', plugin: { name: 'strict', summarize: () => { throw new Error('no title'); } } }];
    expect(() => summarizePage(plugins, page('/guide'))).toThrow('site plugin ./plugins/strict.ts: its summarize (of /guide) failed: no title');
  });
});
