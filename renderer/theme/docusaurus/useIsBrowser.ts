/**
 * `@docusaurus/useIsBrowser`: false while prerendering and while the prerendered page hydrates
 * (so the first client render matches the HTML), true on every render after that. React uses the
 * server snapshot during hydration and re-renders with the client one right after.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
