/**
 * A docs page or a generated category index: its version's banner and badge, breadcrumbs, title,
 * body or cards, edit link, prev/next, TOC. A page whose body is a module of the site's code
 * (compiled MDX) renders the module in place of the artifact's body; the rest is the artifact's.
 */
import { lazy, Suspense, useEffect } from 'react';
import type { PageData } from '../base/data.ts';
import { useThemeSession } from '../base/session.ts';
import { preferredVersionKey } from '../base/storage.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DocCards } from './DocCards.tsx';
import { DocPageContext } from './doc-context.ts';
import { PageContent } from './PageContent.tsx';
import { Paginator } from './Paginator.tsx';
import { Toc } from './Toc.tsx';

// Only the docs pages of a site with versions load their banner and badge (and the versions' summary).
const VersionBanner = __DOCS_VERSIONED__ ? lazy(() => import('./VersionNotice.tsx').then((m) => ({ default: m.VersionBanner }))) : undefined;
const VersionBadge = __DOCS_VERSIONED__ ? lazy(() => import('./VersionNotice.tsx').then((m) => ({ default: m.VersionBadge }))) : undefined;

export function DocPage({ page }: { page: PageData }) {
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  const { storage } = useThemeSession();
  // The docs version being read is the preferred one (a versioned site's banner stores its own), replacing one that may no longer exist.
  useEffect(() => {
    if (!__DOCS_VERSIONED__) storage.set(preferredVersionKey('default'), 'current');
  }, [storage]);
  return (
    <DocPageContext.Provider value={page}>
    <div className="doc-page">
      <article className="doc-article">
        {VersionBanner ? (
          <Suspense fallback={null}>
            <VersionBanner route={page.route} />
          </Suspense>
        ) : null}
        {page.sidebar ? <Breadcrumbs items={page.breadcrumbs} current={page.title} /> : null}
        {VersionBadge ? (
          <Suspense fallback={null}>
            <VersionBadge route={page.route} />
          </Suspense>
        ) : null}
        {showToc ? (
          <div className="toc-mobile-wrapper">
            <Toc toc={page.toc} variant="mobile" />
          </div>
        ) : null}
        <div className="markdown">
          {page.hideTitle ? null : <h1>{page.contentTitle ?? page.title}</h1>}
          {page.kind === 'category-index' && page.description ? <p className="category-description">{page.description}</p> : null}
          <PageContent page={page} />
          {page.items ? <DocCards items={page.items} label={`${page.title} pages`} /> : null}
        </div>
        {page.editUrl || page.lastUpdate ? (
          <footer className="doc-footer">
            {page.editUrl ? (
              <a href={page.editUrl} target="_blank" rel="noopener noreferrer">
                Edit this page
              </a>
            ) : null}
            {page.lastUpdate ? (
              <span className="last-updated">
                Last updated{page.lastUpdate.date ? ` on ${page.lastUpdate.date}` : ''}
                {page.lastUpdate.author ? ` by ${page.lastUpdate.author}` : ''}
              </span>
            ) : null}
          </footer>
        ) : null}
        <Paginator prev={page.prev} next={page.next} />
      </article>
      {showToc ? (
        <div className="toc-column">
          <Toc toc={page.toc} variant="desktop" />
        </div>
      ) : null}
    </div>
    </DocPageContext.Provider>
  );
}
