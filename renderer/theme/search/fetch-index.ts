/**
 * Fetches the local index: index.json itself, or, for a large site (cli/emit/search.ts), the
 * shards it lists, all at once, joined by ./merge-index.ts (loaded only then).
 */
import type { SearchIndexArtifact, SearchShardsArtifact } from '../../../schema/search.ts';

/** `fetchJson` gets a path relative to the site's data directory (`search/index.json`). */
export async function fetchSearchIndex(fetchJson: <T>(file: string) => Promise<T>): Promise<SearchIndexArtifact> {
  const top = await fetchJson<SearchIndexArtifact | SearchShardsArtifact>('search/index.json');
  if (!('shards' in top)) return top;
  const [shards, { mergeSearchIndexes }] = await Promise.all([Promise.all(top.shards.map((file) => fetchJson<SearchIndexArtifact>(file))), import('./merge-index.ts')]);
  return { schemaVersion: top.schemaVersion, ...mergeSearchIndexes(shards) };
}
