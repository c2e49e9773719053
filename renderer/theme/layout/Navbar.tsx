/**
 * The top bar: brand, configured items with active state, search button, colour toggle. Below
 * 996 px the items move into a drawer (with the docs sidebar, on a docs page) that closes on
 * navigation and when the viewport widens.
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavbarItem } from '../../../schema/config.ts';
import { NAVBAR_DRAWER_ID } from '../../../schema/reserved-ids.ts';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { Link } from '../base/Link.tsx';
import { config, withBase, withoutBase } from '../base/site.ts';
import { docsInstances } from '../docs/site-versions.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { navbarTargetKey } from './navbar-target-key.ts';
import { docPathsById, firstDocOfSidebar } from './navbar-targets.ts';

export const DESKTOP_BREAKPOINT = 996;

// The drawer exists only on narrow screens once opened: its code loads when the toggle is first
// pointed at, focused or touched (or, at the latest, clicked), not with every page.
const loadDrawer = () => import('./NavbarDrawer.tsx').then((m) => ({ default: m.NavbarDrawer }));
const NavbarDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => {});
const navbar = config.themeConfig.navbar;
// Only sites with a version menu load its code.
const VersionDropdown = __DOCS_VERSIONED__ ? lazy(() => import('./VersionDropdown.tsx').then((m) => ({ default: m.VersionDropdown }))) : undefined;

function itemTarget(item: NavbarItem): string | undefined {
  if (item.type === 'default') return item.to ?? item.href;
  if (item.type === 'doc') return docPathsById[navbarTargetKey(item.docsPluginId, item.docId)];
  if (item.type === 'docSidebar') return firstDocOfSidebar[navbarTargetKey(item.docsPluginId, item.sidebarId)];
  return undefined;
}

function navKey(item: NavbarItem): string {
  return `${item.type}:${'label' in item ? item.label : ''}:${itemTarget(item) ?? ('value' in item ? item.value : '')}`;
}

function isActive(item: NavbarItem, pathname: string): boolean {
  if (item.type !== 'default' && item.type !== 'doc') return false;
  const target = itemTarget(item);
  if (!target || /^[a-z]+:/i.test(target)) return false;
  const base = item.type === 'default' && item.activeBasePath ? item.activeBasePath : target;
  return pathname === target || (base !== '/' && pathname.startsWith(base.endsWith('/') ? base : `${base}/`)) || pathname === base;
}

function NavItem({ item, pathname }: { item: NavbarItem; pathname: string }): ReactNode {
  if (item.type === 'docsVersionDropdown') {
    if (!VersionDropdown) return null;
    const instance = docsInstances.find((one) => one.id === (item.docsPluginId ?? 'default'));
    // A docs instance of one version has no other to offer.
    if (!instance || instance.versions.length < 2) return null;
    return (
      <Suspense fallback={null}>
        <VersionDropdown instance={instance} pathname={pathname} />
      </Suspense>
    );
  }
  // The locale menu: a site of one locale has nothing to show.
  if (item.type === 'search' || item.type === 'localeDropdown') return null;
  if (item.type === 'html') return <span className="navbar-item navbar-html">{item.value.replace(/<[^>]*>/g, '')}</span>;
  const target = itemTarget(item);
  if (!target) return null;
  const active = isActive(item, pathname);
  return (
    <Link to={target} className={`navbar-item navbar-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Link>
  );
}

/** `sidebar` is the current page's docs sidebar, shown in the drawer (see drawer-sidebar.ts). */
export function Navbar({ searchButton, sidebar }: { searchButton?: ReactNode; sidebar?: ResolvedSidebarItem[] }) {
  const location = useLocation();
  // Item targets are site paths: compare without the base URL.
  const pathname = withoutBase(location.pathname) ?? location.pathname;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');

  // The drawer closes on navigation...
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setDrawerOpen(false), [pathname]);
  // ...and when the viewport becomes desktop width.
  useEffect(() => {
    const media = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT}px)`);
    const onChange = () => media.matches && setDrawerOpen(false);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);
  // Hide on scroll down, return on scroll up (when the config asks for it).
  useEffect(() => {
    if (!navbar.hideOnScroll) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last && y > 60);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const brand = (
    <Link to="/" className="navbar-brand" aria-label={`${navbar.title ?? config.title} home page`}>
      {navbar.logo ? <img className="navbar-logo" src={withBase(navbar.logo.src)} alt={navbar.logo.alt ?? ''} width={32} height={32} /> : null}
      {navbar.title ? <b className="navbar-title">{navbar.title}</b> : null}
    </Link>
  );

  return (
    <nav className={`navbar${hidden ? ' navbar-hidden' : ''}`} aria-label="Main">
      <div className="navbar-inner">
        <button type="button" ref={toggle} className="navbar-toggle" aria-label="Open navigation menu" aria-expanded={drawerOpen} aria-controls={NAVBAR_DRAWER_ID}
          onClick={() => setDrawerOpen(true)}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onTouchStart={preloadDrawer}
        >
          ☰
        </button>
        {brand}
        <div className="navbar-items navbar-items-left">
          {left.map((item) => (
            <NavItem key={navKey(item)} item={item} pathname={pathname} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.map((item) => (
            <NavItem key={navKey(item)} item={item} pathname={pathname} />
          ))}
          <ColorModeToggle />
          {searchButton}
        </div>
      </div>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <NavbarDrawer
            brand={brand}
            items={[...left, ...right].map((item) => (
              <NavItem key={navKey(item)} item={item} pathname={pathname} />
            ))}
            sidebar={sidebar}
            toggle={toggle}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
