/**
 * The search records of one page that holds every kind of block (tests/fixtures/search-blocks):
 * a record per list item (nested ones too) and per admonition paragraph, a table folded into its
 * section's heading record (row by row, never a record of its own), none for code blocks or
 * admonition titles, and lvl4–lvl6 records for `####`–`######` headings, each under the headings
 * above it and with the anchor of the nearest one.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Built } from '../../../cli/pipeline/result.ts';
import { createEngine } from '../../../renderer/theme/search/engine.ts';
import { DOCS_TAG, type SearchRecord, recordsArtifact, searchIndexArtifact, tokenize } from '../../../schema/search.ts';
import { built, makeTemp, removeTemp, REPO, runSite } from '../../helpers/site.ts';

const FIXTURE = path.join(REPO, 'tests', 'fixtures', 'search-blocks', 'site');
const temps: string[] = [];
let result: Built;
let records: SearchRecord[];

async function build(): Promise<Built> {
  const temp = await makeTemp('docs-cli-search-blocks-');
  temps.push(temp);
  const site = path.join(temp, 'site');
  await cp(FIXTURE, site, { recursive: true });
  return built(await runSite(site));
}

function recordsOf(run: Built): SearchRecord[] {
  return recordsArtifact.parse(JSON.parse(run.artifacts!.get('search/records.json')!)).records as SearchRecord[];
}

beforeAll(async () => {
  result = await build();
  records = recordsOf(result);
});

afterAll(async () => {
  await Promise.all(temps.map(removeTemp));
});

/** lvl2..lvl6 of a hierarchy under "Documentation" › "Blocks". */
function under(lvl2: string | null, lvl3: string | null = null, lvl4: string | null = null, lvl5: string | null = null, lvl6: string | null = null) {
  return { lvl0: 'Documentation', lvl1: 'Blocks', lvl2, lvl3, lvl4, lvl5, lvl6 };
}

describe('the records of a page with lists, a table, admonitions, code and deep headings', () => {
  it('builds without diagnostics', () => {
    expect(result.exitCode).toBe(0);
    expect(result.diagnostics).toEqual([]);
  });

  it('are, in document order, exactly these types, urls, contents and hierarchies', () => {
    expect(records.map(({ type, url, content, hierarchy }) => ({ type, url, content, hierarchy }))).toEqual([
      { type: 'lvl1', url: '/blocks', content: null, hierarchy: under(null) },
      { type: 'content', url: '/blocks', content: 'Every kind of block that search indexes, and one it does not.', hierarchy: under(null) },
      { type: 'lvl2', url: '/blocks#lists', content: null, hierarchy: under('Lists') },
      // One record per list item; the nested item is its own record, not part of its parent's.
      { type: 'content', url: '/blocks#lists', content: 'Pause the race with the space key.', hierarchy: under('Lists') },
      { type: 'content', url: '/blocks#lists', content: 'Step one date with the arrow keys.', hierarchy: under('Lists') },
      { type: 'content', url: '/blocks#lists', content: 'Hold shift to step ten dates.', hierarchy: under('Lists') },
      { type: 'content', url: '/blocks#lists', content: 'Load the dataset.', hierarchy: under('Lists') },
      { type: 'content', url: '/blocks#lists', content: 'Call the race function.', hierarchy: under('Lists') },
      // The table is the content of its section's heading record, each row read with the header's names.
      { type: 'lvl2', url: '/blocks#tables', content: 'Option: loop, Default: false; Option: tickDuration, Default: 500', hierarchy: under('Tables') },
      { type: 'lvl2', url: '/blocks#notes', content: null, hierarchy: under('Notes') },
      // The admonitions' paragraphs and list item, without their titles; then no record for the code block.
      { type: 'content', url: '/blocks#notes', content: 'The chart resizes with its container.', hierarchy: under('Notes') },
      { type: 'content', url: '/blocks#notes', content: 'Set a fixed height to stop it.', hierarchy: under('Notes') },
      { type: 'content', url: '/blocks#notes', content: 'Dates must be sorted.', hierarchy: under('Notes') },
      // `####` right under `##`: lvl3 stays empty.
      { type: 'lvl4', url: '/blocks#fourth-level', content: null, hierarchy: under('Notes', null, 'Fourth level') },
      { type: 'content', url: '/blocks#fourth-level', content: 'Text under the fourth level.', hierarchy: under('Notes', null, 'Fourth level') },
      { type: 'lvl5', url: '/blocks#fifth-level', content: null, hierarchy: under('Notes', null, 'Fourth level', 'Fifth level') },
      { type: 'content', url: '/blocks#fifth-level', content: 'Text under the fifth level.', hierarchy: under('Notes', null, 'Fourth level', 'Fifth level') },
      { type: 'lvl6', url: '/blocks#sixth-level', content: null, hierarchy: under('Notes', null, 'Fourth level', 'Fifth level', 'Sixth level') },
      { type: 'content', url: '/blocks#sixth-level', content: 'Text under the sixth level.', hierarchy: under('Notes', null, 'Fourth level', 'Fifth level', 'Sixth level') },
    ]);
  });

  it('carry the anchor of their url, the language, the docs tag, and a weight by level and position', () => {
    expect(records.map((r) => r.anchor)).toEqual(records.map((r) => (r.url.includes('#') ? r.url.split('#')[1] : null)));
    expect(new Set(records.map((r) => JSON.stringify([r.url_without_anchor, r.language, r.docusaurus_tag])))).toEqual(new Set([JSON.stringify(['/blocks', 'en', DOCS_TAG])]));
    expect(records.map((r) => r.weight.position)).toEqual(records.map((_, position) => position));
    // 79 terms of content on the page: pageRank floor(log2(80)).
    expect(records.reduce((terms, r) => terms + tokenize(r.content ?? '').length, 0)).toBe(79);
    expect(new Set(records.map((r) => r.weight.pageRank))).toEqual(new Set([6]));
    expect(new Set(records.filter((r) => r.type === 'content').map((r) => r.weight.level))).toEqual(new Set([0]));
    expect(records.filter((r) => r.type !== 'content').map((r) => [r.type, r.weight.level])).toEqual([
      ['lvl1', 100],
      ['lvl2', 80],
      ['lvl2', 80],
      ['lvl2', 80],
      ['lvl4', 60],
      ['lvl5', 50],
      ['lvl6', 40],
    ]);
  });

  it('hold nothing of the code block or of the admonition titles', () => {
    const text = JSON.stringify(records);
    for (const excluded of ['hiddenFromSearch', "race('#chart')", 'Mind the data', 'tip', 'warning']) expect(text).not.toContain(excluded);
  });

  it('have distinct objectIDs, the same on a second build', async () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(recordsOf(await build()).map((r) => r.objectID)).toEqual(records.map((r) => r.objectID));
  });

  it("are found through the local index: a table cell as its section's heading, the sixth-level section once", () => {
    const engine = createEngine(searchIndexArtifact.parse(JSON.parse(result.artifacts!.get('search/index.json')!)));
    expect(engine.search({ query: 'tickDuration' }).hits.map((h) => [h.type, h.url])).toEqual([['lvl2', '/blocks#tables']]);
    // Its heading and its text both have the word: one hit, the text.
    expect(engine.search({ query: 'sixth' }).hits.map((h) => [h.type, h.url])).toEqual([['content', '/blocks#sixth-level']]);
  });
});
