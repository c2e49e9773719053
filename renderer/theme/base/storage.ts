/**
 * The reader's preferences in local storage, which a browser may refuse (private modes, disabled
 * storage, quotas): then nothing is remembered and the console says so once per session.
 */

export interface PreferenceStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createStorage(): PreferenceStorage {
  let warned = false;
  const warn = (error: unknown): void => {
    if (warned) return;
    warned = true;
    console.warn('Browser storage is unavailable; preferences will not be remembered.', error);
  };
  const attempt = <T>(action: () => T, otherwise: T): T => {
    try {
      return action();
    } catch (error) {
      warn(error);
      return otherwise;
    }
  };
  return {
    get: (key) => attempt(() => window.localStorage.getItem(key), null),
    set: (key, value) => attempt(() => window.localStorage.setItem(key, value), undefined),
    remove: (key) => attempt(() => window.localStorage.removeItem(key), undefined),
  };
}

export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
} as const;

/** Docusaurus's key of a docs instance's preferred version (the same key, so a reader's choice carries over). */
export const preferredVersionKey = (instance: string) => `docs-preferred-version-${instance}`;
