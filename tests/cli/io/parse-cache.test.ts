/** The parse cache: a damaged entry is a miss, never a wrong hit. */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACK_MIN_ENTRIES, ParseCache } from '../../../cli/io/parse-cache.ts';
import type { ParsedDoc } from '../../../cli/core/parsed-doc.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

const KEY = `ab${'0'.repeat(62)}`;
const DOC: ParsedDoc = {
  path: 'docs/a.md',
  hash: 'h',
  frontmatter: {},
  frontmatterKeys: {},
  headings: [],
  anchors: [],
  links: [],
  body: '{"type":"root","children":[]}',
  words: 0,
  search: [],
  diagnostics: [],
};

describe('ParseCache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTemp();
  });
  afterEach(async () => {
    await removeTemp(dir);
  });

  it('reads back what it wrote, from a new instance, and leaves no temporary files', async () => {
    new ParseCache(dir).set(KEY, DOC);
    new ParseCache(dir).searchIndex.set('k', '{"index":1}');
    expect(await new ParseCache(dir).get(KEY)).toEqual(DOC);
    expect(new ParseCache(dir).searchIndex.get('k')).toBe('{"index":1}');
    expect(await readdir(path.join(dir, 'ab'))).toEqual([`${KEY}.json`]);
    expect(await readdir(path.join(dir, 'search-index'))).toEqual(['k.json']);
  });

  it.each([
    ['truncated', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['garbage bytes', () => '\u00ff\u0000{"'],
    ['empty', () => ''],
    ['valid JSON that is not an entry', () => '{"path":"docs/a.md"}'],
    ['null', () => 'null'],
    ['an edited body under the old checksum', (text: string) => `${text.slice(0, -1)}]`],
  ])('treats a %s entry as a miss', async (_name, damage) => {
    new ParseCache(dir).set(KEY, DOC);
    new ParseCache(dir).searchIndex.set('k', '{"index":1}');
    const entry = path.join(dir, 'ab', `${KEY}.json`);
    const index = path.join(dir, 'search-index', 'k.json');
    await writeFile(entry, damage(await readFile(entry, 'utf8')));
    await writeFile(index, damage(await readFile(index, 'utf8')));
    expect(await new ParseCache(dir).get(KEY)).toBe(undefined);
    expect(new ParseCache(dir).searchIndex.get('k')).toBe(undefined);
  });

  it('treats an entry of the earlier layout (the whole result as JSON, checksum intact) as a miss', async () => {
    const body = JSON.stringify(DOC);
    new ParseCache(dir).set(KEY, DOC);
    await writeFile(path.join(dir, 'ab', `${KEY}.json`), `${createHash('sha256').update(body).digest('hex')}\n${body}`);
    expect(await new ParseCache(dir).get(KEY)).toBe(undefined);
  });

  it('reads back a body with characters outside ASCII exactly', async () => {
    const doc = { ...DOC, body: '{"type":"root","children":[{"type":"text","value":"héllo → 世界 🎉"}]}' };
    new ParseCache(dir).set(KEY, doc);
    expect(await new ParseCache(dir).get(KEY)).toEqual(doc);
  });

  const keyOf = (i: number) => `${String(i).padStart(2, '0')}${'0'.repeat(62)}`;
  const docOf = (i: number): ParsedDoc => ({ ...DOC, path: `docs/${i}.md`, body: `{"type":"root","children":[{"type":"text","value":"${i} – é"}]}` });

  it(`writes a batch of ${PACK_MIN_ENTRIES} or more entries as one pack that a new instance reads`, async () => {
    const cache = new ParseCache(dir);
    cache.batch(PACK_MIN_ENTRIES);
    for (let i = 0; i < PACK_MIN_ENTRIES; i++) cache.set(keyOf(i), docOf(i));
    cache.flush();
    expect((await readdir(dir)).sort()).toEqual(['packs']);
    expect((await readdir(path.join(dir, 'packs'))).length).toBe(1);
    const fresh = new ParseCache(dir);
    for (let i = 0; i < PACK_MIN_ENTRIES; i++) expect(await fresh.get(keyOf(i))).toEqual(docOf(i));
    expect(await fresh.get(KEY)).toBe(undefined);
  });

  it('writes a smaller batch as loose entries', async () => {
    const cache = new ParseCache(dir);
    cache.batch(PACK_MIN_ENTRIES - 1);
    cache.set(keyOf(1), docOf(1));
    cache.flush();
    expect(await readdir(dir)).toEqual(['01']);
    expect(await new ParseCache(dir).get(keyOf(1))).toEqual(docOf(1));
  });

  it('knows the entries of a pack it flushed after it had read the packs on disk', async () => {
    const cache = new ParseCache(dir);
    expect(await cache.get(keyOf(1))).toBe(undefined);
    cache.batch(PACK_MIN_ENTRIES);
    cache.set(keyOf(1), docOf(1));
    cache.flush();
    cache.retain([]); // out of memory: only the pack can answer
    expect(await cache.get(keyOf(1))).toEqual(docOf(1));
  });

  it('treats a packed entry whose bytes were changed as a miss', async () => {
    const cache = new ParseCache(dir);
    cache.batch(PACK_MIN_ENTRIES);
    cache.set(keyOf(1), docOf(1));
    cache.set(keyOf(2), docOf(2));
    cache.flush();
    const [pack] = await readdir(path.join(dir, 'packs'));
    const file = path.join(dir, 'packs', pack);
    const bytes = await readFile(file);
    // the first entry's body starts after its 64-character checksum and a newline
    bytes[70] = bytes[70] === 0x61 ? 0x62 : 0x61;
    await writeFile(file, bytes);
    const fresh = new ParseCache(dir);
    expect(await fresh.get(keyOf(1))).toBe(undefined);
    expect(await fresh.get(keyOf(2))).toEqual(docOf(2));
  });
});
