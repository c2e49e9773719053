/**
 * The docs sidebar: the active item and its categories open, categories collapsible with an
 * animation whose duration follows the content height, optionally hideable as a whole. With
 * `autoCollapseCategories`, opening a category closes the other categories of its list.
 * A collapsed category's list is not rendered until it is first opened (as Docusaurus's lazy
 * Collapsible does): the prerendered HTML of a large site carries only the open branches, and a
 * navigation re-renders only the items whose active state changed. The markup is lean because it
 * is most of a docs page's HTML: links, lists and rows have no class of their own (theme.css styles
 * them as `.menu a`, `.menu ul`, `.menu li > div`), the active link is its `aria-current`, and a
 * caret is named by its category's label (its state is `aria-expanded`).
 */
import { createContext, memo, type ReactNode, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ResolvedCategory, ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { routeKey } from '../../../schema/paths.ts';
import { Link } from '../base/Link.tsx';
import { config, withoutBase } from '../base/site.ts';
import { usePublishDrawerSidebar } from './drawer-sidebar.ts';
import { animateCollapse } from '../base/collapse.ts';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Whether a category's own link or an item under it has the route key `key`. */
function holdsRoute(category: ResolvedCategory, key: string): boolean {
  if (category.href !== undefined && routeKey(category.href) === key) return true;
  return category.items.some((child) => (child.type === 'category' ? holdsRoute(child, key) : (child.type === 'doc' || child.type === 'link') && routeKey(child.href) === key));
}

/** What an item is told of the active route: only what changes its rendering, so memo() skips the rest. */
function activeKeyFor(item: ResolvedSidebarItem, activeKey: string): string {
  if (item.type === 'category') return holdsRoute(item, activeKey) ? activeKey : '';
  if (item.type === 'doc' && routeKey(item.href) === activeKey) return activeKey;
  return '';
}

function itemKey(item: ResolvedSidebarItem): string {
  return item.type === 'html' ? `html:${item.value}` : `${item.type}:${item.label}:${'href' in item ? item.href : ''}`;
}

/** A category's list, mounted from its first opening on; `appear`: it was mounted by an opening, which animates. */
function Collapsible({ open, appear, children, id }: { open: boolean; appear: boolean; children: ReactNode; id: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const first = useRef(!appear);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    // React has already set `hidden` for the new state: a closing list stays visible while it
    // shrinks, but inert, so Tab skips its items as soon as the category is closed.
    el.hidden = false;
    el.inert = !open;
    return animateCollapse(el, open, () => {
      el.inert = false;
      if (!open) el.hidden = true;
    });
  }, [open]);
  return (
    <ul ref={ref} id={id} hidden={!open}>
      {children}
    </ul>
  );
}

// A build for a site without autoCollapseCategories leaves the code below out (site-build/vite-config.ts).
const autoCollapse = __DOCS_AUTO_COLLAPSE__ && config.themeConfig.docs.sidebar.autoCollapseCategories;

/** Which category of one list was expanded last (autoCollapseCategories only): the others close. */
interface Siblings {
  expanded: string | undefined;
  setExpanded: (update: (current: string | undefined) => string | undefined) => void;
}
const SiblingsContext = createContext<Siblings | undefined>(undefined);

function SiblingsProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState<string>();
  const value = useMemo(() => ({ expanded, setExpanded }), [expanded]);
  return <SiblingsContext.Provider value={value}>{children}</SiblingsContext.Provider>;
}

/** The items of one list; without autoCollapseCategories no category hears of its siblings. */
function SidebarItems({ items, activeKey }: { items: ResolvedSidebarItem[]; activeKey: string }) {
  const rendered = items.map((item) => <SidebarItem key={itemKey(item)} item={item} activeKey={activeKeyFor(item, activeKey)} />);
  return autoCollapse ? <SiblingsProvider>{rendered}</SiblingsProvider> : rendered;
}

