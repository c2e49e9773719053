/**
 * The Docusaurus modules this theme stands in for, one entry each: the name a compiled MDX page
 * or a site's React page imports (`@theme/Tabs`), the file of this folder that implements it,
 * and, for a theme component a page's body names as an element (`<Tabs>` in page data), that
 * element name and its lazy loader. The site build gives the names to the bundler as aliases
 * (site-build/plugins/docusaurus-modules.ts); the content registry loads the components by them;
 * schema/site-components.ts lists the element names for the checker, and this table must cover
 * each (the `satisfies` below).
 */
import type { ComponentType } from 'react';
import type { ThemeComponentName } from '../../../schema/site-components.ts';

export type ModuleLoader = () => Promise<{ default: ComponentType<never> }>;

interface DocusaurusModule {
  /** this folder's file */
  file: string;
  /** the element name a page's body uses, for a theme component */
  element?: ThemeComponentName;
  load?: ModuleLoader;
}

export const DOCUSAURUS_MODULES = {
  '@theme/Tabs': { file: 'Tabs.tsx', element: 'Tabs', load: () => import('./Tabs.tsx') },
  '@theme/TabItem': { file: 'TabItem.tsx', element: 'TabItem', load: () => import('./TabItem.tsx') },
  '@theme/Admonition': { file: 'Admonition.tsx', element: 'Admonition', load: () => import('./Admonition.tsx') },
  '@theme/CodeBlock': { file: 'CodeBlock.tsx', element: 'CodeBlock', load: () => import('./CodeBlock.tsx') },
  '@theme/Details': { file: 'Details.tsx', element: 'Details', load: () => import('./Details.tsx') },
  '@theme/DocCardList': { file: 'DocCardList.tsx', element: 'DocCardList', load: () => import('./DocCardList.tsx') },
  '@theme/Layout': { file: 'Layout.tsx' },
  '@docusaurus/Link': { file: 'Link.tsx' },
  '@docusaurus/useBaseUrl': { file: 'useBaseUrl.ts' },
  '@docusaurus/BrowserOnly': { file: 'BrowserOnly.tsx' },
  '@docusaurus/Head': { file: 'Head.tsx', element: 'Head', load: () => import('./Head.tsx') },
  '@docusaurus/useDocusaurusContext': { file: 'useDocusaurusContext.ts' },
  '@docusaurus/useIsBrowser': { file: 'useIsBrowser.ts' },
} as const satisfies Record<string, DocusaurusModule>;

export type DocusaurusModuleName = keyof typeof DOCUSAURUS_MODULES;

type WithElement = Extract<(typeof DOCUSAURUS_MODULES)[DocusaurusModuleName], { element: string }>;
// Every element name the checker knows has its module here (a compile error otherwise).
type Covered = WithElement['element'];
const _covers = null as unknown as Record<Covered, true> satisfies Record<ThemeComponentName, true>;
void _covers;

/** Each theme component's loader, by the element name a page's body uses. */
export function themeComponentLoaders(): Record<ThemeComponentName, ModuleLoader> {
  const entries = Object.values(DOCUSAURUS_MODULES).flatMap((module: DocusaurusModule) => (module.element && module.load ? [[module.element, module.load] as const] : []));
  return Object.fromEntries(entries) as Record<ThemeComponentName, ModuleLoader>;
}
