/**
 * The components content may name (`<Tabs>`, `<RaceChart …/>` in MDX): `<Link>`, Docusaurus's theme
 * components and the site's own (its components map), loaded lazily: a page without them ships
 * none of their code.
 */
import { type ComponentType, lazy, type ReactNode } from 'react';
import { components as siteComponents } from '@site-components';
import type { ContentComponentProps } from '../../../schema/content-components.ts';
import type { BuiltInComponentName, ThemeComponentName } from '../../../schema/site-components.ts';
import { Link } from '../base/Link.tsx';
import { type ModuleLoader, themeComponentLoaders } from '../docusaurus/modules.ts';
import { prerendered } from '../content/ClientOnly.tsx';
import { baseContentComponents } from '../content/content-components.ts';
// The Docusaurus components' styles, in every page's stylesheet.
import '../docusaurus/styles.ts';

type Props = Record<string, unknown>;

type Loader = ModuleLoader;

/**
 * A lazy component whose module can be loaded before hydrating: once loaded it renders at once.
 * A lazy one still suspended when the page updates right after hydrating (a tab set restoring
 * the stored choice) is rendered again on the client, its prerendered markup gone until it loads.
 */
function preloadable(load: Loader): { Component: ComponentType<Props>; preload: () => Promise<void> } {
  const state: { loaded?: ComponentType<Props> } = {};
  const get = () =>
    load().then((module) => {
      state.loaded = module.default as ComponentType<Props>;
      return { default: state.loaded };
    });
  return { Component: preloaded(state, lazy(get)), preload: () => get().then(() => undefined) };
}

function preloaded(state: { loaded?: ComponentType<Props> }, Lazy: ComponentType<Props>) {
  return function Preloaded(props: Props) {
    const Loaded = state.loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

/** The Docusaurus theme components (theme/docusaurus/modules.ts), their code loaded by the pages that use them. */
const themeLoaders: Partial<Record<ThemeComponentName, Loader>> = __DOCS_THEME_COMPONENTS__ ? themeComponentLoaders() : {};
const themeComponents = Object.fromEntries(Object.entries(themeLoaders).map(([name, load]) => [name, preloadable(load)]));

/** Loads the code of the theme components a page's body names (its elements' tag names), before it hydrates. */
export function preloadThemeComponents(names: Iterable<string>): Promise<unknown> {
  return Promise.all([...new Set(names)].flatMap((name) => (Object.hasOwn(themeComponents, name) ? [themeComponents[name].preload().catch(() => {})] : [])));
}

/**
 * Docusaurus's `<Link to>` (or `href`) in MDX: the site's client-side link. A URL the build
 * removed as unsafe leaves a link without a target, which renders as plain text in an <a>.
 */
function ContentLink({ to, href, id, className, title, target, rel, children }: ContentComponentProps<'Link'> & { children?: ReactNode }) {
  // Only the props schema/content-components.ts lists for <Link>, each by name: nothing else from content reaches the <a>.
  const url = typeof to === 'string' ? to : typeof href === 'string' ? href : undefined;
  const named = { id, className: Array.isArray(className) ? className.join(' ') : className, title, target, rel };
  if (url === undefined) return <a {...named}>{children}</a>;
  return (
    <Link to={url} {...named}>
      {children}
    </Link>
  );
}

/** The built-in components (schema/site-components.ts lists them for the checker), the theme's while a page uses one. */
const builtInComponents: Record<Exclude<BuiltInComponentName, ThemeComponentName>, ComponentType<Record<string, unknown>>> = {
  Link: ContentLink as ComponentType<Record<string, unknown>>,
};

/** Every component a page body renders with: the body's elements (content-components.ts), then the named ones, built-in, theme and the site's own. */
export const contentComponents: Record<string, ComponentType<Record<string, unknown>>> = {
  ...(baseContentComponents as unknown as Record<string, ComponentType<Record<string, unknown>>>),
  ...builtInComponents,
  ...Object.fromEntries(Object.entries(themeComponents).map(([name, { Component }]) => [name, prerendered(Component)])),
  ...siteComponents,
};
