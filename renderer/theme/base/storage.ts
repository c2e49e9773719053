/** localStorage that tolerates being unavailable (private modes, disabled cookies): a console warning, never a crash. */
let warned = false;

function warn(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be remembered.', error);
}

export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      warn(error);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      warn(error);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      warn(error);
    }
  },
};

/** The keys of the spec's stored preferences; a docs instance's preferred version is preferredVersionKey's. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
} as const;

/** Docusaurus's key of a docs instance's preferred version (the spec's). */
export const preferredVersionKey = (instance: string) => `docs-preferred-version-${instance}`;
