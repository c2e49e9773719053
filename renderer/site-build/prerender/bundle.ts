/**
 * The site's bundles: the Vite client and server bundles (side by side) and what the site's
 * plugins write after them (site-plugin.ts `afterBundle`), built in a worker thread that ends with them, so that the bundlers' memory (about a
 * gigabyte at 10,000 pages) is given back before the prerender workers start.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { fromDocsCliInstall } from '../plugins/installed-packages.ts';
import { THEME_COMPONENTS_FLAG } from '../plugins/docusaurus-theme.ts';
import { loadSitePlugins } from '../site-plugin.ts';
import { BundleFailed, type BundleFailure } from './bundle-problems.ts';
import { startTypeScriptWorker } from '../typescript-worker.ts';

export interface BundleJob {
  /** the artifacts directory the bundles are built from */
  outDir: string;
  /** renderer/ (the SSR entry is theme/shell/entry-server.tsx) */
  rendererDir: string;
  /** the site directory the client bundle and the playground's files go into */
  siteOut: string;
  /** the server bundle's directory */
  ssrOut: string;
  /** the site's plugins (`sitePlugins`: module paths relative to the site) */
  plugins: string[];
  /** each plugin's bundle data, by plugin name, as the build made it from the pages */
  pluginData: Record<string, unknown>;
  /** whether a page's body names a Docusaurus theme component (from the pages the build read) */
  themeComponents: boolean;
  /** the site directory, whose files the bundles load are listed for the next build's key */
  siteDir: string;
}

/**
 * Records the site's files a bundle loaded (its modules under the site directory, outside
 * node_modules), relative to it: a partial or module a compiled page imports from outside
 * src/ is in the bundle like the page, and the next build's bundle key hashes them all.
 */
function siteFilesLoaded(siteDir: string, into: Set<string>): Plugin {
  const real = realpathSync(siteDir);
  return {
    name: 'docs-site-files-loaded',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const file = id.split('?')[0];
        if (!file.startsWith(real + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
        into.add(path.relative(real, file).split(path.sep).join('/'));
      }
    },
  };
}

/** Builds the bundles in this thread; the site's files they loaded, sorted. */
export async function buildBundles(job: BundleJob): Promise<string[]> {
  const { build: viteBuild, mergeConfig } = await import('vite');
  // Loaded here, in the bundle worker: the config's plugins (the MDX compiler, the theme's modules) stay out of the main thread.
  const { siteViteConfig } = await import('../vite-config.ts');
  const { siteOut, ssrOut } = job;
  const siteFiles = new Set<string>();
  const sitePlugins = await loadSitePlugins(job.siteDir, job.plugins);
  const plugins = [siteFilesLoaded(job.siteDir, siteFiles), ...sitePlugins.flatMap(({ plugin }) => plugin.vite?.({ data: () => job.pluginData[plugin.name], command: 'build' }) ?? [])];
  // Known from the pages the build read: the theme plugin (docusaurus/vite-plugin.ts) need not read them again.
  const define = { [THEME_COMPONENTS_FLAG]: JSON.stringify(job.themeComponents) };
  const config = (ssr: boolean) => siteViteConfig({ outDir: job.outDir, siteDir: job.siteDir, command: 'build', ssr });
  // The client and server bundles side by side: each leaves a core idle part of its time (its
  // plugins wait on the bundler's threads, or the other way round).
  await Promise.all([
    viteBuild(mergeConfig(config(false), { logLevel: 'warn', plugins, define, build: { outDir: siteOut } })),
    // Written beside out, anywhere on disk: ES modules whatever package.json is above them (.mjs), whose
    // imports of packages name the files of docs-cli's install.
    viteBuild(mergeConfig(config(true), { logLevel: 'warn', plugins, define, build: { ssr: path.join(job.rendererDir, 'theme', 'shell', 'entry-server.tsx'), outDir: ssrOut, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs', paths: fromDocsCliInstall } } } })),
  ]);
  // After the client bundle, which empties the site directory before it writes.
  for (const { plugin } of sitePlugins) await plugin.afterBundle?.({ siteOut });
  return [...siteFiles].sort();
}

/** Builds the bundles in a worker thread (bundle-worker.ts), stopped once they are written; the site's files they loaded. */
export function buildBundlesInWorker(job: BundleJob): Promise<string[]> {
  const worker = startTypeScriptWorker(new URL('./bundle-worker.ts', import.meta.url), job);
  return new Promise<string[]>((resolve, reject) => {
    worker.once('message', (done: { failure?: BundleFailure; siteFiles?: string[] }) => (done.failure === undefined ? resolve(done.siteFiles ?? []) : reject(new BundleFailed(done.failure))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the bundle worker stopped with exit code ${code}`)));
  }).finally(() => worker.terminate());
}
