/**
 * The Vite side of the Docusaurus modules: their names as aliases (modules.ts), and the public
 * site config they read (`virtual:docusaurus-site-config`, public-config.ts) from the artifacts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { docusaurusAliases } from './modules.ts';
import { publicSiteConfig } from './public-config.ts';

const ID = 'virtual:docusaurus-site-config';

export function docusaurusTheme(outDir: string): Plugin {
  return {
    name: 'docs-docusaurus-theme',
    config: () => ({ resolve: { alias: docusaurusAliases() } }),
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(resolved) {
      if (resolved !== `\0${ID}`) return undefined;
      const config = JSON.parse(readFileSync(path.join(outDir, 'config.json'), 'utf8')).config;
      return `export default ${JSON.stringify(publicSiteConfig(config))};`;
    },
  };
}
