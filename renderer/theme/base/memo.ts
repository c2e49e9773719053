/**
 * What a session makes once and keeps (the search backend, the lazy pages, a feature's own memory,
 * a load in flight): every caller gets the same value. The key is the maker itself, a function of
 * its module (no two modules can take the same key), or a value the caller names (a file's path)
 * where one maker makes several. Loads that may fail and be tried again go through load-once.ts.
 */
export type SessionMemo = Map<unknown, unknown>;

/** What `make` made the first time it was asked for in this session (under `key`, the maker by default). */
export function keep<T>(memo: SessionMemo, make: () => T, key: unknown = make): T {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}
