/**
 * markdownCompiler compiles each resource once, on compile threads that load the fixture site
 * themselves, to the same module as in this thread; and a site whose remark plugin makes a page
 * wait for another page's compile in the same process (as some real sites' do) is compiled in
 * this thread instead, every page complete.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocusaurusInstall } from '../../../../renderer/site-build/docusaurus-site/install.ts';
import { loadDocusaurusSite, type SiteProps } from '../../../../renderer/site-build/docusaurus-site/load-site.ts';
import { compileThreads, markdownCompiler } from '../../../../renderer/site-build/docusaurus-site/markdown-compiler.ts';
import { docusaurusWebpackConfig, type WebpackConfig } from '../../../../renderer/site-build/docusaurus-site/webpack-config.ts';
import { copyDocusaurusFixture, testInstall } from '../../../helpers/docusaurus-install.ts';

// Publishes each compiled file's name in this process; with FIXTURE_WAIT_FOR_SETUP set (threads
// take the environment they start with), the intro waits until the setup page's compile has
// published (or 60 s pass).
const WAITING_PLUGIN = `const path = require('node:path');
const published = new Map();
const publish = (name) => { if (!published.has(name)) published.set(name, {}); const entry = published.get(name); entry.done = true; entry.resolve?.(); };
const waitFor = (name) => { if (!published.has(name)) published.set(name, {}); const entry = published.get(name); return entry.done ? Promise.resolve() : new Promise((resolve, reject) => { entry.resolve = resolve; setTimeout(() => reject(new Error('setup never compiled here')), 60000).unref(); }); };
module.exports = function remarkWaitForSetup() {
  return async (tree, file) => {
    const name = path.basename(file.path);
    if (name === 'intro.md' && process.env.FIXTURE_WAIT_FOR_SETUP) await waitFor('setup.md');
    publish(name);
  };
};
`;

let site: string;
let remove: () => Promise<void>;
let install: DocusaurusInstall;
let props: SiteProps;
let webpack: WebpackConfig;

beforeAll(async () => {
  ({ site, remove } = await copyDocusaurusFixture('markdown-compiler'));
  await writeFile(path.join(site, 'plugins', 'remark-wait-for-setup.js'), WAITING_PLUGIN);
  const config = path.join(site, 'docusaurus.config.js');
  await writeFile(config, (await readFile(config, 'utf8')).replace("remarkPlugins: [", "remarkPlugins: [require('./plugins/remark-wait-for-setup.js'), "));
  install = testInstall(site);
  const loaded = await loadDocusaurusSite(install, { siteDir: site, outDir: path.join(site, 'build') });
  if ('failure' in loaded) throw new Error(loaded.failure);
  props = loaded.site.props;
  webpack = await docusaurusWebpackConfig(install, props);
}, 60_000);
afterAll(async () => {
  await remove();
});

const doc = (name: string) => path.join(site, 'docs', name);

describe('markdownCompiler', () => {
  it('compiles pages on two threads to the modules this thread compiles, each resource once', async () => {
    const here = markdownCompiler({ install, props, webpack, threads: 0 });
    const threaded = markdownCompiler({ install, props, webpack, threads: 2, threadsAfter: 0 });
    try {
      const pages = [doc('guide/setup.md'), doc('guide/standings.md'), doc('intro.md')];
      const [expected, actual] = await Promise.all([Promise.all(pages.map(here.code)), Promise.all(pages.map(threaded.code))]);
      expect(actual).toEqual(expected);
      expect(threaded.code(pages[0])).toBe(threaded.code(pages[0]));
      expect(threaded.gaveUpThreads).toBe(false);
    } finally {
      await Promise.all([here.close(), threaded.close()]);
    }
  }, 60_000);

  it('compiles in this thread when a page on a thread waits for a page compiled elsewhere, and every page completes', async () => {
    process.env.FIXTURE_WAIT_FOR_SETUP = '1';
    const threaded = markdownCompiler({ install, props, webpack, threads: 2, threadsAfter: 0 });
    try {
      // One page to each thread: the setup page is compiled on the first, the intro waits for it on the second.
      const [setupCode, introCode] = await Promise.all([threaded.code(doc('guide/setup.md')), threaded.code(doc('intro.md'))]);
      expect(introCode).toContain("export const contentTitle = 'Introduction';");
      expect(setupCode).toMatch(/export default function MDXContent/);
      expect(threaded.gaveUpThreads).toBe(true);
    } finally {
      delete process.env.FIXTURE_WAIT_FOR_SETUP;
      await threaded.close();
    }
  }, 60_000);
});

describe('compileThreads', () => {
  it('uses none on two cores, one a core beside the build thread from four, at most four, and what --jobs says', () => {
    expect([2, 4, 8, 32].map((cores) => compileThreads(undefined, cores))).toEqual([0, 3, 4, 4]);
    expect([compileThreads(1, 8), compileThreads(2, 2), compileThreads(6, 2)]).toEqual([0, 2, 6]);
  });
});
