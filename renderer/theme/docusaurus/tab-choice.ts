/**
 * Where a tab set's choice lives besides its own state, as Docusaurus keeps it: a `groupId`'s
 * choice in local storage (`docusaurus.tab.<groupId>`), shared by every tab set of that group on
 * the page and in the browser's other tabs; a `queryString` key's in the URL (`?os=mac`), replaced
 * in place, without a navigation (which would scroll). Both read nothing while prerendering and
 * hydrating (the server snapshot), so the first render is the prerendered one.
 */
import { useSyncExternalStore } from 'react';
import { storage } from '../base/storage.ts';

const listeners = new Set<() => void>();
// The choices made on this page, for when storage is unavailable: tab sets of a group still agree.
const chosen = new Map<string, string>();

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('docusaurus.tab.')) chosen.delete(event.key.slice('docusaurus.tab.'.length));
    listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('popstate', listener);
  };
}

const onServer = () => null;

/** The choice of a tab group, kept in local storage; null without a group, while prerendering and while hydrating. */
export function useGroupChoice(groupId: string | undefined): string | null {
  return useSyncExternalStore(subscribe, () => (groupId === undefined ? null : (chosen.get(groupId) ?? storage.get(storageKey(groupId)))), onServer);
}

export function setGroupChoice(groupId: string, value: string): void {
  chosen.set(groupId, value);
  storage.set(storageKey(groupId), value);
  notify();
}

/** The value of a query string key in the page's URL; null as for useGroupChoice. */
export function useQueryValue(key: string | undefined): string | null {
  return useSyncExternalStore(subscribe, () => (key === undefined ? null : new URLSearchParams(window.location.search).get(key)), onServer);
}

export function setQueryValue(key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  // The router's own history state stays: back and forward keep working.
  window.history.replaceState(window.history.state, '', url);
  notify();
}
