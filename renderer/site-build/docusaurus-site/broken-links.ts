/**
 * Docusaurus's own broken-link and broken-anchor check, run on the links and anchors every page
 * collected while it rendered, as `docusaurus build` runs it after postBuild: its verdict, at the
 * levels of the site's `onBrokenLinks` and `onBrokenAnchors`, as diagnostics at each page's source.
 *
 * Core reports the broken links only as one message (thrown, or logged); it is called once for
 * paths and once for anchors with `throw`, and its list read back link by link.
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { diagnostic } from '../../../cli/api.ts';
import { type RouteConfig, sourceOf } from './failures.ts';
import type { DocusaurusInstall } from './install.ts';
import type { SiteProps } from './load-site.ts';
import type { CollectedRoute } from './route-render.ts';

type Level = 'ignore' | 'log' | 'warn' | 'throw';

interface BrokenLinksModule {
  handleBrokenLinks: (params: { collectedLinks: Record<string, { links: string[]; anchors: string[] }>; onBrokenLinks: Level; onBrokenAnchors: Level; routes: unknown }) => Promise<void>;
}

const LEVEL: Record<Level, Diagnostic['level'] | undefined> = { throw: 'error', warn: 'warn', log: 'info', ignore: undefined };

/** Core's list, `- Broken link on source page path = /a:` then `   -> linking to /b (resolved as: /c)` per link. */
export function brokenLinksListed(message: string): { page: string; link: string }[] {
  const found: { page: string; link: string }[] = [];
  let page: string | undefined;
  for (const line of stripVTControlCharacters(message).split('\n')) {
    const onPage = /^- Broken (?:link|anchor) on source page path = (.*):$/.exec(line);
    if (onPage) page = onPage[1];
    const link = /^\s+-> linking to (.*)$/.exec(line);
    if (link && page !== undefined) found.push({ page, link: link[1] });
  }
  return found;
}

export async function docusaurusBrokenLinks(install: DocusaurusInstall, props: SiteProps, collected: ReadonlyMap<string, CollectedRoute>): Promise<Diagnostic[]> {
  const { handleBrokenLinks } = install.siteRequire(path.join(install.coreDir, 'lib', 'server', 'brokenLinks.js')) as BrokenLinksModule;
  const collectedLinks = Object.fromEntries([...collected].map(([pathname, route]) => [pathname, { links: route.links, anchors: route.anchors }]));
  const config = props.siteConfig as unknown as { onBrokenLinks: Level; onBrokenAnchors?: Level };
  const routes = (props as unknown as { routes: RouteConfig[] }).routes;
  const kinds = [
    { code: 'broken-link' as const, level: LEVEL[config.onBrokenLinks], only: { onBrokenLinks: 'throw' as const, onBrokenAnchors: 'ignore' as const } },
    { code: 'broken-anchor' as const, level: LEVEL[config.onBrokenAnchors ?? 'warn'], only: { onBrokenLinks: 'ignore' as const, onBrokenAnchors: 'throw' as const } },
  ];
  const out: Diagnostic[] = [];
  for (const { code, level, only } of kinds) {
    if (!level) continue;
    let message: string | undefined;
    try {
      await handleBrokenLinks({ collectedLinks, routes, ...only });
    } catch (error) {
      message = String((error as Error)?.message ?? error);
    }
    for (const { page, link } of brokenLinksListed(message ?? '')) {
      out.push(diagnostic({ code, level, message: `${code === 'broken-link' ? 'broken link' : 'broken anchor in link'} to ${link} on ${page} (Docusaurus's check)`, file: sourceOf(routes, page) ?? '', route: page, actual: link }));
    }
  }
  return out;
}
