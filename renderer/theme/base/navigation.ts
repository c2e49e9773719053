/**
 * Client navigation: the next page's data (and code) is loaded before the URL changes; a
 * progress bar appears only if that takes longer than 200 ms; if loading fails the browser
 * does a full page load instead.
 */
import { NotFoundError, type PageStore, preloadRoute } from './data.ts';
import { finishProgress, startProgress } from './progress.ts';
import type { ThemeSession } from './session.ts';
import { withBase } from './site.ts';

export const PROGRESS_DELAY_MS = 200;

export function splitHref(to: string): { path: string; hash: string; search: string } {
  const url = new URL(to, 'http://site.invalid');
  return { path: decodeURI(url.pathname), hash: url.hash, search: url.search };
}

export async function navigateWithPreload(session: Pick<ThemeSession, 'pages' | 'progress'>, to: string, navigate: (to: string) => void): Promise<void> {
  const { path } = splitHref(to);
  const timer = setTimeout(() => startProgress(session.progress), PROGRESS_DELAY_MS);
  try {
    await preloadRoute(session.pages, path);
    navigate(withBase(to));
  } catch (error) {
    if (error instanceof NotFoundError) navigate(withBase(to));
    else window.location.assign(withBase(to));
  } finally {
    clearTimeout(timer);
    finishProgress(session.progress);
  }
}

/** Prefetching costs bandwidth: skip it on 2g and data-saver connections. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

export function prefetch(pages: PageStore, to: string): void {
  if (!canPrefetch()) return;
  preloadRoute(pages, splitHref(to).path).catch(() => {});
}
