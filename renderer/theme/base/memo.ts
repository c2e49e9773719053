/**
 * What a session makes once and keeps (the search backend, a feature's own memory, a load in
 * flight): every caller gets the same value for a key. Keys are namespaced by their module
 * (`search:…`). Loads that may fail and be tried again go through load-once.ts.
 */
export type SessionMemo = Map<string, unknown>;

/** What `make` made the first time `key` was asked for in this session. */
export function keep<T>(memo: SessionMemo, key: string, make: () => T): T {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}
