/**
 * The Docusaurus module names a bundler resolves to the theme's files (docusaurus-theme.ts gives
 * them to Vite as aliases): compiled MDX pages and a site's React pages import the theme by these
 * names. The names and files are the theme's own table (theme/docusaurus/modules.ts).
 */
import { fileURLToPath } from 'node:url';
import { DOCUSAURUS_MODULES, type DocusaurusModuleName } from '../../theme/docusaurus/modules.ts';

export { DOCUSAURUS_MODULES, type DocusaurusModuleName };

/** Each module name → the absolute path of its file. */
export function docusaurusAliases(): Record<DocusaurusModuleName, string> {
  const entries = Object.entries(DOCUSAURUS_MODULES).map(([name, { file }]) => [name, fileURLToPath(new URL(`../../theme/docusaurus/${file}`, import.meta.url))]);
  return Object.fromEntries(entries) as Record<DocusaurusModuleName, string>;
}
