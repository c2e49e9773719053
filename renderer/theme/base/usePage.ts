/** The data of the page at a path: from memory when preloaded or seeded, else fetched, with Retry. */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { NotFoundError, type PageData, peekPage, preloadRoute, subscribe } from './data.ts';
import { useThemeSession } from './session.ts';

export type PageState =
  | { status: 'ready'; page: PageData }
  | { status: 'not-found' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void };

export function usePage(path: string): PageState {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ path: string; error: Error }>();
  const [, force] = useState(0);
  const { pages } = useThemeSession();
  // Bumped when dev mode invalidates the data: the page is fetched again and re-rendered in place.
  // A build has no such updates (import.meta.env.DEV is a constant there, so the call goes away).
  // biome-ignore lint/correctness/useHookAtTopLevel: import.meta.env.DEV is a build-time constant, the same on every render
  const generation = import.meta.env.DEV ? useSyncExternalStore(useCallback((listener: () => void) => subscribe(pages, listener), [pages]), () => pages.version ?? 0, () => pages.version ?? 0) : 0;
  const known = peekPage(pages, path);

  // `attempt` is the Retry trigger: a new attempt re-runs the load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a deliberate trigger
  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    preloadRoute(pages, path).then(
      () => live && force((n) => n + 1),
      (error: Error) => {
        if (!live) return;
        if (error instanceof NotFoundError) force((n) => n + 1);
        else setFailure({ path, error });
      },
    );
    return () => {
      live = false;
    };
  }, [pages, path, known, attempt, generation]);

  const retry = useCallback(() => {
    setFailure(undefined);
    setAttempt((n) => n + 1);
  }, []);

  if (known instanceof NotFoundError) return { status: 'not-found' };
  if (known instanceof Error) return { status: 'error', error: known, retry };
  if (known) return { status: 'ready', page: known };
  if (failure && failure.path === path) return { status: 'error', error: failure.error, retry };
  return { status: 'loading' };
}