function Category({ item, activeKey }: { item: ResolvedCategory; activeKey: string }) {
  const active = activeKey !== '';
  const [open, setOpen] = useState(!item.collapsed || active || !item.collapsible);
  // Rendered from the first opening on, and kept while closed so closing animates.
  const [renderedFromStart] = useState(open);
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  const id = useId();
  const siblings = useContext(SiblingsContext);
  const key = itemKey(item);
  const toggle = (next: boolean) => {
    setOpen(next);
    siblings?.setExpanded((current) => (next ? key : current === key ? undefined : current));
  };
  // A category that comes to hold the active page opens (and, auto-collapsing, closes its siblings).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of `active` opens it
  useEffect(() => {
    if (active && !open) toggle(true);
  }, [active]);
  // Another category of the same list was opened: this one closes in the same render.
  const expanded = siblings?.expanded;
  const [seenExpanded, setSeenExpanded] = useState(expanded);
  if (expanded !== seenExpanded) {
    setSeenExpanded(expanded);
    if (item.collapsible && open && expanded !== undefined && expanded !== key) setOpen(false);
  }
  const selfActive = item.href !== undefined && routeKey(item.href) === activeKey;
  return (
    <li className={item.className || undefined}>
      <div>
        {item.href ? (
          <Link to={item.href} aria-current={selfActive ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : (
          <span>{item.label}</span>
        )}
        {item.collapsible ? (
          <button type="button" className="menu-caret" aria-expanded={open} aria-controls={rendered ? id : undefined} aria-label={item.label} onClick={() => toggle(!open)} />
        ) : null}
      </div>
      {rendered ? (
        <Collapsible open={open} appear={!renderedFromStart} id={id}>
          <SidebarItems items={item.items} activeKey={activeKey} />
        </Collapsible>
      ) : null}
    </li>
  );
}

/** `activeKey` is the active route's key when this item is or contains it, else '' (see activeKeyFor). */
const SidebarItem = memo(function SidebarItem({ item, activeKey }: { item: ResolvedSidebarItem; activeKey: string }) {
  switch (item.type) {
    case 'category':
      return <Category item={item} activeKey={activeKey} />;
    case 'doc':
    case 'link': {
      const active = activeKey !== '';
      return (
        <li className={item.className || undefined}>
          <Link to={item.href} aria-current={active ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      );
    }
    case 'html':
      // Shown as text: the site never injects HTML strings into the page.
      return <li className={`menu-html${item.className ? ` ${item.className}` : ''}`}>{item.value.replace(/<[^>]*>/g, '')}</li>;
  }
});

/** The menu of a sidebar with the current route highlighted: the desktop sidebar's and the navbar drawer's. */
export function SidebarMenu({ items }: { items: ResolvedSidebarItem[] }) {
  const location = useLocation();
  // Sidebar hrefs are site paths: compare without the base URL.
  const activeKey = routeKey(withoutBase(location.pathname) ?? location.pathname);
  return (
    <nav className="menu" aria-label="Docs sidebar">
      <ul>
        <SidebarItems items={items} activeKey={activeKey} />
      </ul>
    </nav>
  );
}

export function Sidebar({ items }: { items: ResolvedSidebarItem[] }) {
  // Below 996 px this sidebar is hidden and the navbar drawer shows the same items instead.
  usePublishDrawerSidebar(items);
  const hideable = config.themeConfig.docs.sidebar.hideable;
  const [hidden, setHidden] = useState(false);
  if (hidden) {
    return (
      <aside className="sidebar sidebar-hidden" aria-label="Docs sidebar">
        <button type="button" className="sidebar-expand" onClick={() => setHidden(false)} aria-label="Expand sidebar" title="Expand sidebar">
          »
        </button>
      </aside>
    );
  }
  return (
    <aside className="sidebar" aria-label="Docs sidebar">
      <SidebarMenu items={items} />
      {hideable ? (
        <button type="button" className="sidebar-collapse" onClick={() => setHidden(true)} aria-label="Collapse sidebar" title="Collapse sidebar">
          «
        </button>
      ) : null}
    </aside>
  );
}
