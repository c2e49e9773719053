/** A category card's picture: the first frame of the demo its page shows, drawn at build time (../../plugin/gallery-thumbnails.ts); the theme shows it as its doc cards' `DocCardImage` slot. */
import cards from 'virtual:gallery-cards';
import { withBase } from '../../../renderer/theme/base/site.ts';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './thumbnail-job.ts';
import { galleryThumbnailPath } from './files.ts';
import './card-thumbnail.css';

export default function CardThumbnail({ permalink }: { permalink: string }) {
  const demo = Object.hasOwn(cards, permalink) ? cards[permalink] : undefined;
  if (!demo) return null;
  // Decorative: the card's title says what it links to.
  return <img className="card-thumbnail" src={withBase(galleryThumbnailPath(demo))} alt="" width={THUMBNAIL_WIDTH} height={THUMBNAIL_HEIGHT} loading="lazy" decoding="async" />;
}
