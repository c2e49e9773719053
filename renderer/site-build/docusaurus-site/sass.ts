/**
 * Sass as the site's Docusaurus compiles it (docusaurus-plugin-sass's rule: sass-loader with the
 * site's own `sass` and the plugin's options): each `.scss`/`.sass` file a module imports is
 * compiled by the site's `sass` here, and its CSS goes on through the bundle's CSS pipeline (the
 * site's PostCSS plugins, CSS modules for `.module.scss`) as a stylesheet of the same folder.
 * Vite's own Sass support needs the modern compiler API (sass 1.70+); sites pin older ones
 * (ionic: 1.69), which sass-loader compiles.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { DocusaurusInstall } from './install.ts';
import { branchWithLoader, type WebpackConfig } from './webpack-config.ts';

export interface SassOptions {
  /** sass-loader's `additionalData`, put before each file's own text */
  additionalData?: string;
  /** sass-loader's `sassOptions`: the load paths are what the bundle uses of them */
  sassOptions?: { loadPaths?: string[]; includePaths?: string[] };
}

const isSassLoader = (loader: string) => /[\\/]sass-loader[\\/]/.test(loader);

/** The options of the sass-loader of the site's Sass rule (docusaurus-plugin-sass's), if it has one. */
export function sassOptionsOf(config: WebpackConfig): SassOptions | undefined {
  const found = branchWithLoader(config, 'x.scss', isSassLoader);
  return found && ((found.use.options ?? {}) as SassOptions);
}

const SASS = /\.s[ac]ss$/i;
/** The compiled stylesheet's id: the Sass file's path and a CSS name, so that the bundle's CSS pipeline takes it as CSS (a CSS module when the file is one). */
const CSS_SUFFIX = '.docusaurus.css';
const MODULE_SUFFIX = '.docusaurus.module.css';

interface SassCompiler {
  compileStringAsync: (source: string, options: Record<string, unknown>) => Promise<{ css: string; loadedUrls: URL[] }>;
}

export function sassStylesheets(install: DocusaurusInstall, options: SassOptions | undefined): Plugin {
  let compiler: SassCompiler | undefined;
  return {
    name: 'docusaurus-sass',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      if (!options || !SASS.test(source.split('?')[0])) return undefined;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      return resolved.id + (/\.module\.s[ac]ss$/i.test(resolved.id) ? MODULE_SUFFIX : CSS_SUFFIX);
    },
    async load(id) {
      if (!options) return undefined;
      const suffix = id.endsWith(MODULE_SUFFIX) ? MODULE_SUFFIX : id.endsWith(CSS_SUFFIX) ? CSS_SUFFIX : undefined;
      if (!suffix) return undefined;
      const file = id.slice(0, -suffix.length);
      compiler ??= install.siteRequire('sass') as SassCompiler;
      const given = options.sassOptions ?? {};
      const result = await compiler.compileStringAsync(`${options.additionalData ?? ''}${await readFile(file, 'utf8')}`, {
        url: pathToFileURL(file),
        syntax: file.toLowerCase().endsWith('.sass') ? 'indented' : 'scss',
        loadPaths: [path.dirname(file), ...(given.loadPaths ?? given.includePaths ?? [])],
        style: 'expanded',
      });
      for (const url of result.loadedUrls) if (url.protocol === 'file:') this.addWatchFile(url.pathname);
      return { code: result.css };
    },
  };
}
