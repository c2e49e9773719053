/**
 * The Docusaurus module names a bundler resolves to the theme's files (docusaurus-theme.ts gives
 * them to Vite as aliases): compiled MDX pages and a site's React pages import the theme by these
 * names. The names are the theme's own table (theme/docusaurus/modules.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DocusaurusModuleName, docusaurusModuleNames } from '../../theme/docusaurus/modules.ts';

export { type DocusaurusModuleName, docusaurusModuleNames };

const THEME_DIR = fileURLToPath(new URL('../../theme/docusaurus/', import.meta.url));

/** Each module name → the absolute path of its file: the theme's file named as the module's last part (`@theme/Tabs` → Tabs.tsx). */
export function docusaurusAliases(): Record<DocusaurusModuleName, string> {
  const entries = docusaurusModuleNames().map((name) => {
    const stem = path.join(THEME_DIR, name.slice(name.lastIndexOf('/') + 1));
    const file = ['.tsx', '.ts'].map((extension) => stem + extension).find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`the theme has no file for ${name} (${stem}.tsx or .ts)`);
    return [name, file];
  });
  return Object.fromEntries(entries) as Record<DocusaurusModuleName, string>;
}
