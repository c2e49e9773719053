/**
 * The local search index (cli/emit/search-index.ts): what out/search/index.json ships (only what
 * the browser needs, hierarchy once per section) and that the engine rebuilds from it exactly the
 * records of out/search/records.json, so hits carry every DocSearch attribute.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSearchIndex } from '../../../cli/emit/search-index.ts';
import { createEngine } from '../../../renderer/theme/search/engine.ts';
import { DOCS_TAG, type SearchRecord, searchIndexArtifact } from '../../../schema/search.ts';
import { type BuiltSearchSite, buildSearchSite } from '../../helpers/search-fixture.ts';
import { removeTemp } from '../../helpers/site.ts';

let built: BuiltSearchSite;
let records: SearchRecord[];
let indexText: string;

beforeAll(async () => {
  built = await buildSearchSite();
  records = JSON.parse(await readFile(path.join(built.outDir, 'search', 'records.json'), 'utf8')).records;
  indexText = await readFile(path.join(built.outDir, 'search', 'index.json'), 'utf8');
});

afterAll(async () => {
  if (built) await removeTemp(built.temp);
});

describe('the shipped local index', () => {
  it('has pages, sections and record columns, and none of the derivable record fields', () => {
    const index = searchIndexArtifact.parse(JSON.parse(indexText));
    expect(Object.keys(index)).toEqual(['schemaVersion', 'format', 'pages', 'sections', 'objectIDs', 'types', 'contents', 'lengths', 'terms', 'postings']);
    expect(index.pages).toEqual([
      ['/guide/controls', 'guide', 'en', DOCS_TAG],
      ['/guide/data', 'guide', 'en', DOCS_TAG],
      ['/intro', 'Documentation', 'en', DOCS_TAG],
    ]);
    expect(index.sections).toEqual([
      [0, 2, null, 'Controls'],
      [0, 2, 'keyboard', 'Controls', 'Keyboard'],
      [1, 2, null, 'Data'],
      [1, 2, 'loading-data', 'Data', 'Loading data'],
      [1, 2, 'transforming-data', 'Data', 'Loading data', 'Transforming data'],
      [2, 2, null, 'Introduction'],
      [2, 2, 'installation', 'Introduction', 'Installation'],
      [2, 2, 'options', 'Introduction', 'Options'],
    ]);
    expect(index.types).toBe('1020102030102020');
    expect(index.objectIDs).toEqual(records.map((r) => r.objectID));
    expect(index.contents).toEqual(records.map((r) => r.content));
    for (const field of ['url_without_anchor', 'docusaurus_tag', 'weight', 'hierarchy', '"url"', 'pageRank']) expect(indexText).not.toContain(field);
  });

  it('rebuilds every record of records.json exactly', () => {
    expect(built.engine.records).toEqual(records);
    expect(JSON.stringify(built.engine.records)).toBe(JSON.stringify(records));
  });

  it('answers hits that still carry the dropped fields, derived', () => {
    const [hit] = built.engine.search({ query: 'keyboard', attributesToRetrieve: ['*'] }).hits;
    const { _highlightResult, _snippetResult, __position, ...record } = hit;
    expect(record).toEqual({
      objectID: records.find((r) => r.url === '/guide/controls#keyboard' && r.type === 'lvl2')?.objectID,
      type: 'lvl2',
      hierarchy: { lvl0: 'guide', lvl1: 'Controls', lvl2: 'Keyboard', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      url: '/guide/controls#keyboard',
      url_without_anchor: '/guide/controls',
      anchor: 'keyboard',
      language: 'en',
      docusaurus_tag: DOCS_TAG,
      // The page's texts have 19 terms: pageRank floor(log2(20)).
      weight: { pageRank: 4, level: 80, position: 2 },
    });
  });

  it("finds a page's lvl1 record by route", () => {
    expect(built.engine.pageHeading('/guide/data')).toEqual(records.find((r) => r.url === '/guide/data' && r.type === 'lvl1'));
    expect(built.engine.pageHeading('/nowhere')).toBeUndefined();
  });
});

describe('localSearchIndex', () => {
  const base = { language: 'en', docusaurus_tag: DOCS_TAG };
  const title: SearchRecord = {
    objectID: 'a',
    type: 'lvl1',
    hierarchy: { lvl0: 'Docs', lvl1: 'Alpha', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    url: '/a',
    url_without_anchor: '/a',
    anchor: null,
    ...base,
    weight: { pageRank: 0, level: 100, position: 0 },
  };
  const text: SearchRecord = { ...title, objectID: 'b', type: 'content', content: 'Alpha beta, beta.', weight: { pageRank: 0, level: 0, position: 1 } };

  it('indexes headings per section and content per record, gap-encoded with term frequencies', () => {
    expect(localSearchIndex([title, text])).toEqual({
      format: 2,
      pages: [['/a', 'Docs', 'en', DOCS_TAG]],
      sections: [[0, 2, null, 'Alpha']],
      objectIDs: ['a', 'b'],
      types: '10',
      contents: [null, 'Alpha beta, beta.'],
      lengths: [0, 3],
      terms: ['alpha', 'beta'],
      // alpha: lvl1 (field 0) of section 0; content (field 6) of record 1. beta: content of record 1, twice.
      postings: [
        [0, 1, 0, 6, 1, 2],
        [6, 1, 3, 2],
      ],
    });
  });

  it('starts a new page when the route repeats after another page', () => {
    const other = { ...title, objectID: 'c', url: '/c', url_without_anchor: '/c' };
    const index = localSearchIndex([title, other, { ...title, objectID: 'd' }]);
    expect(index.pages.map((p) => p[0])).toEqual(['/a', '/c', '/a']);
    expect(index.sections.map((s) => s[0])).toEqual([0, 1, 2]);
    expect(createEngine(index).pageHeading('/a')?.objectID).toBe('a');
  });
});
