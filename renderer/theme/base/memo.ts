/**
 * What a session makes once and keeps (a data file's load, a script's, the search backend, a
 * feature's own memory): every caller gets the same value for a key. A load that fails is
 * forgotten, so the next call tries again. Keys are namespaced by their module (`search:…`).
 */
export interface SessionMemo {
  /** What `make` made the first time `key` was asked for. */
  keep<T>(key: string, make: () => T): T;
  /** `start`'s promise, the same for every caller until it fails. */
  load<T>(key: string, start: () => Promise<T>): Promise<T>;
  /** Forgets everything (the dev server's data changed). */
  forget(): void;
}

export function createSessionMemo(): SessionMemo {
  const kept = new Map<string, unknown>();
  const memo: SessionMemo = {
    keep<T>(key: string, make: () => T): T {
      if (!kept.has(key)) kept.set(key, make());
      return kept.get(key) as T;
    },
    load<T>(key: string, start: () => Promise<T>): Promise<T> {
      return memo.keep(key, () => {
        const promise = start();
        promise.catch(() => {
          if (kept.get(key) === promise) kept.delete(key);
        });
        return promise;
      });
    },
    forget: () => kept.clear(),
  };
  return memo;
}
