/**
 * Docusaurus's module aliases as the bundler's. The site's own webpack configuration holds them
 * all (./webpack-config.ts): React and `@mdx-js/react` from the site, `@site`, `@generated`, the
 * `@docusaurus/*` client exports, the theme's `@theme/*`, `@theme-original/*` and `@theme-init/*`
 * in Docusaurus's order (the theme fallback, each plugin's theme path, the site's `src/theme`),
 * and the plugins' own (`~docs`, `~blog`); swizzles resolve by construction.
 *
 * A webpack alias matches its key exactly or as a `key/` prefix, the most specific key first (the
 * order core's `sortAliases` gives them); each becomes a regular expression anchored the same way,
 * in the same order, and the bundler takes the first that matches.
 */
import type { WebpackConfig } from './webpack-config.ts';

export interface ViteAlias {
  find: RegExp;
  replacement: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The webpack configuration's aliases that name a file or folder (a `false` one ignores a module, which Vite has no alias for). */
export function viteAliasesOf(webpack: WebpackConfig): ViteAlias[] {
  return Object.entries(webpack.resolve.alias)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, target]) => ({ find: new RegExp(`^${escapeRegExp(key)}(?=/|$)`), replacement: target }));
}
