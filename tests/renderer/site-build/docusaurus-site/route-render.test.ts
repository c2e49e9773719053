/**
 * Routes rendered on render threads write the same pages and give back the same links, anchors
 * and metadata as routes rendered in the build's thread; threads are used as Docusaurus uses them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocusaurusInstall } from '../../../../renderer/site-build/docusaurus-site/install.ts';
import type { SiteProps } from '../../../../renderer/site-build/docusaurus-site/load-site.ts';
import { renderOnThreads, renderThreads } from '../../../../renderer/site-build/docusaurus-site/render-pool.ts';
import { type RouteRenderSetup, renderEach, routeRenderer } from '../../../../renderer/site-build/docusaurus-site/route-render.ts';
import { buildServerBundle } from '../../../../renderer/site-build/docusaurus-site/server-bundle.ts';
import { docusaurusWebpackConfig } from '../../../../renderer/site-build/docusaurus-site/webpack-config.ts';
import { loadedDocusaurusFixture } from '../../../helpers/docusaurus-install.ts';

let remove: () => Promise<void>;
let tmp: string;
let install: DocusaurusInstall;
let props: SiteProps;
let serverEntry: string;

beforeAll(async () => {
  const loaded = await loadedDocusaurusFixture('docusaurus-route-render');
  ({ remove, props, install, tmp } = loaded);
  const webpack = await docusaurusWebpackConfig(install, props);
  serverEntry = await buildServerBundle({ install, props, webpack, outDir: path.join(tmp, 'ssr') });
}, 120_000);
afterAll(async () => {
  await remove();
});

const setupFor = (outDir: string): RouteRenderSetup => ({
  siteDir: props.siteDir,
  serverEntry,
  shell: { template: '<html><head><%~ it.headTags %></head><body><%~ it.appHtml %></body></html>', baseUrl: '/', headTags: '', preBodyTags: '', postBodyTags: '', stylesheets: [], version: 'test' },
  write: { outDir, baseUrl: '/', trailingSlash: undefined },
  removeLegacyHead: true,
});

/** Every file under `dir`, by its path inside, with its text. */
async function filesUnder(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const files: Record<string, string> = {};
  for (const entry of names) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return files;
}

describe('rendering routes', () => {
  it('writes the same pages and gives back the same outcomes on two threads as in this thread', async () => {
    const routes = props.routesPaths;
    const here = await renderEach(await routeRenderer(install, setupFor(path.join(tmp, 'here'))), routes);
    const threaded = await renderOnThreads(setupFor(path.join(tmp, 'threads')), routes, 2);
    const withoutHelmet = here.map((outcome) => ('route' in outcome ? { route: { ...outcome.route, helmet: undefined } } : outcome));
    expect(threaded).toEqual(withoutHelmet);
    expect(await filesUnder(path.join(tmp, 'threads'))).toEqual(await filesUnder(path.join(tmp, 'here')));
    expect(Object.keys(await filesUnder(path.join(tmp, 'here')))).toContain(path.join('docs', 'intro', 'index.html'));
  }, 60_000);

  it('uses threads as Docusaurus does: none with the legacy postBuild head, one for each 100 routes, at most --jobs or one a core', () => {
    expect([renderThreads(657, false, undefined, 8), renderThreads(99, true, undefined, 8), renderThreads(657, true, undefined, 2), renderThreads(657, true, undefined, 8), renderThreads(657, true, 1, 8), renderThreads(657, true, 3, 2)]).toEqual([
      0, 0, 2, 7, 0, 3,
    ]);
  });
});
