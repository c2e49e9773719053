/** Browser entry: seeds the page data the HTML carries, loads the page's chunk, then hydrates. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../base/theme.css';
import { App } from './App.tsx';
import { fetchPageFile, type PrerenderedData, invalidate, preloadSidebar, seed } from '../base/data.ts';
import { createThemeSession } from '../base/session.ts';
import { lazyPageFor, lazyPagesOf } from './pages.tsx';
import { preloadThemeComponents } from './registry.tsx';
import { preloadPageModule } from '../content/PageModule.tsx';
import { withoutBase } from '../base/site.ts';
import { DATA_ID, REACT_ID_PREFIX, ROOT_ID } from '../../../schema/reserved-ids.ts';
import { isComponentUse } from '../../../schema/site-components.ts';

/** The components a page body names (its elements' capitalised tag names). */
function componentNames(node: { tagName?: string; children?: unknown[] } | undefined, names: string[] = []): string[] {
  if (!node) return names;
  if (node.tagName && isComponentUse(node.tagName)) names.push(node.tagName);
  for (const child of node.children ?? []) componentNames(child as typeof node, names);
  return names;
}

async function start() {
  // The data is looked up as a script element: content can never make one, so no id in the page can stand in for it.
  const element = document.querySelector(`script#${DATA_ID}[type="application/json"]`);
  const prerendered = element ? (JSON.parse(element.textContent ?? 'null') as PrerenderedData | null) : null;
  const session = createThemeSession();
  const { pages } = session;
  const app = (
    <StrictMode>
      {/* No transitions: a navigation renders in one go (base/navigate.tsx), not in slices between which the browser lays out the old page. */}
      <BrowserRouter useTransitions={false}>
        <App session={session} />
      </BrowserRouter>
    </StrictMode>
  );
  const container = document.getElementById(ROOT_ID)!;
  if (!prerendered) {
    // Dev server: no prerendered HTML, so render from scratch and follow artifact updates.
    // (A built page always carries its data; without it the prerendered HTML stays as it is.)
    if (!import.meta.env.DEV) return;
    createRoot(container, { identifierPrefix: REACT_ID_PREFIX }).render(app);
    if (import.meta.hot) {
      import.meta.hot.on('docs:update', () => {
        for (const overlay of document.querySelectorAll('vite-error-overlay')) (overlay as HTMLElement & { close?: () => void }).close?.();
        invalidate(pages, );
      });
    }
    return;
  }
  const lazyPages = lazyPagesOf(session.memo);
  const lazyPage = 'data' in prerendered ? lazyPageFor(lazyPages, prerendered.kind) : lazyPages.notFound;
  const chunk = lazyPage?.preload().catch(() => {});
  if ('data' in prerendered) {
    // The page's data is its data file, preloaded by a <link> in the head; without it the prerendered HTML stays as it is.
    const page = await fetchPageFile(prerendered.data).catch(() => null);
    if (!page) return;
    seed(pages, { path: prerendered.path, page });
    // The prerendered sidebar is not repeated either: hydrating needs its file (preloaded too). The theme
    // components the body names are loaded too, so they hydrate with the page instead of after it.
    // A page whose body is a module of the site's code (compiled MDX, a React page) hydrates with it loaded.
    await Promise.all([
      chunk,
      page.sidebar ? preloadSidebar(pages, page.sidebar).catch(() => {}) : undefined,
      __DOCS_THEME_COMPONENTS__ ? preloadThemeComponents(componentNames(page.body)) : undefined,
      page.module ? preloadPageModule(session.memo, page.module).catch(() => {}) : undefined,
    ]);
  } else {
    // 404.html is served for every unknown path: its data belongs to whatever path was asked for.
    seed(pages, { path: withoutBase(window.location.pathname) ?? window.location.pathname, page: null });
    await chunk;
  }
  hydrateRoot(container, app, {
    identifierPrefix: REACT_ID_PREFIX,
    onRecoverableError: (error) => console.error('Hydration error:', error),
  });
  // Prefetching the links in view waits until the page is idle: it must not compete with loading it.
  (window.requestIdleCallback ?? setTimeout)(() => void import('../base/prefetch-visible.ts').then((m) => m.prefetchVisibleLinks(container, pages)));
}

void start();
