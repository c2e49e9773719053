/** Which component renders which kind of route; the rarely visited kinds are separate chunks. */
import type { RouteKind } from '../../../schema/artifacts.ts';
import { retryableLazy } from '../base/lazy.ts';

export const lazyPages = {
  debug: retryableLazy(() => import('../pages/DebugPage.tsx')),
  search: retryableLazy(() => import('../pages/SearchPage.tsx')),
  blog: retryableLazy(() => import('../pages/BlogPage.tsx')),
  notFound: retryableLazy(() => import('../pages/NotFound.tsx')),
};

export function lazyPageFor(kind: RouteKind) {
  if (kind === 'debug') return lazyPages.debug;
  if (kind === 'search') return lazyPages.search;
  if (kind.startsWith('blog')) return lazyPages.blog;
  return undefined;
}
