/**
 * `@theme/DocCardList`: the cards of the current category, from the page and sidebar the docs
 * layout has (category-cards.ts). `items` (sidebar items, as compiled MDX passes them) are shown
 * instead when given.
 */
import { useContext } from 'react';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { useThemeSession } from '../base/session.ts';
import { DocCards } from '../docs/DocCards.tsx';
import { DocPageContext } from '../docs/doc-context.ts';
import { cardOf, categoryCards } from './category-cards.ts';
import { peekSidebar } from '../base/data.ts';

export default function DocCardList({ items, className }: { items?: ResolvedSidebarItem[]; className?: string }) {
  const page = useContext(DocPageContext);
  const { pages } = useThemeSession();
  const cards = items ? items.flatMap(cardOf) : page ? categoryCards(page, page.sidebar ? peekSidebar(pages, page.sidebar) : undefined) : undefined;
  if (!cards || cards.length === 0) return null;
  return <DocCards items={cards} label={page ? `${page.title} pages` : 'Pages'} className={className} />;
}
