/**
 * The component names pages may use, as the renderer provides them and the checker expects
 * them: the built-in components (renderer/theme/content/registry.tsx registers exactly these) and
 * where a site's own components map is (renderer/site-build/plugins/site-components.ts bundles it,
 * cli/check/unknown-component.ts reads its keys). One list for both, so they cannot drift.
 */

/** Docusaurus's theme components (renderer/docusaurus/), which render blocks. */
export const THEME_COMPONENTS = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'DocCardList', 'Head'] as const;

export type ThemeComponentName = (typeof THEME_COMPONENTS)[number];
export type BuiltInComponentName = 'Link' | ThemeComponentName;

// What only the checker and the site build read is a function or a literal here: the browser bundle, which imports this file, then leaves it out.

/** Every name the renderer registers itself, whatever the site: `<Link>` and the theme's. */
export function builtInComponents(): readonly BuiltInComponentName[] {
  return ['Link', ...THEME_COMPONENTS];
}

/**
 * The site's components map, first found first: as in Docusaurus, `src/theme/MDXComponents.*` or
 * `src/theme/MDXComponents/index.*` (a swizzle with its components beside it) default-exports it
 * (and may spread `@theme-original/MDXComponents`); or `components/index.*` exports it as
 * `components`. Paths relative to the site folder.
 */
export const COMPONENTS_MAP_FILES: readonly { path: string; exported: 'default' | 'components' }[] = [
  { path: 'src/theme/MDXComponents.tsx', exported: 'default' },
  { path: 'src/theme/MDXComponents.ts', exported: 'default' },
  { path: 'src/theme/MDXComponents.jsx', exported: 'default' },
  { path: 'src/theme/MDXComponents.js', exported: 'default' },
  { path: 'src/theme/MDXComponents/index.tsx', exported: 'default' },
  { path: 'src/theme/MDXComponents/index.ts', exported: 'default' },
  { path: 'src/theme/MDXComponents/index.jsx', exported: 'default' },
  { path: 'src/theme/MDXComponents/index.js', exported: 'default' },
  { path: 'components/index.tsx', exported: 'components' },
  { path: 'components/index.ts', exported: 'components' },
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

/** A theme component's element in a page's data (tests/schema/site-components.test.ts holds it to THEME_COMPONENTS). */
export const THEME_COMPONENT_TAG = /"tagName":"(?:Tabs|TabItem|Admonition|CodeBlock|Details|DocCardList|Head)"/;

/** Whether a page data file's text (its body as JSON) names a theme component: a site none of whose pages do ships none of their entries. */
export function pageNamesThemeComponent(pageDataText: string): boolean {
  return THEME_COMPONENT_TAG.test(pageDataText);
}
