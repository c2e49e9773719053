/**
 * What fails in a build with the site's own Docusaurus, as the pipeline's diagnostics: each at
 * the file it is about (the site's package.json for its install, its config for what Docusaurus
 * or a plugin threw, the page's source for a route that did not render), on one line as
 * Docusaurus says it, never a stack trace.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { DOCUSAURUS_CONFIG_NAMES, diagnostic, locateQuoted } from '../../../cli/api.ts';
import { renderDiagnostic } from '../site-diagnostics.ts';
import { type InstallLookup, unsupportedMessage } from './install.ts';
import { oneLine } from './one-line.ts';
import type { SiteProps } from './load-site.ts';

/** The site's config file, relative to the site ('' when it has none Docusaurus reads). */
function configFile(siteDir: string): string {
  return DOCUSAURUS_CONFIG_NAMES.find((name) => existsSync(path.join(siteDir, name))) ?? '';
}

/** Where the site's package.json names `@docusaurus/core` (its first line when it does not). */
function dependencyPlace(siteDir: string): { file: string; place: { line: number; column: number } } {
  const file = path.join(siteDir, 'package.json');
  if (!existsSync(file)) return { file: '', place: { line: 1, column: 1 } };
  return { file: 'package.json', place: locateQuoted(readFileSync(file, 'utf8'), '@docusaurus/core') ?? { line: 1, column: 1 } };
}

/** The site has no Docusaurus of its own, or one outside the supported range. */
export function installDiagnostic(siteDir: string, lookup: Exclude<InstallLookup, { found: unknown }>): Diagnostic {
  const message = 'unsupported' in lookup ? unsupportedMessage(lookup.unsupported) : 'no @docusaurus/core is installed for the site (run npm install in the site)';
  return diagnostic({ code: 'docusaurus-install', message, ...dependencyPlace(siteDir) });
}

/** The site's Docusaurus could not load it: the config, a plugin's loadContent or contentLoaded threw. */
export function loadDiagnostic(siteDir: string, message: string): Diagnostic {
  return diagnostic({ code: 'docusaurus-error', message: `Docusaurus could not load the site: ${message}`, file: configFile(siteDir) });
}

export interface RouteConfig {
  path: string;
  metadata?: { sourceFilePath?: string };
  routes?: RouteConfig[];
}

/** The source file Docusaurus recorded for a route (3.7+: docs, posts and Markdown pages), relative to the site. */
export function sourceOf(routes: readonly RouteConfig[], pathname: string): string | undefined {
  for (const route of routes) {
    if (route.path === pathname && route.metadata?.sourceFilePath) return route.metadata.sourceFilePath;
    const inside = route.routes ? sourceOf(route.routes, pathname) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

export function routeRenderDiagnostic(props: SiteProps, pathname: string, error: unknown): Diagnostic {
  const routes = (props as unknown as { routes?: RouteConfig[] }).routes ?? [];
  return renderDiagnostic(pathname, sourceOf(routes, pathname), oneLine(error));
}

/** A plugin's postBuild threw once the pages were written. */
export function postBuildDiagnostic(props: SiteProps, plugin: string, error: unknown): Diagnostic {
  return diagnostic({ code: 'docusaurus-error', message: `the plugin ${plugin} failed after the pages were written (postBuild): ${oneLine(error)}`, file: path.relative(props.siteDir, props.siteConfigPath) });
}
