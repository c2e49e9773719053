/**
 * The Docusaurus modules this theme stands in for, each named once: the name a compiled MDX page
 * or a site's React page imports (`@theme/Tabs`), implemented by the file of this folder named
 * as its last part (Tabs.tsx), and, for a theme component a page's body names as an element
 * (`<Tabs>` in page data), that element name and its lazy loader. The site build gives the names to the bundler as aliases
 * (site-build/plugins/docusaurus-modules.ts); the content registry loads the components by them;
 * schema/site-components.ts lists the element names for the checker, and this table must cover
 * each (the `satisfies` below).
 */
import type { ComponentType } from 'react';
import type { ThemeComponentName } from '../../../schema/site-components.ts';

export type ModuleLoader = () => Promise<{ default: ComponentType<never> }>;

/**
 * The theme components a page's body names as elements (`<Tabs>` in page data): module name →
 * element name and lazy loader.
 */
export const THEME_COMPONENT_MODULES = {
  '@theme/Tabs': { element: 'Tabs', load: () => import('./Tabs.tsx') },
  '@theme/TabItem': { element: 'TabItem', load: () => import('./TabItem.tsx') },
  '@theme/Admonition': { element: 'Admonition', load: () => import('./Admonition.tsx') },
  '@theme/CodeBlock': { element: 'CodeBlock', load: () => import('./CodeBlock.tsx') },
  '@theme/Details': { element: 'Details', load: () => import('./Details.tsx') },
  '@theme/DocCardList': { element: 'DocCardList', load: () => import('./DocCardList.tsx') },
  '@docusaurus/Head': { element: 'Head', load: () => import('./Head.tsx') },
} as const satisfies Record<string, { element: ThemeComponentName; load: ModuleLoader }>;

/** The other modules pages import (the layout, links, hooks), by name only: a literal the browser bundle leaves out. */
export const OTHER_DOCUSAURUS_MODULES = ['@theme/Layout', '@docusaurus/Link', '@docusaurus/useBaseUrl', '@docusaurus/BrowserOnly', '@docusaurus/useDocusaurusContext', '@docusaurus/useIsBrowser'] as const;

export type DocusaurusModuleName = keyof typeof THEME_COMPONENT_MODULES | (typeof OTHER_DOCUSAURUS_MODULES)[number];

/** Every module name this theme stands in for. */
export function docusaurusModuleNames(): DocusaurusModuleName[] {
  return [...(Object.keys(THEME_COMPONENT_MODULES) as (keyof typeof THEME_COMPONENT_MODULES)[]), ...OTHER_DOCUSAURUS_MODULES];
}

// Every element name the checker knows has its module here (a compile error otherwise).
type Covered = (typeof THEME_COMPONENT_MODULES)[keyof typeof THEME_COMPONENT_MODULES]['element'];
const _covers = null as unknown as Record<Covered, true> satisfies Record<ThemeComponentName, true>;
void _covers;

/** Each theme component's loader, by the element name a page's body uses. */
export function themeComponentLoaders(): Record<ThemeComponentName, ModuleLoader> {
  const modules: readonly { element: ThemeComponentName; load: ModuleLoader }[] = Object.values(THEME_COMPONENT_MODULES);
  return Object.fromEntries(modules.map(({ element, load }) => [element, load])) as Record<ThemeComponentName, ModuleLoader>;
}
