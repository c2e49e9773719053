/**
 * How the docs sidebar reaches the navbar drawer. The navbar sits above the page in the tree and
 * does not know which sidebar the page shows, so the mounted docs sidebar publishes its items
 * (the very array the page already loaded: nothing is fetched for the drawer) and withdraws them
 * when it unmounts. Effects do not run while prerendering, which is right: the drawer is closed there.
 */
import { createContext, useContext, useEffect } from 'react';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';

type Publish = (items: ResolvedSidebarItem[] | undefined) => void;

export const DrawerSidebarContext = createContext<Publish | undefined>(undefined);

/** Offers `items` to the navbar drawer while the calling component is mounted. */
export function usePublishDrawerSidebar(items: ResolvedSidebarItem[]): void {
  const publish = useContext(DrawerSidebarContext);
  useEffect(() => {
    if (!publish) return;
    publish(items);
    return () => publish(undefined);
  }, [publish, items]);
}
