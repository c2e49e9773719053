/** model (config): ids and site links used by navbar and footer items, with their positions in the config file. */
import type { NavbarItem, SiteConfig } from '../../schema/config.ts';
import { isExternalUrl } from '../../schema/paths.ts';
import { lineStarts, locateQuoted } from '../diagnostics/position.ts';
import { CURRENT_VERSION, DEFAULT_INSTANCE } from '../core/docs-versions.ts';
import { scopeKey } from './scopes.ts';
import type { DocsVersionModel, Reference, SiteLink } from './types.ts';

/** The version a navbar item of a docs instance names ids of: the instance's last version (a made-up scope for an instance that is not there). */
export function navbarScope(versions: readonly DocsVersionModel[], instance = DEFAULT_INSTANCE): string {
  const ofInstance = versions.filter((v) => v.instance === instance);
  const version = ofInstance.find((v) => v.isLast) ?? ofInstance[0];
  return scopeKey(instance, version?.name ?? CURRENT_VERSION);
}

export function configReferences(config: SiteConfig, configFile: string, configText: string, versions: readonly DocsVersionModel[] = []): { references: Reference[]; siteLinks: SiteLink[] } {
  const references: Reference[] = [];
  const siteLinks: SiteLink[] = [];
  // Successive uses of one value (two items linking to '/x') are found at successive occurrences.
  const starts = lineStarts(configText);
  const cursors = new Map<string, number>();
  const at = (value: string, from = 0) => {
    const point = locateQuoted(configText, value, Math.max(from, cursors.get(value) ?? 0)) ?? locateQuoted(configText, value, from) ?? locateQuoted(configText, value);
    if (!point) return { line: 1, column: 1 };
    cursors.set(value, starts[point.line - 1] + point.column);
    return point;
  };
  const footerStart = Math.max(0, configText.search(/\bfooter\s*:/));
  // A dropdown's items are the bar's kinds of item, each a link of its own.
  const items: (NavbarItem | (NavbarItem & { type: 'dropdown' })['items'][number])[] = [];
  for (const item of config.themeConfig.navbar.items) {
    items.push(item);
    if (item.type === 'dropdown') items.push(...item.items);
  }
  for (const item of items) {
    const label = 'label' in item && item.label ? item.label : item.type;
    if (item.type === 'doc') references.push({ kind: 'navbar-doc', id: item.docId, file: configFile, at: at(item.docId), where: `navbar item "${label}"`, scope: navbarScope(versions, item.docsPluginId) });
    if (item.type === 'docSidebar') references.push({ kind: 'navbar-sidebar', id: item.sidebarId, file: configFile, at: at(item.sidebarId), where: `navbar item "${label}"`, scope: navbarScope(versions, item.docsPluginId) });
    if (item.type === 'default' || item.type === 'dropdown' || item.type === 'docsVersion') {
      for (const url of [item.to, 'href' in item ? item.href : undefined]) {
        if (url && !isExternalUrl(url)) siteLinks.push({ url, file: configFile, at: at(url), where: `navbar item "${label}"` });
      }
    }
  }
  for (const column of config.themeConfig.footer?.links ?? []) {
    for (const item of column.items) {
      for (const url of [item.to, item.href]) {
        if (url && !isExternalUrl(url)) siteLinks.push({ url, file: configFile, at: at(url, footerStart), where: `footer link "${item.label}"` });
      }
    }
  }
  return { references, siteLinks };
}
