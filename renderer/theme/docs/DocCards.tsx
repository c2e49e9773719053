/** Cards linking to the pages of a category: a generated index's, and `@theme/DocCardList`'s. */
import { Suspense } from 'react';
import { slots } from '@site-components';
import { Link } from '../base/Link.tsx';

// The picture above a card's title, when the site fills the slot (schema/site-components.ts THEME_SLOTS); it may load lazily.
const CardImage = slots.DocCardImage;

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
          {CardImage ? (
            <Suspense fallback={null}>
              <CardImage permalink={item.permalink} />
            </Suspense>
          ) : null}
          <h2 className="card-title">{item.title}</h2>
          {item.description ? <p className="card-description">{item.description}</p> : null}
        </Link>
      ))}
    </section>
  );
}
