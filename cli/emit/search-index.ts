/**
 * emit (search index): the local index the browser searches (`out/search/index.json`, layout in
 * schema/search.ts) from the DocSearch records. Headings are indexed once per section rather
 * than in every record under them, which keeps the index small and lets the engine score a
 * heading once for all of its section's records.
 */
import { CONTENT_FIELD, LOCAL_INDEX_FORMAT, SEARCH_FIELDS, type SearchIndexArtifact, type SearchRecord, tokenize } from '../../schema/search.ts';
import { encodePostings, type FieldPostings } from '../../schema/search-postings.ts';

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type LocalIndex = Omit<SearchIndexArtifact, 'schemaVersion'>;

/** term → field → ids (ascending) and their term frequencies */
type Postings = Map<string, FieldPostings[]>;

type TermCounts = { counts: Map<string, number>; length: number };

/**
 * Term counts by text, kept by a session that keeps what it built (`watch`). Tokenizing is most
 * of building the index, and `watch` rebuilds it after every edit from texts that are nearly all
 * the same as last time; a rebuild keeps only the texts it used (`known` the last one's, `used` its own).
 */
export interface TermMemory {
  keep: boolean;
  known: Map<string, TermCounts>;
  used: Map<string, TermCounts>;
}

function termCounts(text: string, memory: TermMemory | undefined): TermCounts {
  let entry = memory?.used.get(text) ?? memory?.known.get(text);
  if (!entry) {
    const terms = tokenize(text);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    entry = { counts, length: terms.length };
  }
  if (memory?.keep) memory.used.set(text, entry);
  return entry;
}

function addTerms(postings: Postings, text: string | null, field: number, id: number, memory: TermMemory | undefined): number {
  if (!text) return 0;
  const { counts, length } = termCounts(text, memory);
  for (const [term, tf] of counts) {
    let fields = postings.get(term);
    if (!fields) {
      fields = SEARCH_FIELDS.map(() => ({ ids: [], tfs: [] }));
      postings.set(term, fields);
    }
    fields[field].ids.push(id);
    fields[field].tfs.push(tf);
  }
  return length;
}

/** The index over `records`; the engine rebuilds every record from it (see `url` and `weight` in schema/search.ts). */
export function localSearchIndex(records: SearchRecord[], memory?: TermMemory): LocalIndex {
  if (!memory) return buildIndex(records, undefined);
  memory.known = memory.used;
  memory.used = new Map();
  try {
    return buildIndex(records, memory);
  } finally {
    memory.known = new Map();
  }
}

function buildIndex(records: SearchRecord[], memory: TermMemory | undefined): LocalIndex {
  const pages: LocalIndex['pages'] = [];
  const sections: LocalIndex['sections'] = [];
  const postings: Postings = new Map();
  let types = '';
  let pageKey = '';
  let sectionKey = '';
  for (const record of records) {
    const { hierarchy: h } = record;
    const page = JSON.stringify([record.url_without_anchor, h.lvl0, record.language, record.docusaurus_tag]);
    if (page !== pageKey) {
      pageKey = page;
      sectionKey = '';
      pages.push([record.url_without_anchor, h.lvl0, record.language, record.docusaurus_tag]);
    }
    const levels = LEVELS.map((lvl) => h[lvl]);
    while (levels.length > 0 && levels[levels.length - 1] === null) levels.pop();
    const section = JSON.stringify([record.anchor, levels]);
    if (section !== sectionKey) {
      sectionKey = section;
      sections.push([pages.length - 1, 0, record.anchor, ...levels]);
      for (const [field, text] of levels.entries()) addTerms(postings, text, field, sections.length - 1, memory);
    }
    sections[sections.length - 1][1]++;
    types += record.type === 'content' ? '0' : record.type.slice(3);
  }
  const lengths = records.map((record, id) => addTerms(postings, record.content, CONTENT_FIELD, id, memory));
  const terms = [...postings.keys()].sort();
  return {
    format: LOCAL_INDEX_FORMAT,
    pages,
    sections,
    objectIDs: records.map((r) => r.objectID),
    types,
    contents: records.map((r) => r.content),
    lengths,
    terms,
    postings: terms.map((term) => encodePostings(postings.get(term) ?? [])),
  };
}
