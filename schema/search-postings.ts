/**
 * The local index's postings codec (layout in ./search.ts): per term, groups `field, n,
 * entry×n`, an entry being `gap·2 + (tf > 1)` followed by tf when that bit is set. The builder
 * encodes with it and the browser re-encodes with it when it joins index shards; the engine
 * decodes inline (renderer/theme/search/local-index.ts), straight into its typed arrays.
 */

/** One field's postings of a term: ascending ids and their term frequencies. */
export interface FieldPostings {
  ids: number[];
  tfs: number[];
}

/** `fields[f]` → the encoded groups; fields without ids are left out. */
export function encodePostings(fields: readonly FieldPostings[]): number[] {
  const out: number[] = [];
  fields.forEach(({ ids, tfs }, field) => {
    if (ids.length === 0) return;
    out.push(field, ids.length);
    let previous = 0;
    for (let i = 0; i < ids.length; i++) {
      const gap = ids[i] - previous;
      previous = ids[i];
      if (tfs[i] > 1) out.push(gap * 2 + 1, tfs[i]);
      else out.push(gap * 2);
    }
  });
  return out;
}

/** Appends the encoded groups of `data` to `fields`, every id shifted by `offset(field)`. */
export function decodePostingsInto(data: readonly number[], fields: FieldPostings[], offset: (field: number) => number): void {
  for (let i = 0; i < data.length; ) {
    const field = data[i++];
    const n = data[i++];
    const shift = offset(field);
    const { ids, tfs } = fields[field];
    for (let j = 0, id = 0; j < n; j++) {
      const entry = data[i++];
      id += entry >>> 1;
      ids.push(id + shift);
      tfs.push(entry & 1 ? data[i++] : 1);
    }
  }
}
