/**
 * The code language chosen in the gallery's code panels: one value for every panel on the page,
 * remembered in localStorage and followed across tabs.
 */
import { useSyncExternalStore } from 'react';
import { storage } from '../theme/base/storage.ts';
import { LANGS, type Lang } from './codegen.ts';

export const CODE_LANG_KEY = 'racing-bars.gallery.lang';

const listeners = new Set<() => void>();

function isLang(value: unknown): value is Lang {
  return LANGS.some((l) => l.id === value);
}

let current: Lang | undefined;

function read(): Lang {
  if (current) return current;
  const stored = storage.get(CODE_LANG_KEY);
  current = isLang(stored) ? stored : 'js';
  return current;
}

function onStorage(event: StorageEvent) {
  if (event.key !== CODE_LANG_KEY || !isLang(event.newValue)) return;
  current = event.newValue;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function setCodeLang(lang: Lang): void {
  current = lang;
  storage.set(CODE_LANG_KEY, lang);
  for (const l of listeners) l();
}

export function useCodeLang(): Lang {
  return useSyncExternalStore(subscribe, read, () => 'js');
}
