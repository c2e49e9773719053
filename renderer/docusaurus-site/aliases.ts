/**
 * Docusaurus's module aliases, made by the site's own core (its `lib/webpack/aliases` helpers, as
 * its webpack config makes them), as the bundler's aliases: React and `@mdx-js/react` from the
 * site, `@site`, `@generated`, the `@docusaurus/*` client exports, and the theme's `@theme/*`,
 * `@theme-original/*` and `@theme-init/*` from the theme fallback, each plugin's theme path in
 * plugin order and the site's `src/theme`. Swizzles resolve by construction.
 *
 * A webpack alias matches its key exactly or as a `key/` prefix; the most specific key wins
 * (core's `sortAliases` order). Each becomes a regular expression anchored the same way.
 */
import path from 'node:path';
import type { DocusaurusInstall } from './install.ts';

export interface ViteAlias {
  find: RegExp;
  replacement: string;
}

interface AliasesModule {
  loadThemeAliases: (params: { siteDir: string; plugins: unknown[] }) => Promise<Record<string, string>>;
  loadDocusaurusAliases: () => Promise<Record<string, string>>;
  sortAliases: (aliases: Record<string, string>) => Record<string, string>;
}

/** What the site's own packages are, from the site folder (core's getReactAliases). */
function reactAliases(install: DocusaurusInstall): Record<string, string> {
  const packageDir = (id: string) => path.dirname(install.siteRequire.resolve(`${id}/package.json`));
  // As core does: @mdx-js/react's exports map has no package.json, so the folder of its entry.
  return { react: packageDir('react'), 'react-dom': packageDir('react-dom'), '@mdx-js/react': path.dirname(install.siteRequire.resolve('@mdx-js/react')) };
}

/** The aliases Docusaurus's webpack config has for the loaded site, in its order (most specific first). */
export async function docusaurusAliases(install: DocusaurusInstall, site: { siteDir: string; generatedFilesDir: string; plugins: unknown[] }): Promise<Record<string, string>> {
  const helpers = install.siteRequire(path.join(install.coreDir, 'lib', 'webpack', 'aliases', 'index.js')) as AliasesModule;
  const themeAliases = await helpers.loadThemeAliases({ siteDir: site.siteDir, plugins: site.plugins });
  return helpers.sortAliases({
    ...reactAliases(install),
    '@site': site.siteDir,
    '@generated': site.generatedFilesDir,
    ...(await helpers.loadDocusaurusAliases()),
    ...themeAliases,
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Webpack's alias semantics as the bundler's: the key alone or followed by `/`, in the order given. */
export function asViteAliases(aliases: Record<string, string>): ViteAlias[] {
  return Object.entries(aliases).map(([key, target]) => ({ find: new RegExp(`^${escapeRegExp(key)}(?=/|$)`), replacement: target }));
}

/** The file an id resolves to through the aliases (the first that matches), as the bundler applies them; undefined when none matches. */
export function applyAliases(aliases: readonly ViteAlias[], id: string): string | undefined {
  const alias = aliases.find((candidate) => candidate.find.test(id));
  return alias ? id.replace(alias.find, alias.replacement) : undefined;
}
