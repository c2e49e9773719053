/**
 * load-site: the site's own Docusaurus server side, called in this process, gives everything the
 * build renders: the normalised config, every plugin's loadContent and contentLoaded (docs
 * versions and instances, the blog, pages, local and third-party plugins, global data, routes and
 * the JSON they create), theme paths, client modules and the tags plugins inject. Docusaurus
 * writes its codegen into `<site>/.docusaurus/` as `docusaurus build` does; the bundle reads
 * its webpack constructs as ES modules (./generated-modules.ts).
 *
 * The calls are the ones core's own build makes for a locale, on its private server API (the
 * reason for the supported range in ./install.ts); the locale and NODE_ENV go through the
 * environment because sites and plugins read them there.
 */
import path from 'node:path';
import { oneLine } from './one-line.ts';
import type { DocusaurusInstall } from './install.ts';

/** What the build reads of Docusaurus's site props (the rest is passed through to its own code). */
export interface SiteProps {
  siteDir: string;
  outDir: string;
  baseUrl: string;
  generatedFilesDir: string;
  routesPaths: string[];
  siteConfigPath: string;
  siteMetadata: { pluginVersions: unknown };
  siteConfig: { baseUrl: string; trailingSlash?: boolean; i18n: { defaultLocale: string; locales: string[] } };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
  plugins: { name: string; options: { id?: string } }[];
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
}

export type LoadOutcome = { site: { props: SiteProps; plugins: unknown[] } } | { failure: string };

interface SiteModule {
  loadSite: (params: { siteDir: string; locale?: string; outDir?: string }) => Promise<{ props: SiteProps; params: unknown }>;
}

/** Loads the site for one locale (the default when none is given) with the site's own `loadSite`. */
export async function loadDocusaurusSite(install: DocusaurusInstall, options: { siteDir: string; outDir: string; locale?: string }): Promise<LoadOutcome> {
  const { loadSite } = install.siteRequire(path.join(install.coreDir, 'lib', 'server', 'site.js')) as SiteModule;
  // As core's build does for each locale: sites translate their config by it, React and the plugins build for production.
  process.env.NODE_ENV = 'production';
  if (options.locale) process.env.DOCUSAURUS_CURRENT_LOCALE = options.locale;
  try {
    // outDir is passed: plugins keep the one they are initialised with (a search plugin writes its postBuild files there).
    const site = (await loadSite({ siteDir: path.resolve(options.siteDir), outDir: path.resolve(options.outDir), ...(options.locale ? { locale: options.locale } : {}) })) as unknown as {
      props: SiteProps;
    };
    return { site: { props: site.props, plugins: (site.props as unknown as { plugins: unknown[] }).plugins } };
  } catch (error) {
    return { failure: oneLine(error) };
  }
}

interface ConfigModule {
  loadSiteConfig: (params: { siteDir: string }) => Promise<{ siteConfig: { i18n: { defaultLocale: string; locales: string[] } } }>;
}

/** The site's locales and its default one, read from its config as core's build reads them before building any. */
export async function loadLocales(install: DocusaurusInstall, siteDir: string): Promise<{ defaultLocale: string; locales: string[] } | { failure: string }> {
  const { loadSiteConfig } = install.siteRequire(path.join(install.coreDir, 'lib', 'server', 'config.js')) as ConfigModule;
  try {
    const { i18n } = (await loadSiteConfig({ siteDir: path.resolve(siteDir) })).siteConfig;
    return { defaultLocale: i18n.defaultLocale, locales: i18n.locales };
  } catch (error) {
    return { failure: oneLine(error) };
  }
}
