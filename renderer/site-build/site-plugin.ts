/**
 * A site's own build plugins (`sitePlugins` in its config: module paths relative to the site),
 * for what a site's components need made at build time: files beside the pages, modules the
 * bundles import, transforms of the site's code. The site build knows nothing of what they make;
 * a site that lists none builds none of it. A plugin module default-exports a `SitePlugin`.
 *
 * Plugins run in the site build only (`build --site`, `dev`): `check` and the artifacts build
 * never load them, as they never run a site's components.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin as VitePlugin } from 'vite';
import type { PageArtifact } from '../../schema/artifacts.ts';
import type { SiteConfig } from '../../schema/config.ts';

export interface SitePlugin<Summary = unknown, BundleData = unknown> {
  /** names the plugin in the build's lines and messages */
  name: string;
  /**
   * What the plugin needs of one page (plain JSON data). The build keeps it with the page's
   * hash, so a warm build reads only the pages that changed.
   */
  summarize?(page: PageArtifact): Summary;
  /**
   * What the bundles are made of, from every page's summary: part of the bundles' key (a change
   * rebuilds them), and what `vite` gets.
   */
  bundleData?(summaries: readonly Summary[]): BundleData;
  /** Vite plugins for the client and server bundles and the dev server; `data()` is `bundleData` of the pages as they are. */
  vite?(context: { data: () => BundleData; command: 'build' | 'serve' }): VitePlugin[];
  /** Writes what the bundles' code loads at run time into the site, after the bundles (which empty it); reused with them. */
  afterBundle?(context: { siteOut: string }): Promise<void>;
  /**
   * Writes files made from the pages into the site, while the pages are prerendered; `cacheDir` is
   * the plugin's own, kept between builds of the same out directory. Says what it wrote (a line
   * of the build's report), or nothing.
   */
  writeFiles?(context: { siteOut: string; summaries: readonly Summary[]; config: SiteConfig; cacheDir: string }): Promise<string | undefined>;
}

/** A plugin with where it came from (site-relative, as the config names it). */
export interface LoadedSitePlugin {
  module: string;
  plugin: SitePlugin;
}

/** A plugin module that did not load, or whose default export is no plugin. */
export class SitePluginError extends Error {
  constructor(
    readonly module: string,
    reason: string,
  ) {
    super(`site plugin ${module}: ${reason}`);
  }
}

function isSitePlugin(value: unknown): value is SitePlugin {
  if (typeof value !== 'object' || value === null) return false;
  const plugin = value as Record<string, unknown>;
  const hooks = ['summarize', 'bundleData', 'vite', 'afterBundle', 'writeFiles'];
  return typeof plugin.name === 'string' && plugin.name !== '' && hooks.every((hook) => plugin[hook] === undefined || typeof plugin[hook] === 'function');
}

/** The site's plugins, in the config's order; throws SitePluginError for a module that is none. */
export async function loadSitePlugins(siteDir: string, modules: readonly string[]): Promise<LoadedSitePlugin[]> {
  const loaded: LoadedSitePlugin[] = [];
  for (const module of modules) {
    const file = path.resolve(siteDir, module);
    const inSite = path.relative(siteDir, file);
    if (inSite.startsWith('..') || path.isAbsolute(inSite)) throw new SitePluginError(module, 'it is outside the site folder');
    let exported: unknown;
    try {
      // Through tsx, TypeScript or JavaScript, in an ES or a CommonJS package (a site's package.json need not say "type": "module").
      const { tsImport } = await import('tsx/esm/api');
      exported = ((await tsImport(pathToFileURL(file).href, import.meta.url)) as { default?: unknown }).default;
    } catch (error) {
      throw new SitePluginError(module, `it did not load (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    }
    // A module of a CommonJS package comes as its exports object, the ES default export inside it.
    const plugin = isSitePlugin(exported) ? exported : (exported as { default?: unknown } | undefined)?.default;
    if (!isSitePlugin(plugin)) throw new SitePluginError(module, 'its default export is not a site plugin (an object with a `name`, and functions for its hooks)');
    loaded.push({ module, plugin });
  }
  return loaded;
}

/** A hook's call, whose failure names the plugin's module and the hook. */
function calling<T>(module: string, hook: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw new SitePluginError(module, `its ${hook} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Each plugin's summary of a page, by plugin name (plugins without `summarize` have none). */
export function summarizePage(plugins: readonly LoadedSitePlugin[], page: PageArtifact): Record<string, unknown> {
  const summaries: Record<string, unknown> = {};
  for (const { module, plugin } of plugins) if (plugin.summarize) summaries[plugin.name] = calling(module, `summarize (of ${page.route})`, () => plugin.summarize!(page));
  return summaries;
}

/** Each plugin's bundle data from the pages' summaries, by plugin name. */
export function pluginBundleData(plugins: readonly LoadedSitePlugin[], pages: readonly Record<string, unknown>[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { module, plugin } of plugins) if (plugin.bundleData) data[plugin.name] = calling(module, 'bundleData', () => plugin.bundleData!(pages.map((page) => page[plugin.name])));
  return data;
}
