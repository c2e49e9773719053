/** A docs page or a generated category index: breadcrumbs, title, body or cards, edit link, prev/next, TOC. */
import { lazy, Suspense, useEffect } from 'react';
import type { PageData } from '../app/data.ts';
import { Link } from '../app/Link.tsx';
import { STORAGE_KEYS, storage } from '../app/storage.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Content } from './Content.tsx';
import { Paginator } from './Paginator.tsx';
import { Toc } from './Toc.tsx';

// Only category indexes have cards: their thumbnails' code stays out of every other page's scripts.
const CardThumbnail = lazy(() => import('../gallery/CardThumbnail.tsx'));

export function DocPage({ page }: { page: PageData }) {
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  // The docs version being read (Docusaurus' preferred version): this site publishes one, `current`.
  useEffect(() => storage.set(STORAGE_KEYS.preferredVersion, 'current'), []);
  return (
    <div className="doc-page">
      <article className="doc-article">
        {page.sidebar ? <Breadcrumbs items={page.breadcrumbs} current={page.title} /> : null}
        {showToc ? (
          <div className="toc-mobile-wrapper">
            <Toc toc={page.toc} variant="mobile" />
          </div>
        ) : null}
        <div className="markdown">
          {page.hideTitle ? null : <h1>{page.title}</h1>}
          {page.kind === 'category-index' && page.description ? <p className="category-description">{page.description}</p> : null}
          <Content body={page.body} />
          {page.items ? (
            <section className="cards" aria-label={`${page.title} pages`}>
              {page.items.map((item) => (
                <Link key={item.permalink} to={item.permalink} className="card">
                  <Suspense fallback={null}>
                    <CardThumbnail permalink={item.permalink} />
                  </Suspense>
                  <h2 className="card-title">{item.title}</h2>
                  {item.description ? <p className="card-description">{item.description}</p> : null}
                </Link>
              ))}
            </section>
          ) : null}
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
  );
}
