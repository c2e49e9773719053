/**
 * SVG imported by a module as Docusaurus's rule has it: a React component (its `@svgr/webpack`
 * loader, with the site's options) when the importer is one the rule names (JS, TS, Markdown),
 * its URL otherwise (a stylesheet's `url()`, an image a page's Markdown shows, which mdx-loader
 * asks for as a URL: ./inline-requires.ts). Vite would give every SVG import its URL, which a
 * page renders as a tag name and fails.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type { DocusaurusInstall } from './install.ts';
import { runLoaders } from './loader-runner.ts';
import { branchWithLoader, type IssuerCondition, issuerHolds, type LoaderUse, type WebpackConfig } from './webpack-config.ts';

export interface SvgrBranch {
  uses: LoaderUse[];
  issuer?: IssuerCondition;
}

const isSvgr = (loader: string) => /[\\/]@svgr[\\/]webpack[\\/]/.test(loader) || loader === '@svgr/webpack';

/** The branch of the site's SVG rule that runs SVGR (core's own rule, or plugin-svgr's). */
export function svgrBranchOf(config: WebpackConfig): SvgrBranch | undefined {
  const found = branchWithLoader(config, 'x.svg', isSvgr);
  return found && { uses: found.uses, ...(found.branch.issuer !== undefined ? { issuer: found.branch.issuer } : {}) };
}

const QUERY = '?docusaurus-svgr';

export function svgComponents(install: DocusaurusInstall, branch: SvgrBranch | undefined): Plugin {
  return {
    name: 'docusaurus-svgr',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // An import with a query (`?url`, `?raw`) asks for something else.
      if (!branch || !importer || !/\.svg$/i.test(source)) return undefined;
      if (branch.issuer !== undefined && !issuerHolds(branch.issuer, importer.split('?')[0])) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      return `${resolved.id}${QUERY}`;
    },
    async load(id) {
      if (!branch || !id.endsWith(QUERY)) return undefined;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      return { code: await runLoaders(install, branch.uses, { path: file, query: '' }, await readFile(file, 'utf8')), moduleType: 'js' };
    },
  };
}
