/**
 * The local search index (`/__docs/data/search/index.json`, or the shards it lists), fetched
 * once, the first time search is hovered or opened. A small chunk of its own, which the search
 * button loads beside the modal's chunk so the index download starts without waiting for the
 * engine (MiniSearch) and the modal. A failed fetch is not cached.
 */
import type { SearchIndexArtifact } from '../../../schema/search.ts';
import type { SessionMemo } from '../base/memo.ts';
import { dataUrl } from '../base/site.ts';
import { fetchSearchIndex } from './fetch-index.ts';
import { loadOnce } from '../base/load-once.ts';

export const SEARCH_INDEX_FILE = 'search/index.json';

/** The error algoliasearch throws when no host answers; DocSearch shows its error screen for it. */
export class UnreachableHostsError extends Error {
  override name = 'RetryError';
  constructor(cause?: unknown) {
    super('Unreachable hosts - the search index could not be loaded.', { cause });
  }
}

async function fetchJson<T>(file: string): Promise<T> {
  const response = await fetch(dataUrl(file), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function loadSearchIndex(memo: SessionMemo): Promise<SearchIndexArtifact> {
  return loadOnce(memo, () =>
    fetchSearchIndex(fetchJson).catch((error: unknown) => {
      throw new UnreachableHostsError(error);
    }), 'search:index');
}

/** Starts the download without waiting for it (hover, focus); failures surface on the real search. */
export function preloadSearchIndex(memo: SessionMemo): void {
  loadSearchIndex(memo).catch(() => {});
}
