/** invalid-navbar-item: a navbar item that cannot become a link (nothing to link to, or an empty sidebar). */
import { diagnostic } from '../diagnostics/create.ts';
import { locateQuoted } from '../diagnostics/position.ts';
import { firstHref } from '../model/navigation.ts';
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
    if (item.type === 'docSidebar' && item.sidebarId in model.sidebars && !firstHref(model.sidebars[item.sidebarId])) {
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
