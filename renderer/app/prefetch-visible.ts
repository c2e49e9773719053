/**
 * Links prefetch their page when they scroll into view (Docusaurus' "prefetch on visibility"):
 * one shared IntersectionObserver; each page's data file is requested at most once, as a
 * `<link rel="prefetch">`, which the browser fetches at idle priority into its cache, so the
 * visible links never compete with the page that is loading. Hover and focus still preload into
 * memory (navigation.ts). Skipped on 2g and data-saver connections, and for pages already loaded.
 */
import { dataFileName } from '../../schema/paths.ts';
import { peekPage } from './data.ts';
import { canPrefetch, splitHref } from './navigation.ts';
import { dataUrl } from './site.ts';

const requested = new Set<string>();
const targets = new WeakMap<Element, string>();
let observer: IntersectionObserver | undefined;

function hint(to: string): void {
  const { path } = splitHref(to);
  const file = dataFileName(path);
  if (requested.has(file) || peekPage(path) !== undefined) return;
  requested.add(file);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = dataUrl(file);
  document.head.appendChild(link);
}

function visible(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const to = targets.get(entry.target);
    observer?.unobserve(entry.target);
    if (to) hint(to);
  }
}

/** A ref callback's body: watches the link until it is seen; returns the cleanup. */
export function prefetchWhenVisible(element: HTMLAnchorElement, to: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || !canPrefetch()) return () => {};
  observer ??= new IntersectionObserver(visible);
  targets.set(element, to);
  observer.observe(element);
  return () => {
    targets.delete(element);
    observer?.unobserve(element);
  };
}
