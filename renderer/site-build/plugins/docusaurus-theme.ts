/**
 * The Vite side of the Docusaurus modules: their names as aliases (modules.ts), and the public
 * site config they read (`virtual:docusaurus-site-config`, public-config.ts) from the artifacts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { pageNamesThemeComponent } from '../../../schema/site-components.ts';
import { docusaurusAliases } from './docusaurus-modules.ts';
import { publicSiteConfig } from '../../theme/docusaurus/public-config.ts';

const ID = 'virtual:docusaurus-site-config';

export const THEME_COMPONENTS_FLAG = '__DOCS_THEME_COMPONENTS__';

/** Whether a page of the built site uses a theme component in its body (the names registry.tsx registers). */
function usesThemeComponents(outDir: string): boolean {
  const routes: { data: string }[] = JSON.parse(readFileSync(path.join(outDir, 'routes.json'), 'utf8')).routes;
  return routes.some((route) => pageNamesThemeComponent(readFileSync(path.join(outDir, route.data), 'utf8')));
}

export function docusaurusTheme(outDir: string): Plugin {
  return {
    name: 'docs-docusaurus-theme',
    // A site whose pages use no theme component leaves their entries out of every page's scripts (the dev server's pages can change: it keeps them).
    // The site build knows it from the pages it read once (renderer/site-build/build.ts gives it as a define): no page is read again here.
    config: (config, { command }) => ({
      resolve: { alias: docusaurusAliases() },
      define: config.define?.[THEME_COMPONENTS_FLAG] !== undefined ? {} : { [THEME_COMPONENTS_FLAG]: JSON.stringify(command === 'serve' || usesThemeComponents(outDir)) },
    }),
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(resolved) {
      if (resolved !== `\0${ID}`) return undefined;
      const config = JSON.parse(readFileSync(path.join(outDir, 'config.json'), 'utf8')).config;
      return `export default ${JSON.stringify(publicSiteConfig(config))};`;
    },
  };
}
