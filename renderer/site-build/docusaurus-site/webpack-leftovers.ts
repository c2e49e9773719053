/**
 * What a plugin's `configureWebpack` asks of webpack that the bundle does not do, said as a
 * warning naming the plugin and each part: the bundle applies what maps onto Vite (aliases,
 * module folders, the Markdown, Sass, CSS, PostCSS and SVGR rules, assets), and a loader or a
 * webpack plugin of any other kind is not run. The site may still build; its pages may lack what
 * that part did (an image optimised, a file format read).
 *
 * Each plugin's configureWebpack is called again on a bare configuration, as core calls it, and
 * only what it returns (or writes into that configuration) is read.
 */
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { diagnostic } from '../../../cli/api.ts';
import { loadersOf, matches, type WebpackRule } from './webpack-config.ts';

/** Loaders whose work the bundle does in its own way. */
const APPLIED_LOADERS = /(?:^|[\\/])(?:@docusaurus[\\/]mdx-loader|mdx-loader|sass-loader|css-loader|postcss-loader|style-loader|mini-css-extract-plugin|@svgr[\\/]webpack|url-loader|file-loader|babel-loader|swc-loader|builtin:swc-loader|esbuild-loader|raw-loader)(?:[\\/]|$)/;

interface ConfigurablePlugin {
  name?: string;
  content?: unknown;
  configureWebpack?: (config: unknown, isServer: boolean, utils: unknown, content: unknown) => unknown;
}

interface PartialConfig {
  module?: { rules?: unknown[] };
  plugins?: unknown[];
  externals?: unknown;
  resolve?: { fallback?: unknown };
}

function loaderName(loader: string): string {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(loader);
  // A package by its name, the site's own loader by its file name.
  return match ? match[1].replace('\\', '/') : (loader.split(/[\\/]/).pop() ?? loader);
}

/**
 * The webpack plugins whose work the bundle does: ContextReplacementPlugin is how the theme lists
 * Prism's languages (./prism-languages.ts); DefinePlugin's constants are the bundle's `define`.
 */
const APPLIED_PLUGINS = new Set(['ContextReplacementPlugin', 'DefinePlugin']);

/** The loaders of a rule and of its oneOf branches that the bundle does not run (a Markdown rule's all run, ./mdx-compile.ts). */
function unappliedLoaders(rule: WebpackRule): string[] {
  if (rule.test !== undefined && matches(rule.test, 'x.md') && matches(rule.test, 'x.mdx')) return [];
  const own = loadersOf(rule).map((use) => use.loader).filter((loader) => !APPLIED_LOADERS.test(loader));
  return [...own.map(loaderName), ...(rule.oneOf ?? []).flatMap(unappliedLoaders)];
}

/** What of one plugin's answer is not applied, in words; empty when all of it is. */
export function unappliedParts(partial: PartialConfig): string[] {
  const parts: string[] = [];
  const loaders = [...new Set((partial.module?.rules ?? []).flatMap((rule) => (rule && typeof rule === 'object' ? unappliedLoaders(rule as WebpackRule) : [])))];
  if (loaders.length > 0) parts.push(`the loader${loaders.length > 1 ? 's' : ''} ${loaders.join(', ')}`);
  const plugins = (partial.plugins ?? []).map((plugin) => (plugin as { constructor?: { name?: string } })?.constructor?.name || 'a webpack plugin').filter((name) => !APPLIED_PLUGINS.has(name));
  if (plugins.length > 0) parts.push(`the webpack plugin${plugins.length > 1 ? 's' : ''} ${plugins.join(', ')}`);
  if (partial.externals !== undefined) parts.push('externals');
  if (partial.resolve?.fallback !== undefined) parts.push('resolve.fallback');
  return parts;
}

export function webpackLeftovers(plugins: readonly unknown[], configureWebpackUtils: unknown, configFile: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const plugin of plugins as ConfigurablePlugin[]) {
    if (typeof plugin.configureWebpack !== 'function') continue;
    const bare: PartialConfig = { module: { rules: [] }, plugins: [], resolve: {} };
    let returned: unknown;
    try {
      returned = plugin.configureWebpack(bare, false, configureWebpackUtils, plugin.content);
    } catch {
      continue;
    }
    // An answer returned, or written into the bare configuration it was given (both are read).
    const answer = (returned && typeof returned === 'object' && returned !== bare ? returned : {}) as PartialConfig;
    const parts = unappliedParts({
      module: { rules: [...(bare.module?.rules ?? []), ...(answer.module?.rules ?? [])] },
      plugins: [...(bare.plugins ?? []), ...(answer.plugins ?? [])],
      externals: answer.externals ?? bare.externals,
      resolve: { fallback: answer.resolve?.fallback ?? bare.resolve?.fallback },
    });
    if (parts.length === 0) continue;
    out.push(
      diagnostic({
        code: 'webpack-not-applied',
        message: `the plugin ${plugin.name ?? '(unnamed)'} asks webpack for ${parts.join(' and ')}, which the bundle does not run; its pages may lack what they do`,
        file: configFile,
      }),
    );
  }
  return out;
}
