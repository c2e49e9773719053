/**
 * The webpack configuration Docusaurus's own build would use for the loaded site (core's client
 * config, then every plugin's `configureWebpack` and `configurePostCss`, in core's order), made
 * by the site's core and read, never run: its aliases (the theme's, `~docs`, `~blog`, a plugin's
 * own) and its Markdown rules (each plugin's mdx-loader with the options that close over the
 * loaded plugins) are what the bundle uses in webpack's place.
 */
import path from 'node:path';
import type { DocusaurusInstall } from './install.ts';
import type { SiteProps } from './load-site.ts';

/** One `use` entry of a rule, as webpack normalises it. */
export interface LoaderUse {
  loader: string;
  options?: unknown;
}

/** A webpack condition: a path prefix, a pattern, a test function, or a list of them. */
export type Condition = string | RegExp | ((file: string) => boolean) | Condition[];

/** A rule's `issuer` (the module that imports the resource): a condition, or webpack's `and`/`or`/`not` of them. */
export type IssuerCondition = Condition | { and?: IssuerCondition[]; or?: IssuerCondition[]; not?: IssuerCondition };

export interface WebpackRule {
  test?: Condition;
  include?: Condition;
  exclude?: Condition;
  issuer?: IssuerCondition;
  oneOf?: WebpackRule[];
  use?: (string | LoaderUse)[] | string | LoaderUse;
}

export interface WebpackConfig {
  resolve: { alias: Record<string, string | false>; modules?: string[] };
  module: { rules: WebpackRule[] };
  plugins: unknown[];
}

interface ConfigureModule {
  createConfigureWebpackUtils: (params: { siteConfig: unknown }) => Promise<unknown>;
  executePluginsConfigureWebpack: (params: { plugins: unknown[]; config: WebpackConfig; isServer: boolean; configureWebpackUtils: unknown }) => WebpackConfig;
}
interface ClientModule {
  createBuildClientConfig: (params: { props: unknown; minify: boolean; faster: unknown; configureWebpackUtils: unknown; bundleAnalyzer: boolean }) => Promise<{ config: WebpackConfig }>;
}

/** The helpers core gives a plugin's configureWebpack (its style loaders, its JS loader). */
export async function configureWebpackUtilsOf(install: DocusaurusInstall, props: SiteProps): Promise<unknown> {
  const configure = install.siteRequire(path.join(install.coreDir, 'lib', 'webpack', 'configure.js')) as ConfigureModule;
  return configure.createConfigureWebpackUtils({ siteConfig: (props as unknown as { siteConfig: unknown }).siteConfig });
}

/** The client build's webpack configuration of the loaded site, as `docusaurus build` makes it. */
export async function docusaurusWebpackConfig(install: DocusaurusInstall, props: SiteProps): Promise<WebpackConfig> {
  const webpackDir = path.join(install.coreDir, 'lib', 'webpack');
  const configure = install.siteRequire(path.join(webpackDir, 'configure.js')) as ConfigureModule;
  const client = install.siteRequire(path.join(webpackDir, 'client.js')) as ClientModule;
  const siteConfig = (props as unknown as { siteConfig: { future: { faster: unknown } } }).siteConfig;
  const configureWebpackUtils = await configureWebpackUtilsOf(install, props);
  const { config } = await client.createBuildClientConfig({ props, minify: false, faster: siteConfig.future.faster, configureWebpackUtils, bundleAnalyzer: false });
  return configure.executePluginsConfigureWebpack({ plugins: props.plugins, config, isServer: false, configureWebpackUtils });
}

/** Whether a webpack condition holds for a file (webpack's rules: a string is a path prefix, a list holds when one does). */
export function matches(condition: Condition, file: string): boolean {
  if (Array.isArray(condition)) return condition.some((one) => matches(one, file));
  if (typeof condition === 'string') return file.startsWith(condition);
  if (condition instanceof RegExp) return condition.test(file);
  return condition(file);
}

/** Whether an issuer condition holds for the importing module's file. */
export function issuerHolds(condition: IssuerCondition, file: string): boolean {
  if (typeof condition === 'object' && !(condition instanceof RegExp) && !Array.isArray(condition)) {
    if (condition.and && !condition.and.every((one) => issuerHolds(one, file))) return false;
    if (condition.or && !condition.or.some((one) => issuerHolds(one, file))) return false;
    if (condition.not && issuerHolds(condition.not, file)) return false;
    return true;
  }
  return matches(condition, file);
}

