/** invalid-navbar-item: a navbar item that cannot become a link (nothing to link to, or an empty sidebar). */
import { diagnostic } from '../diagnostics/create.ts';
import { locateQuoted } from '../diagnostics/position.ts';
import type { ResolvedSidebarItem } from '../../schema/sidebars.ts';
import type { Check } from './context.ts';

function firstLink(items: ResolvedSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstLink(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

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
    if (item.type === 'docSidebar' && item.sidebarId in model.sidebars && !firstLink(model.sidebars[item.sidebarId])) {
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
