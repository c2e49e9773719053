/**
 * The reader's choices that several components share (a tab group's tab, a code language): kept
 * in local storage under their key, and in memory too, so that components agree when storage is
 * unavailable. Another tab's choice arrives by the storage event.
 */
import type { ThemeSession } from './session.ts';
import type { PreferenceStorage } from './storage.ts';
import { keep } from './memo.ts';

export interface Choices {
  get(key: string): string | null;
  set(key: string, value: string): void;
  /** Calls `listener` on every choice made, here or in another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Calls every listener (a choice outside storage changed, such as the URL's query). */
  notify(): void;
}

export function createChoices(storage: PreferenceStorage): Choices {
  const listeners = new Set<() => void>();
  // The choices made on this page, for when storage is unavailable.
  const chosen = new Map<string, string>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (key) => chosen.get(key) ?? storage.get(key),
    set(key, value) {
      chosen.set(key, value);
      storage.set(key, value);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key) chosen.delete(event.key);
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    notify,
  };
}

/** The session's choices, made the first time a component asks (only pages with such components load this module). */
export function choicesOf({ memo, storage }: ThemeSession): Choices {
  return keep(memo, () => createChoices(storage), createChoices);
}
