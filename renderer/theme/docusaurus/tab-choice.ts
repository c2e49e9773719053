/**
 * Where a tab set's choice lives besides its own state, as Docusaurus keeps it: a `groupId`'s
 * choice in local storage (`docusaurus.tab.<groupId>`), shared by every tab set of that group on
 * the page and in the browser's other tabs; a `queryString` key's in the URL (`?os=mac`), replaced
 * in place, without a navigation (which would scroll). Both read nothing while prerendering and
 * hydrating (the server snapshot), so the first render is the prerendered one.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { type Choices, choicesOf } from '../base/choices.ts';
import { useThemeSession } from '../base/session.ts';

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;
const onServer = () => null;

/** The choice of a tab group, kept in local storage; null without a group, while prerendering and while hydrating. */
export function useGroupChoice(groupId: string | undefined): string | null {
  const choices = choicesOf(useThemeSession());
  return useSyncExternalStore(choices.subscribe, () => (groupId === undefined ? null : choices.get(storageKey(groupId))), onServer);
}

export function setGroupChoice(choices: Choices, groupId: string, value: string): void {
  choices.set(storageKey(groupId), value);
}

/** The value of a query string key in the page's URL; null as for useGroupChoice. */
export function useQueryValue(key: string | undefined): string | null {
  const choices = choicesOf(useThemeSession());
  // The URL changes by a choice here (notify) or by the history (popstate).
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribe = choices.subscribe(listener);
      window.addEventListener('popstate', listener);
      return () => {
        unsubscribe();
        window.removeEventListener('popstate', listener);
      };
    },
    [choices],
  );
  return useSyncExternalStore(subscribe, () => (key === undefined ? null : new URLSearchParams(window.location.search).get(key)), onServer);
}

export function setQueryValue(choices: Choices, key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  // The router's own history state stays: back and forward keep working.
  window.history.replaceState(window.history.state, '', url);
  choices.notify();
}
