/**
 * The search constants and the tokenizer the browser needs, without zod: importing them from
 * ./search.ts would pull the schema library into the search chunks. ./search.ts re-exports them.
 */
export const DOCS_TAG = 'docs-default-current';

/** Indexed text fields of a record, with how much a match in each counts. */
export const SEARCH_FIELD_BOOSTS = { lvl1: 8, lvl2: 5, lvl3: 4, lvl4: 3, lvl5: 3, lvl6: 3, content: 1 } as const;
export const SEARCH_FIELDS = Object.keys(SEARCH_FIELD_BOOSTS) as (keyof typeof SEARCH_FIELD_BOOSTS)[];
/** Field numbers in the local index's postings: lvl1…lvl6 are 0–5 (section fields), content is 6 (a record field). */
export const CONTENT_FIELD = SEARCH_FIELDS.indexOf('content');

/**
 * Version of the local index's layout (`out/search/index.json`), part of the build's index
 * cache key: bump it whenever the builder's output for the same records changes.
 */
export const LOCAL_INDEX_FORMAT = 2;

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** The words of a text as written (case kept), split as `tokenize` splits them. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const token of text.split(SPACE_OR_PUNCTUATION)) if (token !== '') out.push(token);
  return out;
}

/** `dataLoader` → data, loader; `XMLHttp` → xml, http; `topN` → top, n. */
export function camelParts(word: string): string[] {
  return (word.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu) ?? [word]).map((part) => part.toLowerCase());
}

/** A lower-case letter followed by a capital: the only headings with identifiers to split. */
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;

/**
 * The words of a heading's camelCase identifiers (`getAllDates` → get, all, dates), which find
 * the heading as its own words do; parts of one letter (`topN`'s n) are left out.
 */
export function identifierParts(heading: string): string[] {
  if (!INNER_CAPITAL.test(heading)) return [];
  const parts = new Set<string>();
  for (const word of words(heading)) {
    const split = camelParts(word);
    if (split.length < 2) continue;
    for (const part of split) if (part.length >= 2) parts.add(part);
  }
  return [...parts];
}

/**
 * The other forms an English word may take in the text, for a reader's word to find them:
 * singular and plural, -ing and -ed, British and American -our/-or. Plain rules, no dictionary:
 * a form counts only when the index has it.
 */
export function otherForms(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const forms: string[] = [];
  const stem = (base: string) => forms.push(base, `${base}s`, `${base}es`, `${base}ing`, `${base}ed`, `${base}e`, `${base}er`);
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) stem(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) stem(word.slice(0, -1));
  else if (word.endsWith('ing') && word.length > 5) stem(word.slice(0, -3));
  else if (word.endsWith('ed') && word.length > 4) stem(word.slice(0, -2));
  else if (word.endsWith('er') && word.length > 4) stem(word.slice(0, -2));
  else stem(word);
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  // colour(s|ed|ing) and color(s|ed|ing), behaviour and behavior.
  if (/our(s|ed|ing)?$/.test(word)) forms.push(word.replace(/our(s|ed|ing)?$/, 'or$1'));
  else if (/[^o]or(s|ed|ing)?$/.test(word)) forms.push(word.replace(/([^o])or(s|ed|ing)?$/, '$1our$2'));
  return [...new Set(forms)].filter((form) => form !== word && form.length >= 2);
}

/** The terms of a text, as the index stores them and queries look them up (MiniSearch's default tokenizer). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const token of text.split(SPACE_OR_PUNCTUATION)) if (token !== '') terms.push(token.toLowerCase());
  return terms;
}

/**
 * A page's `weight.pageRank`: how much it says, as log2 of the terms of its records' contents.
 * It ranks a guide above a short gallery example with the same title words; a log scale, so
 * that only a page several times longer ranks higher.
 */
export function pageRank(terms: number): number {
  return Math.floor(Math.log2(1 + terms));
}
