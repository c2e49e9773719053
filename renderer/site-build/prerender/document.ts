/**
 * One prerendered page: the SSR bundle's HTML for a route laid into the client build's
 * index.html with its head and its data. The same code runs in the build's thread (serial
 * path) and in each prerender worker, so both write the same bytes.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageArtifact, SidebarsArtifact } from '../../../schema/artifacts.ts';
import type { SiteConfig } from '../../../schema/config.ts';
import { siteDataPath } from '../../../schema/paths.ts';
import type { HeadElements } from '../../theme/base/head-elements.ts';
import { escapeHtml, headTags, inlineJson, type SiteHead, siteHead } from './head.ts';

/** What the SSR bundle (entry-server.tsx) exports. */
export interface SsrModule {
  render: (initial: { path: string; page: PageArtifact | null; sidebar?: { id: string; items: unknown[] } }) => Promise<{ html: string; head: HeadElements; unknownComponents: string[] }>;
  colorModeScript: (colorMode: SiteConfig['themeConfig']['colorMode']) => string;
  pageTitle: (title: string) => string;
}

/** Everything every page of a build shares, read and made once per thread. */
export interface DocumentContext {
  config: SiteConfig;
  sidebars: SidebarsArtifact['sidebars'];
  head: SiteHead;
  template: TemplateParts;
}

/** The client build's index.html cut at its placeholders, its <html> tag the site's: a page is laid between the parts. */
interface TemplateParts {
  beforeHead: string;
  beforeApp: string;
  beforeData: string;
  end: string;
}

const TEMPLATE_HTML_TAG = '<html lang="en" dir="ltr" data-theme="light">';
const PLACEHOLDERS = ['<!--docs-head-->', '<!--docs-app-->', '<!--docs-data-->'] as const;

function templateParts(template: string, config: SiteConfig): TemplateParts {
  const parts: string[] = [];
  let rest = template;
  for (const placeholder of PLACEHOLDERS) {
    const at = rest.indexOf(placeholder);
    if (at < 0) throw new Error(`the client build's index.html has no ${placeholder}`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + placeholder.length);
  }
  const htmlTag = `<html lang="${escapeHtml(config.i18n.defaultLocale)}" dir="ltr" data-theme="${config.themeConfig.colorMode.defaultMode}">`;
  return { beforeHead: parts[0].replace(TEMPLATE_HTML_TAG, () => htmlTag), beforeApp: parts[1], beforeData: parts[2], end: rest };
}

/** A route to prerender: its path and its page data file (relative to out; null: the not-found page). */
export interface RouteJob {
  path: string;
  data: string | null;
}

/** The not-found page, served for every unknown path. */
export const NOT_FOUND_ROUTE: RouteJob = { path: '/404.html', data: null };

/** `template`: the client build's index.html, read before any page is written (the home page's file is the same). */
export async function loadDocumentContext(ssr: SsrModule, out: string, template: string): Promise<DocumentContext> {
  const config = (JSON.parse(await readFile(path.join(out, 'config.json'), 'utf8')) as { config: SiteConfig }).config;
  const sidebars = (JSON.parse(await readFile(path.join(out, 'sidebars.json'), 'utf8')) as SidebarsArtifact).sidebars;
  const themeScript = ssr.colorModeScript(config.themeConfig.colorMode);
  return { config, sidebars, head: siteHead(config, themeScript, inlineScriptHash(themeScript)), template: templateParts(template, config) };
}

/** The CSP source that allows one inline script. */
export function inlineScriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}

/** The file a route's HTML is written to, relative to the site directory. */
export function routeFile(routePath: string): string {
  if (routePath === '/404.html') return '404.html';
  return routePath === '/' ? 'index.html' : path.posix.join(routePath.replace(/^\/|\/$/g, ''), 'index.html');
}

/**
 * The whole HTML document of a route (`page` null: the not-found page), and the content components
 * its render did not know. The page's data is not inlined: the inline data names its file (the
 * route's `data`, relative to the data directory), which the browser fetches while the scripts
 * load (preloaded) and hydrates from, as a client navigation does.
 */
export async function pageDocument(ssr: SsrModule, context: DocumentContext, route: RouteJob, page: PageArtifact | null): Promise<{ document: string; unknownComponents: string[] }> {
  const { config, sidebars, template } = context;
  const { path: routePath, data: dataFile } = route;
  const sidebar = page?.sidebar ? { id: page.sidebar, items: sidebars[page.sidebar] ?? [] } : undefined;
  const initial = { path: routePath, page, ...(sidebar ? { sidebar } : {}) };
  const { html, head: added, unknownComponents } = await ssr.render(initial);
  const title = ssr.pageTitle(page?.title ?? 'Page Not Found');
  let head = headTags(context.head, { config, title, description: page?.description ?? '', path: routePath, noindex: page === null || page.kind === 'debug', added });
  // The sidebar is in the HTML once, prerendered; its data is a file shared by every page of
  // the sidebar (cached by the browser), fetched while the scripts load (the URL is the one
  // theme/base/data.ts preloadSidebar() asks for), instead of a second copy inlined in each page.
  if (sidebar) {
    const href = `${config.baseUrl}${siteDataPath(`sidebars/${encodeURIComponent(sidebar.id)}.json`)}`;
    head += `\n    <link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`;
  }
  if (page && dataFile) {
    head += `\n    <link rel="preload" href="${escapeHtml(`${config.baseUrl}${siteDataPath(dataFile)}`)}" as="fetch" crossorigin="anonymous">`;
  }
  const data = inlineJson('__docs_data', page && dataFile ? { path: routePath, kind: page.kind, data: dataFile } : { path: routePath, page });
  return { document: template.beforeHead + head + template.beforeApp + html + template.beforeData + data + template.end, unknownComponents };
}
