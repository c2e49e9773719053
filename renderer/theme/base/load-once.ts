/**
 * A load made once per session (a data file, a script, an index): every caller gets the same
 * promise, and one that fails is forgotten, so the next call tries again. A module of its own:
 * only the lazy parts that load such files bring it into their chunk.
 */
import { keep, type SessionMemo } from './memo.ts';

export function loadOnce<T>(memo: SessionMemo, key: string, start: () => Promise<T>): Promise<T> {
  return keep(memo, key, () => {
    const promise = start();
    promise.catch(() => {
      if (memo.get(key) === promise) memo.delete(key);
    });
    return promise;
  });
}
