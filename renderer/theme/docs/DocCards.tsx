/** Cards linking to the pages of a category: a generated index's, and `@theme/DocCardList`'s. */
import { lazy, Suspense } from 'react';
import { Link } from '../base/Link.tsx';

// Only pages with cards load the thumbnails' code.
const CardThumbnail = lazy(() => import('../../../content/components/gallery/CardThumbnail.tsx'));

export interface DocCardItem {
  title: string;
  permalink: string;
  description?: string;
}

export function DocCards({ items, label, className }: { items: DocCardItem[]; label: string; className?: string }) {
  return (
    <section className={className ? `cards ${className}` : 'cards'} aria-label={label}>
      {items.map((item) => (
        <Link key={item.permalink} to={item.permalink} className="card">
          <Suspense fallback={null}>
            <CardThumbnail permalink={item.permalink} />
          </Suspense>
          <h2 className="card-title">{item.title}</h2>
          {item.description ? <p className="card-description">{item.description}</p> : null}
        </Link>
      ))}
    </section>
  );
}
