/**
 * The cards `@theme/DocCardList` shows (DocCardList.tsx): a generated index's own, or the items of
 * the category whose page the doc is, in the page's sidebar. A category's card leads to its page
 * or its first doc and says how many items it holds when it has no description.
 */
import type { PageArtifact } from '../../../schema/artifacts.ts';
import { firstHref } from '../../../schema/sidebar-links.ts';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { routeKey } from '../../../schema/paths.ts';
import type { DocCardItem } from '../docs/DocCards.tsx';

export function cardOf(item: ResolvedSidebarItem): DocCardItem[] {
  if (item.type === 'html') return [];
  if (item.type === 'doc') return [{ title: item.label, permalink: item.href }];
  const permalink = item.type === 'category' ? (item.href ?? firstHref(item.items)) : item.href;
  if (permalink === undefined) return [];
  const count = item.type === 'category' ? `${item.items.length} ${item.items.length === 1 ? 'item' : 'items'}` : undefined;
  const description = item.description ?? count;
  return [{ title: item.label, permalink, ...(description ? { description } : {}) }];
}

/** The category of `sidebar` whose page `page` is: the one linking to its doc, or to its route. */
function categoryOf(page: PageArtifact, items: ResolvedSidebarItem[]): Extract<ResolvedSidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if ((page.id !== undefined && item.linkDocId === page.id) || (item.href !== undefined && routeKey(item.href) === routeKey(page.route))) return item;
    const inner = categoryOf(page, item.items);
    if (inner) return inner;
  }
  return undefined;
}

/** The cards of the category `page` is the page of; undefined when it is none's. */
export function categoryCards(page: PageArtifact, sidebar: ResolvedSidebarItem[] | undefined): DocCardItem[] | undefined {
  if (page.items) return page.items;
  const category = sidebar ? categoryOf(page, sidebar) : undefined;
  return category?.items.flatMap(cardOf);
}
