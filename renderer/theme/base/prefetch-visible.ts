/**
 * Links prefetch their page when they scroll into view (Docusaurus' "prefetch on visibility").
 * Loaded once the hydrated page is idle (entry-client.tsx), it watches every link to a page of
 * the site that is or comes into the document: one IntersectionObserver, and a MutationObserver
 * for the links later renders add and remove. Each page's data file is asked for at most once,
 * as a `<link rel="prefetch">`, which the browser fetches at idle priority into its cache, so
 * links in view never compete with a page that is loading. Hover and focus still preload into
 * memory (navigation.ts). Nothing on 2g or data-saver connections, or for pages already loaded.
 */
import { dataFileName } from '../../../schema/paths.ts';
import { type PageStore, peekPage } from './data.ts';
import { canPrefetch } from './navigation.ts';
import { dataUrl, withoutBase } from './site.ts';

/** The site path a link leads to, if it is a page of this site (not a file, not another tab, not this page's anchors). */
function pagePath(link: HTMLAnchorElement): string | undefined {
  if (link.origin !== window.location.origin || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  if (/\.[a-z\d]+$/i.test(link.pathname) || (link.pathname === window.location.pathname && link.hash)) return undefined;
  return withoutBase(decodeURI(link.pathname));
}

function prefetch(link: HTMLAnchorElement, pages: PageStore, asked: Set<string>): void {
  const path = pagePath(link);
  if (path === undefined || peekPage(pages, path)) return;
  const href = dataUrl(dataFileName(path));
  if (asked.has(href)) return;
  asked.add(href);
  document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
}

const linksIn = (node: Node): HTMLAnchorElement[] =>
  node instanceof HTMLAnchorElement ? [node] : node instanceof Element ? [...node.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];

export function prefetchVisibleLinks(root: HTMLElement, pages: PageStore): void {
  if (!window.IntersectionObserver || !canPrefetch()) return;
  // The data files asked for so far, for as long as the page is open.
  const asked = new Set<string>();
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      prefetch(entry.target as HTMLAnchorElement, pages, asked);
    }
  });
  for (const link of linksIn(root)) visible.observe(link);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) for (const link of linksIn(node)) visible.observe(link);
      for (const node of record.removedNodes) for (const link of linksIn(node)) visible.unobserve(link);
    }
  }).observe(root, { childList: true, subtree: true });
}
