/// <reference types="vite/client" />
declare module 'virtual:navbar-targets' {
  const targets: { docs: Record<string, string>; sidebars: Record<string, string> };
  export default targets;
}
declare module 'virtual:search-synonyms' {
  /** themeConfig.search.synonyms (site-build/plugins/search-synonyms.ts) */
  const synonyms: import('../schema/config.ts').SearchSynonym[];
  export default synonyms;
}
declare module '@out/config.json' {
  const value: unknown;
  export default value;
}
declare module '*.css' {}
declare module '@site-components' {
  export const components: Record<string, import('react').ComponentType<Record<string, unknown>>>;
  /** the theme's slots the site fills (schema/site-components.ts THEME_SLOTS) */
  export const slots: { DocCardImage?: import('react').ComponentType<{ permalink: string }> };
}
/** Whether the site's config has an announcement bar (always true in the dev server). */
declare const __DOCS_ANNOUNCEMENT_BAR__: boolean;
/** Whether the site's sidebar auto-collapses categories (always true in the dev server, which reads the config at run time). */
declare const __DOCS_AUTO_COLLAPSE__: boolean;
/** Whether a page of the site uses a Docusaurus theme component (docusaurus/vite-plugin.ts; always true in the dev server). */
declare const __DOCS_THEME_COMPONENTS__: boolean;
/** Whether a docs instance of the site has more than one version (docs/versions-plugin.ts). */
declare const __DOCS_VERSIONED__: boolean;
declare module 'virtual:docusaurus-site-config' {
  /** the public site config (docusaurus/public-config.ts) */
  const config: unknown;
  export default config;
}
declare module 'virtual:docs-versions' {
  /** every docs instance's versions (docs/versions-plugin.ts) */
  const summary: unknown;
  export default summary;
}
declare module 'virtual:docs-page-modules' {
  /** each page module (site-relative path) → its lazy import (site-build/plugins/mdx-pages.ts) */
  const modules: Record<string, () => Promise<{ default: import('react').ComponentType<Record<string, never>> }>>;
  export default modules;
}
