/**
 * emit (list texts): a list inside a site-wide file (the routes of routes.json, the docs of
 * content.json, the lines of sitemap.xml, ...) as `JSON.stringify(value, null, 1)` or the sitemap
 * wrote it, with where each entry's text lies, so that a `watch` cycle that adds or deletes a page
 * changes the file by slicing it around the entries that changed, instead of serialising the
 * lists whole or comparing every entry with the last one.
 */

/** The site-wide files made of one long list: their lists are patched rather than made again. */
export type ListFile = 'routes.json' | 'registry.json' | 'content.json' | 'globalData.json' | 'sitemap.xml';

export interface ListText {
  /** the whole file */
  text: string;
  /** the entries' keys, in the list's order (ascending, code units) */
  keys: string[];
  /** where each entry's text starts and ends in `text` */
  starts: number[];
  ends: number[];
  /** the entries' indentation (a new entry's text is made at it) */
  indent: string;
}

/**
 * Finds the entries of a list in `text`: `keys.length` of them, the first at `from` (the start
 * of its line), separated by `separator`. An entry of one line ends at its newline, any other at
 * the first line of its indentation that closes a bracket. Undefined when the text is not laid out so (the list is
 * then not patched but made again).
 */
export function findEntries(text: string, from: number, keys: string[], indent: string, oneLine: boolean, separator: string): ListText | undefined {
  const starts = new Array<number>(keys.length);
  const ends = new Array<number>(keys.length);
  const close = `\n${indent}}`;
  let at = from;
  for (let i = 0; i < keys.length; i++) {
    if (!text.startsWith(indent, at) || text.charCodeAt(at + indent.length) === 32) return undefined;
    starts[i] = at;
    let end: number;
    if (oneLine) end = text.indexOf('\n', at);
    else {
      // Deeper lines, the entry's own, have more indentation: the first line of exactly this one closes it.
      const last = text.indexOf(close, at);
      end = last < 0 ? -1 : last + close.length;
    }
    if (end < 0) return undefined;
    ends[i] = end;
    at = i < keys.length - 1 ? end + separator.length : end;
    if (i < keys.length - 1 && !text.startsWith(separator, end)) return undefined;
  }
  return { text, keys, starts, ends, indent };
}

/** A list whose text is its entries' texts joined by `separator`, nothing before or after them. */
export function listOfLines(keys: string[], texts: string[], separator: string): ListText {
  const starts = new Array<number>(keys.length);
  const ends = new Array<number>(keys.length);
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    starts[i] = at;
    at += texts[i].length;
    ends[i] = at;
    at += separator.length;
  }
  return { text: texts.join(separator), keys, starts, ends, indent: '' };
}

/** An entry's new text, or undefined to remove it; keys not in the list are added at their place. */
export type ListChanges = ReadonlyMap<string, string | undefined>;

/**
 * The list with `changes` applied, its text the old one's slices around them (concatenated: the
 * result refers to them until it is read whole). Undefined when the list would become empty or
 * was (its brackets differ then).
 */
export function spliceEntries(list: ListText, changes: ListChanges, separator: string): ListText | undefined {
  if (list.keys.length === 0) return undefined;
  const sorted = [...changes.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const keys: string[] = [];
  const texts: (string | number)[] = []; // an old entry's index, or a new entry's text
  let next = 0;
  const take = (key: string, value: string | number) => {
    keys.push(key);
    texts.push(value);
  };
  for (let i = 0; i < list.keys.length; i++) {
    const key = list.keys[i];
    while (next < sorted.length && sorted[next] < key) {
      const text = changes.get(sorted[next]);
      if (text !== undefined) take(sorted[next], text);
      next++;
    }
    if (next < sorted.length && sorted[next] === key) {
      const text = changes.get(key);
      if (text !== undefined) take(key, text);
      next++;
    } else take(key, i);
  }
  for (; next < sorted.length; next++) {
    const text = changes.get(sorted[next]);
    if (text !== undefined) take(sorted[next], text);
  }
  if (keys.length === 0) return undefined;

  // The new text: what precedes the list, then stretches of old entries (one slice each, with
  // the separators between them) and new entries, then what follows the list.
  const { text } = list;
  const first = list.starts[0];
  const lastEnd = list.ends[list.keys.length - 1];
  let out = text.slice(0, first);
  const starts = new Array<number>(keys.length);
  const ends = new Array<number>(keys.length);
  let length = first;
  let j = 0;
  while (j < keys.length) {
    if (j > 0) {
      out += separator;
      length += separator.length;
    }
    const value = texts[j];
    if (typeof value === 'string') {
      starts[j] = length;
      out += value;
      length += value.length;
      ends[j] = length;
      j++;
      continue;
    }
    let end = j + 1;
    while (end < keys.length && texts[end] === (texts[end - 1] as number) + 1) end++;
    const from = list.starts[value];
    const to = list.ends[texts[end - 1] as number];
    for (let k = j; k < end; k++) {
      const old = texts[k] as number;
      starts[k] = length + list.starts[old] - from;
      ends[k] = length + list.ends[old] - from;
    }
    out += text.slice(from, to);
    length += to - from;
    j = end;
  }
  out += text.slice(lastEnd);
  return { text: out, keys, starts, ends, indent: list.indent };
}

const SEPARATOR = ',\n';
const SITEMAP_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

/** Where each list begins: after its key's opening bracket and newline (the sitemap: after `<urlset>`). */
const OPENINGS: Record<ListFile, string> = {
  'routes.json': '"routes": [\n',
  'registry.json': '"entries": {\n',
  'content.json': '"docs": [\n',
  'globalData.json': '"docs": [\n',
  'sitemap.xml': SITEMAP_OPEN,
};

/** The separator between a list's entries. */
export const separatorOf = (file: ListFile) => (file === 'sitemap.xml' ? '\n' : SEPARATOR);

/**
 * The entries of one of the site-wide lists in its file's text, given their keys in order:
 * JSON lists at their key's indentation and one space, the sitemap's lines at two spaces.
 */
export function findList(file: ListFile, text: string, keys: string[]): ListText | undefined {
  if (keys.length === 0) return undefined;
  const at = text.indexOf(OPENINGS[file]);
  if (at < 0) return undefined;
  if (file === 'sitemap.xml') return findEntries(text, at + SITEMAP_OPEN.length, keys, '  ', true, '\n');
  const lineStart = text.lastIndexOf('\n', at) + 1;
  return findEntries(text, at + OPENINGS[file].length, keys, `${text.slice(lineStart, at)} `, false, SEPARATOR);
}
