/**
 * The site's search records from out/: `search/records.json`, or the shards it lists when the
 * build split them (schema/search.ts, `searchShardsArtifact`), in the listed order.
 */
import { recordsArtifact, type SearchRecord, searchShardsArtifact } from '../../schema/search.ts';

/** `read` gets a path relative to out/; read failures propagate. Undefined when a file is not a records artifact of this version. */
export async function readSearchRecords(read: (file: string) => Promise<string>): Promise<SearchRecord[] | undefined> {
  const top = JSON.parse(await read('search/records.json')) as unknown;
  const whole = recordsArtifact.safeParse(top);
  if (whole.success) return whole.data.records;
  const list = searchShardsArtifact.safeParse(top);
  if (!list.success) return undefined;
  const records: SearchRecord[] = [];
  for (const file of list.data.shards) {
    const shard = recordsArtifact.safeParse(JSON.parse(await read(file)));
    if (!shard.success) return undefined;
    records.push(...shard.data.records);
  }
  return records;
}
