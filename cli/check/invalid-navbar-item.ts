/** invalid-navbar-item: a navbar item that cannot become a link (nothing to link to, or an empty sidebar). */
import { diagnostic } from '../diagnostics/create.ts';
import { locateQuoted } from '../diagnostics/position.ts';
import { firstHref } from '../model/navigation.ts';
import { navbarScope } from '../model/config-links.ts';
import { scopeKey } from '../model/scopes.ts';
import type { Check } from './context.ts';

export const invalidNavbarItem: Check = ({ model }) => {
  const out = [];
  for (const [index, item] of model.config.themeConfig.navbar.items.entries()) {
    if (item.type === 'default' && !item.to && !item.href) {
      out.push(
        diagnostic({
          code: 'invalid-navbar-item',
          message: `navbar item ${index + 1}${item.label ? ` ("${item.label}")` : ''} has neither \`to\` nor \`href\``,
          file: model.configFile,
          place: locateQuoted(model.configText, item.label ?? ''),
          actual: `themeConfig.navbar.items[${index}]`,
        }),
      );
    }
    const sidebarKey = item.type === 'docSidebar' ? model.docsVersions.find((v) => scopeKey(v.instance, v.name) === navbarScope(model.docsVersions, item.docsPluginId))?.sidebars[item.sidebarId] : undefined;
    if (item.type === 'docSidebar' && sidebarKey !== undefined && !firstHref(model.sidebars[sidebarKey] ?? [])) {
      out.push(
        diagnostic({
          code: 'invalid-navbar-item',
          message: `navbar item ${index + 1} links to sidebar "${item.sidebarId}", which has no doc to open`,
          file: model.configFile,
          place: locateQuoted(model.configText, item.sidebarId),
          actual: item.sidebarId,
        }),
      );
    }
  }
  return out;
};
