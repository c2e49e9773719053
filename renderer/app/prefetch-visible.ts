/**
 * Links prefetch their page when they scroll into view (Docusaurus' "prefetch on visibility"):
 * one shared IntersectionObserver; each page's data file is asked for at most once, as a
 * `<link rel="prefetch">`, which the browser fetches at idle priority into its cache, so links
 * in view never compete with the page that is loading. Hover and focus still preload into
 * memory (navigation.ts). Nothing on 2g or data-saver connections, or for pages already loaded.
 */
import { dataFileName } from '../../schema/paths.ts';
import { peekPage } from './data.ts';
import { canPrefetch } from './navigation.ts';
import { dataUrl, withoutBase } from './site.ts';

const asked = new Set<string>();
let observer: IntersectionObserver | undefined;

function prefetchLink(link: HTMLAnchorElement): void {
  const path = withoutBase(decodeURI(link.pathname));
  if (path === undefined || peekPage(path)) return;
  const href = dataUrl(dataFileName(path));
  if (asked.has(href)) return;
  asked.add(href);
  document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
}

/** Watches an internal link until it is first seen; returns the cleanup for its ref callback. */
export function prefetchWhenVisible(link: HTMLAnchorElement): (() => void) | undefined {
  if (!window.IntersectionObserver || !canPrefetch()) return;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      prefetchLink(entry.target as HTMLAnchorElement);
    }
  });
  observer.observe(link);
  return () => observer?.unobserve(link);
}
