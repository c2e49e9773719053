/**
 * The app: the root layout around every page, and one catch-all route that finds the page's
 * data by path and picks its layout (docs, blog, page, search, debug, not found).
 */
import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DocPage } from '../docs/DocPage.tsx';
import { PageContent } from '../docs/PageContent.tsx';
import { ContentComponentsContext } from '../content/content-components.ts';
import { PageModule } from '../content/PageModule.tsx';
import { contentComponents } from './registry.tsx';
import { Sidebar } from '../docs/Sidebar.tsx';
import { Root } from '../layout/Root.tsx';
import { SearchButton } from '../search/SearchButton.tsx';
import { ColorModeProvider } from '../base/color-mode.tsx';
import { type PageData, peekSidebar } from '../base/data.ts';
import { type ThemeSession, ThemeSessionContext, useThemeSession } from '../base/session.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { pageTitle, syncHead } from '../base/head.ts';
import { LoadError, Spinner } from '../base/Loading.tsx';
import { NavigateProvider } from '../base/navigate.tsx';
import { lazyPageFor, lazyPagesOf } from './pages.tsx';
import { withoutBase } from '../base/site.ts';
import { usePage } from '../base/usePage.ts';

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <LoadError
        error={this.state.error}
        retry={() => {
          this.props.onRetry();
          this.setState({ error: undefined });
        }}
      />
    );
  }
}

function PageBody({ page }: { page: PageData }) {
  // Retry must re-render this component: the boundary alone would re-render the old lazy
  // element, whose failed import React keeps.
  const [, setAttempt] = useState(0);
  const { pages, memo } = useThemeSession();
  const lazyPage = lazyPageFor(lazyPagesOf(memo), page.kind);
  if (lazyPage) {
    const Lazy = lazyPage.Component;
    return (
      <ChunkBoundary
        onRetry={() => {
          lazyPage.reset();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<Spinner />}>
          <Lazy page={page} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  if (page.kind === 'doc' || page.kind === 'category-index') {
    const sidebar = page.sidebar ? peekSidebar(pages, page.sidebar) : undefined;
    // Keyed by route: another page's body replaces this one as a whole (one DOM removal) instead
    // of being diffed against it element by element; the sidebar around it stays.
    return (
      <div className={`docs-layout${sidebar ? ' has-sidebar' : ''}`}>
        {sidebar ? <Sidebar items={sidebar} /> : null}
        <DocPage key={page.route} page={page} />
      </div>
    );
  }
  // A React page of src/pages renders its own `@theme/Layout`, as in Docusaurus.
  if (page.module && !/\.mdx?$/i.test(page.module)) {
    return (
      <Suspense key={page.route} fallback={<Spinner />}>
        <PageModule module={page.module} />
      </Suspense>
    );
  }
  return (
    <div className="page-layout">
      <article key={page.route} className="markdown">
        {/* A Markdown page's leading `# h1`, as Docusaurus shows it, also beside a frontmatter title (the artifact's hideTitle says when there is none). */}
        {page.hideTitle ? null : <h1>{page.contentTitle ?? page.title}</h1>}
        <PageContent page={page} />
      </article>
    </div>
  );
}

function PageRoute() {
  const location = useLocation();
  const path = withoutBase(location.pathname) ?? location.pathname;
  const state = usePage(path);
  const { head, memo } = useThemeSession();
  useEffect(() => {
    if (state.status === 'ready') syncHead(head, pageTitle(state.page.title), state.page.description, path);
    else if (state.status === 'not-found') document.title = pageTitle('Page Not Found');
  }, [head, state, path]);
  // Scroll to the top, or to the hash target, after each navigation (location.key changes on every one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the navigation trigger
  useEffect(() => {
    if (state.status !== 'ready') return;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, state.status]);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <LoadError error={state.error} retry={state.retry} />;
  if (state.status === 'not-found') {
    const NotFound = lazyPagesOf(memo).notFound.Component;
    return (
      <Suspense fallback={<Spinner />}>
        <NotFound />
      </Suspense>
    );
  }
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <PageBody page={state.page} />
    </ErrorBoundary>
  );
}

/** The app of one session (the entry makes it: one per page load in the browser, one per page prerendered). */
export function App({ session }: { session: ThemeSession }) {
  return (
    <ThemeSessionContext.Provider value={session}>
      <ContentComponentsContext.Provider value={contentComponents}>
        <NavigateProvider>
          <ColorModeProvider>
            <Root searchButton={<SearchButton />}>
              <PageRoute />
            </Root>
          </ColorModeProvider>
        </NavigateProvider>
      </ContentComponentsContext.Provider>
    </ThemeSessionContext.Provider>
  );
}
