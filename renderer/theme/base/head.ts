/**
 * The prerendered head describes the page it was rendered for; after a client navigation the
 * title, description, Open Graph tags and canonical link are brought up to date here, so that a
 * shared or bookmarked page carries its own. What the page's components add (head-elements.ts) is
 * laid over it.
 */
import { type PageHead, setPageHead } from './page-head.ts';
import { config, withBase } from './site.ts';

/** A page's document title: its own and the site's, or the site's alone. */
export function pageTitle(title: string): string {
  return title && title !== config.title ? `${title} | ${config.title}` : config.title;
}

export function syncHead(head: PageHead, title: string, description: string, path: string): void {
  setPageHead(head, () => writeOwnHead(title, description, path));
}

function writeOwnHead(title: string, description: string, path: string): void {
  document.title = title;
  // The canonical origin is the configured site URL, which the prerendered link holds.
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel=canonical]');
  if (canonical) canonical.href = new URL(withBase(path), canonical.href).href;
  const values: Record<string, string | undefined> = { description, 'og:title': title, 'og:description': description, 'og:url': canonical?.href };
  for (const [key, value] of Object.entries(values)) {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    let meta = document.head.querySelector(`meta[${attribute}="${key}"]`);
    if (!value) meta?.remove();
    else {
      meta ??= document.head.appendChild(document.createElement('meta'));
      meta.setAttribute(attribute, key);
      meta.setAttribute('content', value);
    }
  }
}
