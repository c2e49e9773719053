/**
 * A load made once per session (a data file, a script, an index): every caller gets the same
 * promise, and one that fails is forgotten, so the next call tries again. A module of its own:
 * only the lazy parts that load such files bring it into their chunk.
 */
import { keep, type SessionMemo } from './memo.ts';

/** `start`'s promise under `key` (the starter by default), the same for every caller until it fails. */
export function loadOnce<T>(memo: SessionMemo, start: () => Promise<T>, key: unknown = start): Promise<T> {
  return keep(
    memo,
    () => {
      const promise = start();
      promise.catch(() => {
        if (memo.get(key) === promise) memo.delete(key);
      });
      return promise;
    },
    key,
  );
}