/** The rule webpack applies to a resource (its path and query), first match wins as in a `oneOf`: here, the Markdown rules, each for its plugin's folders. */
export function ruleFor(rules: readonly WebpackRule[], resourcePath: string): WebpackRule | undefined {
  return rules.find(
    (rule) =>
      rule.use !== undefined && (rule.test === undefined || matches(rule.test, resourcePath)) && (rule.include === undefined || matches(rule.include, resourcePath)) && (rule.exclude === undefined || !matches(rule.exclude, resourcePath)),
  );
}

/**
 * The first rule (or `oneOf` branch of one) for a file of `sample`'s kind whose loaders include
 * one `isLoader` names, with its loaders and that loader's use: how the bundle finds the rule of
 * the site's SVGR, Sass and PostCSS.
 */
export function branchWithLoader(config: WebpackConfig, sample: string, isLoader: (loader: string) => boolean): { branch: WebpackRule; uses: LoaderUse[]; use: LoaderUse } | undefined {
  for (const rule of config.module.rules) {
    if (rule.test === undefined || !matches(rule.test, sample)) continue;
    for (const branch of [rule, ...(rule.oneOf ?? [])]) {
      const uses = loadersOf(branch);
      const use = uses.find((one) => isLoader(one.loader));
      if (use) return { branch, uses, use };
    }
  }
  return undefined;
}

/**
 * The PostCSS plugins Docusaurus runs on the site's stylesheets: those of the postcss-loader of
 * its CSS rule, once every plugin's `configurePostCss` changed them (Tailwind's among them), each
 * made as postcss-loader makes it: a `[module, options]` pair or a module path called with its
 * options, a plugin or its creator taken as it is.
 */
export function postcssPluginsOf(install: DocusaurusInstall, config: WebpackConfig): unknown[] {
  const postcss = branchWithLoader(config, 'x.css', (loader) => /[\\/]postcss-loader[\\/]/.test(loader))?.use;
  const plugins = (postcss?.options as { postcssOptions?: { plugins?: unknown } } | undefined)?.postcssOptions?.plugins;
  if (!Array.isArray(plugins)) return [];
  const made = (module: unknown, options?: unknown): unknown => {
    const loaded = typeof module === 'string' ? install.siteRequire(module) : module;
    const creator = (loaded as { default?: unknown })?.default ?? loaded;
    return typeof creator === 'function' ? (creator as (options?: unknown) => unknown)(options) : creator;
  };
  return plugins.map((entry) => (Array.isArray(entry) ? made(entry[0], entry[1]) : typeof entry === 'string' ? made(entry) : entry));
}

/**
 * A DefinePlugin value as webpack writes it into the code: a string is code already, an object or
 * a list is written member by member, anything else as its literal. A value computed at build time
 * (`DefinePlugin.runtimeValue`) or a function is not one the bundle can give: undefined.
 */
function definedCode(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || ['boolean', 'number', 'undefined'].includes(typeof value)) return String(value);
  if (value instanceof RegExp) return String(value);
  const members = (entries: [string, unknown][]) => entries.map(([key, member]) => [key, definedCode(member)] as const);
  if (Array.isArray(value)) {
    const items = members(value.map((item, index) => [String(index), item]));
    return items.every(([, code]) => code !== undefined) ? `[${items.map(([, code]) => code).join(',')}]` : undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const fields = members(Object.entries(value));
    return fields.every(([, code]) => code !== undefined) ? `{${fields.map(([key, code]) => `${JSON.stringify(key)}:${code}`).join(',')}}` : undefined;
  }
  return undefined;
}

/**
 * The constants the configuration's DefinePlugins replace (core's `process.env.HYDRATE_CLIENT_ENTRY`,
 * a theme's feature flag such as Mermaid's ELK layout), each as the code webpack puts in its place.
 */
export function definitionsOf(config: WebpackConfig): Record<string, string> {
  const definitions: Record<string, string> = {};
  for (const plugin of config.plugins) {
    if ((plugin as { constructor?: { name?: string } })?.constructor?.name !== 'DefinePlugin') continue;
    for (const [name, value] of Object.entries((plugin as { definitions?: Record<string, unknown> }).definitions ?? {})) {
      const code = definedCode(value);
      if (code !== undefined) definitions[name] = code;
    }
  }
  return definitions;
}

/** The rules for Markdown files: those whose test takes `x.md` and `x.mdx`. */
export function markdownRules(config: WebpackConfig): WebpackRule[] {
  return config.module.rules.filter((rule) => rule.test !== undefined && matches(rule.test, 'x.md') && matches(rule.test, 'x.mdx'));
}

/** A rule's loaders in webpack's normal form, in the order they run (last first). */
export function loadersOf(rule: WebpackRule): LoaderUse[] {
  const uses = Array.isArray(rule.use) ? rule.use : rule.use === undefined ? [] : [rule.use];
  return uses.map((use) => (typeof use === 'string' ? { loader: use } : use)).reverse();
}
