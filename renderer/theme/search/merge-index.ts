/**
 * Joins the shards of a split local index (cli/emit/search.ts) into the index a single file
 * would hold for the same records in shard order, so the engine never knows the difference:
 * pages, sections and records are concatenated (section → page and posting ids shifted), and
 * each term's postings are the shards' postings one after the other.
 */
import type { SearchIndexArtifact } from '../../../schema/search.ts';
import { CONTENT_FIELD, SEARCH_FIELDS } from '../../../schema/search-fields.ts';
import { decodePostingsInto, encodePostings, type FieldPostings } from '../../../schema/search-postings.ts';

type IndexData = Omit<SearchIndexArtifact, 'schemaVersion'>;

export function mergeSearchIndexes(shards: readonly IndexData[]): IndexData {
  if (shards.length === 1) return shards[0];
  const merged: IndexData = { format: shards[0].format, pages: [], sections: [], objectIDs: [], types: '', contents: [], lengths: [], terms: [], postings: [] };
  const byTerm = new Map<string, FieldPostings[]>();
  for (const shard of shards) {
    const pageOffset = merged.pages.length;
    const sectionOffset = merged.sections.length;
    const recordOffset = merged.objectIDs.length;
    merged.pages.push(...shard.pages);
    for (const [page, ...rest] of shard.sections) merged.sections.push([page + pageOffset, ...rest] as IndexData['sections'][number]);
    merged.objectIDs.push(...shard.objectIDs);
    merged.types += shard.types;
    merged.contents.push(...shard.contents);
    merged.lengths.push(...shard.lengths);
    const offset = (field: number) => (field === CONTENT_FIELD ? recordOffset : sectionOffset);
    shard.terms.forEach((term, t) => {
      let fields = byTerm.get(term);
      if (!fields) {
        fields = SEARCH_FIELDS.map(() => ({ ids: [], tfs: [] }));
        byTerm.set(term, fields);
      }
      decodePostingsInto(shard.postings[t], fields, offset);
    });
  }
  merged.terms = [...byTerm.keys()].sort();
  merged.postings = merged.terms.map((term) => encodePostings(byTerm.get(term)!));
  return merged;
}
