/** Reading resolved sidebars without zod: shared by the pipeline and the renderer's bundles. */
import type { ResolvedSidebarItem } from './sidebars.ts';

/** The first link a resolved sidebar list leads to: its first doc or link, or a category's own page or first link. */
export function firstHref(items: readonly ResolvedSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}
