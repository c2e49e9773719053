/**
 * The site's own components, bundled with the renderer and used by name in its pages. As in
 * Docusaurus, the site's `src/theme/MDXComponents.{js,jsx,ts,tsx}` default-exports the map (it
 * may spread `@theme-original/MDXComponents`), and imports `@site/…` from the site folder; a site
 * may instead export `components` from `components/index.{tsx,ts}`. The site's files import
 * React from docs-cli's install (the config's resolve.dedupe), never from the site's folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { COMPONENTS_MAP_FILES, THEME_MAP_MODULES } from '../../../schema/site-components.ts';

/** The module pages' components come from (renderer/theme/content/registry.tsx imports it). */
export const SITE_COMPONENTS = '@site-components';

/** The site's components file and how it exports its map, if it has one. */
export function siteComponentsFile(siteDir: string): { file: string; exported: 'default' | 'components' } | undefined {
  const found = COMPONENTS_MAP_FILES.find((candidate) => existsSync(path.join(siteDir, candidate.path)));
  return found ? { file: path.join(siteDir, found.path), exported: found.exported } : undefined;
}

/** Whether a `components/index.*` exports the theme's slots it fills (`slots`). */
function exportsSlots(text: string): boolean {
  return /\bexport\s+(?:const|let|var)\s+slots\b|\bexport\s*\{[^}]*\bslots\b[^}]*\}/.test(text);
}

export function siteComponents(siteDir: string): Plugin {
  const resolved = `\0${SITE_COMPONENTS}`;
  const themeMap = '\0docs-theme-mdx-components';
  return {
    name: 'docs-site-components',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === SITE_COMPONENTS) return resolved;
      if (THEME_MAP_MODULES.has(source)) return themeMap;
      // `@site/src/components/X` is the site folder's file, its extension found as for any import.
      if (source.startsWith('@site/')) return this.resolve(path.join(siteDir, source.slice('@site/'.length)), importer, { ...options, skipSelf: true });
      return undefined;
    },
    load(id) {
      if (id === themeMap) return 'export default {};';
      if (id !== resolved) return undefined;
      const own = siteComponentsFile(siteDir);
      if (!own) return 'export const components = {};\nexport const slots = {};';
      const from = JSON.stringify(own.file);
      if (own.exported === 'default') return `export { default as components } from ${from};\nexport const slots = {};`;
      // A file the bundle loads: a change to it reloads this module in the dev server.
      this.addWatchFile(own.file);
      const slots = exportsSlots(readFileSync(own.file, 'utf8')) ? `export { slots } from ${from};` : 'export const slots = {};';
      return `export { components } from ${from};\n${slots}`;
    },
  };
}
