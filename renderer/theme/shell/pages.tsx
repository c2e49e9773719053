/** Which component renders which kind of route; the rarely visited kinds are separate chunks. */
import type { RouteKind } from '../../../schema/artifacts.ts';
import { retryableLazy } from '../base/lazy.ts';
import { keep, type SessionMemo } from '../base/memo.ts';

function makeLazyPages() {
  return {
    debug: retryableLazy(() => import('../pages/DebugPage.tsx')),
    search: retryableLazy(() => import('../pages/SearchPage.tsx')),
    blog: retryableLazy(() => import('../pages/BlogPage.tsx')),
    notFound: retryableLazy(() => import('../pages/NotFound.tsx')),
  };
}

export type LazyPages = ReturnType<typeof makeLazyPages>;

/** The session's lazy pages: a chunk that failed to load is tried again, in this session. */
export const lazyPagesOf = (memo: SessionMemo): LazyPages => keep(memo, makeLazyPages);

export function lazyPageFor(pages: LazyPages, kind: RouteKind) {
  if (kind === 'debug') return pages.debug;
  if (kind === 'search') return pages.search;
  if (kind.startsWith('blog')) return pages.blog;
  return undefined;
}
