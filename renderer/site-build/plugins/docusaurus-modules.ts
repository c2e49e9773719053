/**
 * Docusaurus's module names and the file of the theme's docusaurus/ that stands for each, for a bundler's
 * aliases (vite-plugin.ts gives them to Vite): compiled MDX pages and a site's React pages import
 * the theme by these names.
 */
import { fileURLToPath } from 'node:url';

export const docusaurusModules = {
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
} as const;

export type DocusaurusModuleName = keyof typeof docusaurusModules;

/** Each module name → the absolute path of its file. */
export function docusaurusAliases(): Record<DocusaurusModuleName, string> {
  const entries = Object.entries(docusaurusModules).map(([name, file]) => [name, fileURLToPath(new URL(`../../theme/docusaurus/${file}`, import.meta.url))]);
  return Object.fromEntries(entries) as Record<DocusaurusModuleName, string>;
}
