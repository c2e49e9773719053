/** The root layout around every page: skip link, announcement bar, navbar, main, footer. */
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { config, withoutBase } from '../base/site.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { DrawerSidebarContext } from '../docs/drawer-sidebar.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { MAIN_ID } from '../../../schema/reserved-ids.ts';

function BaseUrlBanner() {
  const { pathname } = useLocation();
  // Only the browser can be outside baseUrl (every page is prerendered inside it): render after
  // hydration, so the prerendered HTML and the first client render agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || withoutBase(pathname) !== undefined) return null;
  return (
    <div className="base-url-banner" role="alert">
      This site did not load properly: it is configured for the base URL <code>{config.baseUrl}</code>, but it was opened at <code>{pathname}</code>. Check the{' '}
      <code>baseUrl</code> setting.
    </div>
  );
}

export function Root({ children, searchButton }: { children: ReactNode; searchButton?: ReactNode }) {
  // The docs sidebar of the current page, if any, for the navbar drawer (see drawer-sidebar.ts).
  // Setting it re-renders Root, but `children` is the same element, so React skips the page.
  const [drawerSidebar, setDrawerSidebar] = useState<ResolvedSidebarItem[]>();
  return (
    <DrawerSidebarContext.Provider value={setDrawerSidebar}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <BaseUrlBanner />
      {__DOCS_ANNOUNCEMENT_BAR__ ? <AnnouncementBar /> : null}
      <Navbar searchButton={searchButton} sidebar={drawerSidebar} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </DrawerSidebarContext.Provider>
  );
}
