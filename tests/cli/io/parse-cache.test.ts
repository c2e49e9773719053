/** The parse cache: a damaged entry is a miss, never a wrong hit. */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ParseCache } from '../../../cli/io/parse-cache.ts';
import type { ParsedDoc } from '../../../cli/parse/types.ts';
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
});
