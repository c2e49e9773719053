/**
 * The component names pages may use, as the renderer provides them and the checker expects
 * them: the built-in components (renderer/theme/content/registry.tsx registers exactly these) and
 * where a site's own components map is (renderer/site-build/plugins/site-components.ts bundles it,
 * cli/check/unknown-component.ts reads its keys). One list for both, so they cannot drift.
 */

/** Docusaurus's theme components (renderer/docusaurus/), which render blocks. */
export const THEME_COMPONENTS = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'DocCardList', 'Head'] as const;

/** Every name the renderer registers itself, whatever the site: `<Link>` and the theme's. */
export const BUILT_IN_COMPONENTS = ['Link', ...THEME_COMPONENTS] as const;

export type ThemeComponentName = (typeof THEME_COMPONENTS)[number];
export type BuiltInComponentName = (typeof BUILT_IN_COMPONENTS)[number];

/**
 * The site's components map, first found first: as in Docusaurus, `src/theme/MDXComponents.*` or
 * `src/theme/MDXComponents/index.*` (a swizzle with its components beside it) default-exports it
 * (and may spread `@theme-original/MDXComponents`); or `components/index.*` exports it as
 * `components`. Paths relative to the site folder.
 */
export const COMPONENTS_MAP_FILES: readonly { path: string; exported: 'default' | 'components' }[] = [
  ...['tsx', 'ts', 'jsx', 'js'].map((ext) => ({ path: `src/theme/MDXComponents.${ext}`, exported: 'default' as const })),
  ...['tsx', 'ts', 'jsx', 'js'].map((ext) => ({ path: `src/theme/MDXComponents/index.${ext}`, exported: 'default' as const })),
  ...['tsx', 'ts'].map((ext) => ({ path: `components/index.${ext}`, exported: 'components' as const })),
];

/**
 * The theme's slots a site may fill, from its `components/index.*` (`export const slots = { … }`):
 * a component the theme renders at that place when the site gives one. `DocCardImage` shows
 * above a doc card's title, given the card's `permalink`.
 */
export const THEME_SLOTS = ['DocCardImage'] as const;

export type ThemeSlotName = (typeof THEME_SLOTS)[number];

/** What a site's map spreads to take the built-in components: they are always there, so it adds none. */
export const THEME_MAP_MODULES: ReadonlySet<string> = new Set(['@theme-original/MDXComponents', '@theme-init/MDXComponents']);

/** A name a page's JSX uses as a component: capitalised and not a member (`<Foo.Bar>` is skipped), lowercase is HTML. */
export function isComponentUse(name: string): boolean {
  return /^[A-Z]/.test(name) && !name.includes('.');
}

const THEME_COMPONENT_TAG = new RegExp(`"tagName":"(?:${THEME_COMPONENTS.join('|')})"`);

/** Whether a page data file's text (its body as JSON) names a theme component: a site none of whose pages do ships none of their entries. */
export function pageNamesThemeComponent(pageDataText: string): boolean {
  return THEME_COMPONENT_TAG.test(pageDataText);
}
