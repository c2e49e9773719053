/**
 * Docusaurus's names of presets, plugins and themes: the short forms (`classic`, `content-docs`)
 * and the packages they stand for, and what docs-cli makes of each.
 */

export type ModuleKind = 'preset' | 'plugin' | 'theme';

/** The packages Docusaurus tries for a name, in its order (@docusaurus/core's getNamePatterns). */
export function namePatterns(name: string, kind: ModuleKind): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-${kind}`];
    const [scope, rest] = [name.slice(0, name.indexOf('/')), name.slice(name.indexOf('/') + 1)];
    return [`${scope}/${rest}`, `${scope}/docusaurus-${kind}-${rest}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

export type ContentPlugin = 'docs' | 'blog' | 'pages';

export const CONTENT_PLUGINS: Readonly<Record<string, ContentPlugin>> = {
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
};

export const CLASSIC_PRESET = '@docusaurus/preset-classic';

/**
 * Official plugins and themes that make no routes a link could name (analytics, sitemap, images,
 * the classic theme, the search theme whose page docs-cli knows from themeConfig.algolia): known,
 * nothing to say. `plugin-client-redirects` writes redirect files after the build, which
 * Docusaurus's own link check does not count either.
 */
const NO_ROUTES: ReadonlySet<string> = new Set([
  '@docusaurus/plugin-sitemap',
  '@docusaurus/plugin-debug',
  '@docusaurus/plugin-google-analytics',
  '@docusaurus/plugin-google-gtag',
  '@docusaurus/plugin-google-tag-manager',
  '@docusaurus/plugin-ideal-image',
  '@docusaurus/plugin-pwa',
  '@docusaurus/plugin-client-redirects',
  '@docusaurus/plugin-svgr',
  '@docusaurus/plugin-rsdoctor',
  '@docusaurus/plugin-vercel-analytics',
  '@docusaurus/plugin-css-cascade-layers',
  '@docusaurus/theme-classic',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-mermaid',
]);

/** What a name written in the config is to docs-cli: the package it means when that is known. */
export type KnownModule = { kind: 'content'; plugin: ContentPlugin } | { kind: 'classic' } | { kind: 'no-routes' } | { kind: 'module-alias' } | { kind: 'unknown' };

/** A community plugin that makes no routes but gives imports aliases (`@components/x`): where check finds the components MDX pages import. */
export const MODULE_ALIAS_PLUGIN = 'docusaurus-plugin-module-alias';

/** `/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js` (a `require.resolve` result) → the package. */
function packageOfPath(name: string): string | undefined {
  const posix = name.replaceAll('\\', '/');
  const at = posix.lastIndexOf('/node_modules/');
  if (at === -1) return undefined;
  const parts = posix.slice(at + '/node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export function knownModule(name: string, kind: ModuleKind): KnownModule {
  const resolved = packageOfPath(name);
  for (const candidate of resolved ? [resolved] : namePatterns(name, kind)) {
    if (kind === 'plugin' && candidate in CONTENT_PLUGINS) return { kind: 'content', plugin: CONTENT_PLUGINS[candidate] };
    if (kind === 'preset' && candidate === CLASSIC_PRESET) return { kind: 'classic' };
    if (NO_ROUTES.has(candidate)) return { kind: 'no-routes' };
    if (kind === 'plugin' && candidate === MODULE_ALIAS_PLUGIN) return { kind: 'module-alias' };
  }
  return { kind: 'unknown' };
}
