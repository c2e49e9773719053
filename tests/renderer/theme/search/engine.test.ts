/**
 * The local search engine (renderer/theme/search/engine.ts): Algolia's request and response shapes
 * over the local index, as DocSearch and the /search page read them.
 */
import { describe, expect, it } from 'vitest';
import { localSearchIndex } from '../../../../cli/emit/search-index.ts';
import { DOCS_TAG, type SearchRecord } from '../../../../schema/search.ts';
import { createEngine, type Hit, type SearchRequest } from '../../../../renderer/theme/search/engine.ts';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3';

let counter = 0;
function record(fields: Partial<Record<Level, string>> & { type?: SearchRecord['type']; content?: string; url?: string; language?: string; tag?: string }): SearchRecord {
  const n = counter++;
  const url = fields.url ?? `/page-${n}`;
  return {
    objectID: `r${n}`,
    type: fields.type ?? (fields.content ? 'content' : fields.lvl3 ? 'lvl3' : fields.lvl2 ? 'lvl2' : 'lvl1'),
    hierarchy: { lvl0: fields.lvl0 ?? 'Docs', lvl1: fields.lvl1 ?? 'Page', lvl2: fields.lvl2 ?? null, lvl3: fields.lvl3 ?? null, lvl4: null, lvl5: null, lvl6: null },
    content: fields.content ?? null,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.includes('#') ? url.split('#')[1] : null,
    language: fields.language ?? 'en',
    docusaurus_tag: fields.tag ?? DOCS_TAG,
    weight: { pageRank: 0, level: fields.content ? 0 : 100, position: n },
  };
}

/** An engine over these records, indexed exactly as `docs-cli build` indexes them. */
function engineOf(records: SearchRecord[]) {
  return createEngine(localSearchIndex(records));
}

const MARKS: SearchRequest = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

/** Every `value` string anywhere in the highlight and snippet results of the hits. */
function allValues(hits: Hit[]): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'value' && typeof value === 'string') out.push(value);
        else walk(value);
      }
    }
  };
  for (const hit of hits) {
    walk(hit._highlightResult);
    walk(hit._snippetResult);
  }
  return out;
}

const words = (text: string) => text.replace(/<\/?mark>/g, '').replace(/…/g, ' ').trim().split(/\s+/);

describe('highlighting', () => {
  it('escapes hostile content: only <mark> tags are markup in every highlight and snippet value', () => {
    const engine = engineOf([
      record({ lvl1: 'Options <script>alert(1)</script>', content: 'Set options with <img src=x onerror="alert(1)"> and <b>bold</b> & "quotes"' }),
      record({ lvl1: 'Options <script>alert(2)</script>', lvl2: '<iframe src=javascript:alert(3)> options' }),
    ]);
    const response = engine.search({ ...MARKS, query: 'options', attributesToSnippet: ['content:10', 'hierarchy.lvl1:10', 'hierarchy.lvl2:10'] });
    expect(response.nbHits).toBe(2);
    const values = allValues(response.hits);
    expect(values.length).toBeGreaterThan(4);
    for (const value of values) {
      expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
    const content = response.hits.find((h) => h.type === 'content')!;
    const highlighted = (content._highlightResult.content as { value: string }).value;
    expect(highlighted).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    expect(highlighted).toContain('<mark>options</mark>');
    expect(highlighted).not.toContain('<img');
    expect(values.some((v) => v.includes('&#60;script&#62;'))).toBe(true);
  });

  it('marks every word that starts with a query term and reports the match level', () => {
    const engine = engineOf([record({ content: 'Colors and colours: the color map colours the bars' })]);
    const [hit] = engine.search({ ...MARKS, query: 'colo' }).hits;
    const value = (hit._highlightResult.content as { value: string; matchLevel: string }).value;
    expect(value).toBe('<mark>Colors</mark> and <mark>colours</mark>: the <mark>color</mark> map <mark>colours</mark> the bars');
    expect((hit._highlightResult.content as { matchLevel: string }).matchLevel).not.toBe('none');
    expect((hit._highlightResult.hierarchy as Record<string, { matchLevel: string }>).lvl0.matchLevel).toBe('none');
  });

  it('uses the requested highlight tags (default <em>)', () => {
    const engine = engineOf([record({ content: 'options here' })]);
    expect((engine.search({ query: 'options' }).hits[0]._highlightResult.content as { value: string }).value).toBe('<em>options</em> here');
  });
});

describe('snippets', () => {
  const long = Array.from({ length: 40 }, (_, i) => (i === 20 ? 'racing' : `word${i}`)).join(' ');

  it('cuts content to 10 words around the first match, with the ellipsis on both cut ends', () => {
    const engine = engineOf([record({ content: long })]);
    const [hit] = engine.search({ ...MARKS, query: 'racing', attributesToSnippet: ['content:10'], snippetEllipsisText: '…' }).hits;
    const value = (hit._snippetResult.content as { value: string }).value;
    expect(words(value)).toHaveLength(10);
    expect(value.startsWith('…')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
    expect(value).toContain('<mark>racing</mark>');
  });

  it('cuts to 5 words for narrow screens', () => {
    const engine = engineOf([record({ content: long })]);
    const [hit] = engine.search({ ...MARKS, query: 'racing', attributesToSnippet: ['content:5'], snippetEllipsisText: '…' }).hits;
    const value = (hit._snippetResult.content as { value: string }).value;
    expect(words(value)).toHaveLength(5);
    expect(value).toMatch(/^….*<mark>racing<\/mark>.*…$/);
  });

  it('centres the window on the first match even inside a longer token (options.topN)', () => {
    const text = Array.from({ length: 40 }, (_, i) => (i === 20 ? '`options.topN`' : `word${i}`)).join(' ');
    const engine = engineOf([record({ content: text })]);
    const [hit] = engine.search({ ...MARKS, query: 'topN', attributesToSnippet: ['content:10'], snippetEllipsisText: '…' }).hits;
    expect((hit._snippetResult.content as { value: string }).value).toBe('…word17 word18 word19 `options.<mark>topN</mark>` word21 word22 word23 word24 word25 word26…');
  });

  it('leaves out the leading ellipsis when the snippet starts the text, and keeps short text whole', () => {
    const engine = engineOf([record({ content: `racing ${long}` }), record({ content: 'short racing text' })]);
    const hits = engine.search({ ...MARKS, query: 'racing', attributesToSnippet: ['content:10'], snippetEllipsisText: '…' }).hits;
    const values = hits.map((h) => (h._snippetResult.content as { value: string }).value);
    const first = values.find((v) => v.startsWith('<mark>racing</mark> word0'))!;
    expect(first.endsWith('…')).toBe(true);
    expect(words(first)).toHaveLength(10);
    expect(values).toContain('short <mark>racing</mark> text');
  });
});

describe('facet filters', () => {
  const records = [
    record({ content: 'options en docs', language: 'en', tag: DOCS_TAG }),
    record({ content: 'options en default', language: 'en', tag: 'default' }),
    record({ content: 'options en other', language: 'en', tag: 'docs-other' }),
    record({ content: 'options fr docs', language: 'fr', tag: DOCS_TAG }),
  ];
  const engine = engineOf(records);
  const contents = (request: SearchRequest) =>
    engine
      .search({ query: 'options', ...request })
      .hits.map((h) => h.content)
      .sort();

  it('combines the outer list with AND and each inner list with OR', () => {
    expect(contents({ facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${DOCS_TAG}`]] })).toEqual(['options en default', 'options en docs']);
    expect(contents({ facetFilters: [`docusaurus_tag:${DOCS_TAG}`] })).toEqual(['options en docs', 'options fr docs']);
    expect(contents({ facetFilters: ['language:en', 'language:fr'] })).toEqual([]);
    expect(contents({ facetFilters: [['language:en', 'language:fr']] })).toHaveLength(4);
  });

  it('filters on attributes that differ within a page, record by record', () => {
    expect(contents({ facetFilters: ['type:content', 'language:fr'] })).toEqual(['options fr docs']);
    expect(engine.search({ query: 'options', facetFilters: ['type:lvl1'] }).nbHits).toBe(0);
  });

  it('reads facet filters given as a JSON string, and negated filters', () => {
    expect(contents({ facetFilters: JSON.stringify(['language:fr']) })).toEqual(['options fr docs']);
    expect(contents({ facetFilters: ['-language:en'] })).toEqual(['options fr docs']);
  });

  it('counts only the filtered hits in nbHits', () => {
    expect(engine.search({ query: 'options', facetFilters: ['language:fr'] }).nbHits).toBe(1);
    expect(engine.search({ query: 'options' }).nbHits).toBe(4);
  });
});

describe('ranking and matching', () => {
  it('ranks a heading above body text for the same word', () => {
    const engine = engineOf([
      record({ lvl1: 'Guide', content: 'Here the palette sets every bar colour, and the palette can change.' }),
      record({ lvl1: 'Guide', lvl2: 'Palette', type: 'lvl2' }),
      record({ lvl1: 'Palette', type: 'lvl1' }),
    ]);
    const types = engine.search({ query: 'palette' }).hits.map((h) => h.type);
    expect(types).toEqual(['lvl1', 'lvl2', 'content']);
  });

  it('matches prefixes of words', () => {
    const engine = engineOf([record({ content: 'All the options of the chart' }), record({ content: 'nothing relevant' })]);
    const response = engine.search({ ...MARKS, query: 'opt' });
    expect(response.nbHits).toBe(1);
    expect((response.hits[0]._highlightResult.content as { value: string }).value).toContain('<mark>options</mark>');
  });

  it('matches a word with a typo (one edit in a word longer than four letters), but not short ones', () => {
    const engine = engineOf([record({ content: 'Configure the options here' }), record({ content: 'A bar is drawn' })]);
    expect(engine.search({ query: 'optiins' }).hits.map((h) => h.content)).toEqual(['Configure the options here']);
    expect(engine.search({ query: 'configur' }).nbHits).toBe(1);
    expect(engine.search({ query: 'bax' }).nbHits).toBe(0);
  });

  it('matches a word of a heading together with a word of the text under it', () => {
    const engine = engineOf([
      record({ lvl1: 'Guide', lvl2: 'Palette', type: 'lvl2', url: '/guide#palette' }),
      record({ lvl1: 'Guide', lvl2: 'Palette', content: 'Set every bar colour.', url: '/guide#palette' }),
      record({ lvl1: 'Guide', lvl2: 'Other', content: 'Set every bar colour.', url: '/guide#other' }),
    ]);
    // The section whose heading and text have a word each comes first; the one with the text's word alone after it.
    expect(engine.search({ query: 'palette colour' }).hits.map((h) => [h.type, h.url])).toEqual([
      ['content', '/guide#palette'],
      ['content', '/guide#other'],
    ]);
  });

  it('matches prefixes only for the last word, as typed', () => {
    const engine = engineOf([record({ content: 'options' }), record({ content: 'chart' })]);
    expect(engine.search({ query: 'chart opt' }).hits.map((h) => h.content).sort()).toEqual(['chart', 'options']);
    // "opt" is no word of the index and, not last, no prefix: only "chart" finds anything.
    expect(engine.search({ query: 'opt chart' }).hits.map((h) => h.content)).toEqual(['chart']);
  });

  it('ranks a record with every word of the query above one with some of them', () => {
    const engine = engineOf([record({ content: 'racing only' }), record({ content: 'racing bars chart' })]);
    expect(engine.search({ query: 'racing chart' }).hits.map((h) => h.content)).toEqual(['racing bars chart', 'racing only']);
  });

  it("finds a word's other forms, below the form the reader typed", () => {
    const engine = engineOf([record({ content: 'one colour' }), record({ content: 'two colors' }), record({ content: 'the colours here' }), record({ content: 'no match' })]);
    expect(engine.search({ query: 'colours' }).hits.map((h) => h.content)).toEqual(['the colours here', 'one colour', 'two colors']);
  });

  it('makes the words optional, a record covering more of them first', () => {
    const engine = engineOf([record({ content: 'chart only' }), record({ content: 'racing chart' }), record({ content: 'racing bars chart colours' })]);
    expect(engine.search({ query: 'racing chart colours nowhere' }).hits.map((h) => h.content)).toEqual(['racing bars chart colours', 'racing chart', 'chart only']);
  });

  it("counts a question's rare word for more than its common ones when the words are optional", () => {
    const common = ['the chart draws', 'the bars move', 'the dates pass', 'the data loads', 'the page shows'].map((content) => record({ content }));
    const engine = engineOf([...common, record({ content: 'legend position' })]);
    expect(engine.search({ query: 'where does the legend go' }).hits[0]?.content).toBe('legend position');
  });

  it("counts a word in a section's table for less than the same word in a paragraph", () => {
    const engine = engineOf([
      record({ lvl1: 'Options', lvl2: 'loop', type: 'lvl2', content: 'type: boolean, default: false', url: '/options#loop' }),
      record({ lvl1: 'Options', lvl2: 'autorun', content: 'A boolean: start at once.', url: '/options#autorun' }),
    ]);
    expect(engine.search({ query: 'boolean' }).hits.map((h) => [h.type, h.url])).toEqual([
      ['content', '/options#autorun'],
      ['lvl2', '/options#loop'],
    ]);
  });

  it("finds a heading's camelCase name by its words, below a heading that has the words themselves", () => {
    const engine = engineOf([
      record({ lvl1: 'API', lvl2: 'getAllDates', url: '/api#getalldates' }),
      record({ lvl1: 'API', lvl2: 'getAllDates', content: 'Returns every date of the race.', url: '/api#getalldates' }),
      record({ lvl1: 'Dates', content: 'All dates are read from the data.', url: '/dates' }),
      record({ lvl1: 'All dates', url: '/all-dates' }),
    ]);
    expect(engine.search({ query: 'all dates' }).hits.map((h) => h.url)).toEqual(['/all-dates', '/api#getalldates', '/dates']);
  });

  it("finds the site's synonyms of a word, below the word itself and above its other forms, and one-way synonyms only one way", () => {
    const records = [
      record({ lvl1: 'Icon', url: '/icons' }),
      record({ lvl1: 'Logo', url: '/logo' }),
      record({ lvl1: 'Logos', url: '/logos' }),
      record({ lvl1: 'Sponsor', content: 'Pay for the work.', url: '/sponsor' }),
    ];
    const engine = createEngine(localSearchIndex(records), [{ input: 'logo', synonyms: ['icon'] }, ['donate', 'sponsor']]);
    expect(engine.search({ query: 'logo' }).hits.map((h) => h.url)).toEqual(['/logo', '/icons', '/logos']);
    expect(engine.search({ query: 'icon' }).hits.map((h) => h.url)).toEqual(['/icons']);
    expect(engine.search({ query: 'donations' }).hits.map((h) => h.url)).toEqual([]);
    expect(engine.search({ query: 'donate' }).hits.map((h) => h.url)).toEqual(['/sponsor']);
    expect(engineOf(records).search({ query: 'donate' }).hits).toEqual([]);
  });

  it("finds a synonym's other forms, and a synonym of the reader's word's other form", () => {
    const engine = createEngine(localSearchIndex([record({ lvl1: 'Icons', url: '/icons' }), record({ lvl1: 'Charts', url: '/charts' })]), [{ input: 'logo', synonyms: ['icon'] }]);
    expect(engine.search({ query: 'logos' }).hits.map((h) => h.url)).toEqual(['/icons']);
  });

  it("finds a rule's words for a phrase the reader types, whole and in order, as for one synonym", () => {
    const records = [record({ lvl1: 'Cumulative sums', url: '/cumulative' }), record({ lvl1: 'Running the race', url: '/running' }), record({ lvl1: 'Totals', url: '/totals' })];
    const engine = createEngine(localSearchIndex(records), [{ input: 'running total', synonyms: ['cumulative'] }]);
    expect(engine.search({ query: 'running totals' }).hits.map((h) => h.url).sort()).toEqual(['/cumulative', '/running', '/totals']);
    expect(engine.search({ query: 'running totals' }).hits[0]?.url).toBe('/cumulative');
    expect(engine.search({ query: 'a running total here' }).hits[0]?.url).toBe('/cumulative');
    expect(engine.search({ query: 'total running' }).hits.map((h) => h.url)).not.toContain('/cumulative');
    expect(engine.search({ query: 'running' }).hits.map((h) => h.url)).toEqual(['/running']);
  });

  it('answers an empty query with no hits', () => {
    const engine = engineOf([record({ content: 'anything' })]);
    expect(engine.search({ query: '' })).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });
});

describe('one hit per url', () => {
  // A page: its title, then an "Options" section of a heading and five paragraphs, one of them about options.
  const page = [
    record({ lvl1: 'Chart', type: 'lvl1', url: '/chart' }),
    record({ lvl1: 'Chart', lvl2: 'Options', type: 'lvl2', url: '/chart#options' }),
    ...['First text.', 'Second text.', 'Every options value.', 'Fourth text.', 'Fifth text.'].map((content) =>
      record({ lvl1: 'Chart', lvl2: 'Options', content, url: '/chart#options' }),
    ),
  ];
  const engine = engineOf(page);
  const found = (query: string) => engine.search({ query }).hits.map((h) => h.content ?? h.type);

  it('gives a section whose heading matches as one hit: the text that has the word too', () => {
    expect(engine.search({ query: 'options' }).nbHits).toBe(1);
    expect(found('options')).toEqual(['Every options value.']);
  });

  it("gives the heading's record when no text of its section has the word", () => {
    const headingOnly = engineOf(page.filter((r) => r.content !== 'Every options value.'));
    expect(headingOnly.search({ query: 'options' }).hits.map((h) => [h.type, h.url])).toEqual([['lvl2', '/chart#options']]);
  });

  it('counts urls in nbHits and pages through them', () => {
    const engine = engineOf(
      ['a', 'b', 'c'].flatMap((anchor) => [
        record({ lvl1: 'Chart', lvl2: `Colors ${anchor}`, type: 'lvl2', url: `/chart#${anchor}` }),
        record({ lvl1: 'Chart', lvl2: `Colors ${anchor}`, content: 'Bar colors.', url: `/chart#${anchor}` }),
      ]),
    );
    expect(engine.search({ query: 'colors' }).nbHits).toBe(3);
    const pages = [0, 1, 2].flatMap((p) => engine.search({ query: 'colors', hitsPerPage: 1, page: p }).hits.map((h) => h.url));
    expect(pages).toEqual(['/chart#a', '/chart#b', '/chart#c']);
  });
});

describe('pages', () => {
  it('ranks a page whose title matches above its own sections, even those whose headings match too', () => {
    const engine = engineOf([
      record({ lvl1: 'Colors', type: 'lvl1', url: '/colors' }),
      record({ lvl1: 'Colors', lvl2: 'Theme colors', type: 'lvl2', url: '/colors#theme' }),
      record({ lvl1: 'Colors', lvl2: 'Theme colors', content: 'The colors of the theme, colors everywhere.', url: '/colors#theme' }),
      record({ lvl1: 'Colors', lvl2: 'Related', type: 'lvl2', url: '/colors#related' }),
    ]);
    expect(engine.search({ query: 'colors' }).hits.map((h) => [h.type, h.url])).toEqual([
      ['lvl1', '/colors'],
      ['lvl2', '/colors#theme'],
      ['lvl2', '/colors#related'],
    ]);
  });

  it('answers with the page when the words are spread over many of its sections, none holding a fifth of the score', () => {
    const spread = ['one', 'two', 'three', 'four', 'five', 'six'].flatMap((step) => [
      record({ lvl1: 'Upgrade guide', lvl2: `Step ${step}`, type: 'lvl2', url: `/upgrade#${step}` }),
      record({ lvl1: 'Upgrade guide', lvl2: `Step ${step}`, content: `A breaking change in part ${step}.`, url: `/upgrade#${step}` }),
    ]);
    const few = ['one', 'two', 'three'].map((step) => record({ lvl1: 'Release notes', lvl2: `Note ${step}`, content: `A breaking change in note ${step}.`, url: `/notes#${step}` }));
    const engine = engineOf([record({ lvl1: 'Upgrade guide', type: 'lvl1', url: '/upgrade' }), ...spread, record({ lvl1: 'Release notes', type: 'lvl1', url: '/notes' }), ...few]);
    const urls = engine.search({ query: 'breaking change' }).hits.map((h) => h.url);
    expect(urls.slice(0, 2)).toEqual(['/upgrade', '/upgrade#one']);
    expect([urls.includes('/notes'), urls.filter((url) => url?.startsWith('/notes#')).length]).toEqual([false, 3]);
  });

  it("ranks another page's title above a section found only by its own page's title", () => {
    const engine = engineOf([
      record({ lvl1: 'Colors', type: 'lvl1', url: '/colors' }),
      record({ lvl1: 'Colors', lvl2: 'Related', type: 'lvl2', url: '/colors#related' }),
      record({ lvl1: 'Bar colors', type: 'lvl1', url: '/bar-colors' }),
    ]);
    expect(engine.search({ query: 'colors' }).hits.map((h) => h.url)).toEqual(['/colors', '/bar-colors', '/colors#related']);
  });

  it('ranks the page that says more above a short one with the same title (weight.pageRank)', () => {
    const guide = Array.from({ length: 40 }, (_, i) => `Step ${i}: pick the interval, then the value of the dates in between.`);
    const engine = engineOf([
      record({ lvl1: 'Fill date gaps', type: 'lvl1', url: '/gallery/fill-date-gaps' }),
      record({ lvl1: 'Fill date gaps', content: 'A live example.', url: '/gallery/fill-date-gaps' }),
      record({ lvl1: 'Fill date gaps', type: 'lvl1', url: '/guides/fill-date-gaps' }),
      ...guide.map((content) => record({ lvl1: 'Fill date gaps', content, url: '/guides/fill-date-gaps' })),
    ]);
    const hits = engine.search({ query: 'fill date gaps', attributesToRetrieve: ['*'] }).hits;
    expect(hits.map((h) => [h.url, h.weight?.pageRank])).toEqual([
      ['/guides/fill-date-gaps', 9],
      ['/gallery/fill-date-gaps', 2],
    ]);
  });
});

describe('pagination and response shape', () => {
  const engine = engineOf(Array.from({ length: 25 }, (_, i) => record({ content: `chart number ${i}` })));

  it('pages with hitsPerPage, counts nbHits and nbPages, and numbers positions across pages', () => {
    const first = engine.search({ query: 'chart', hitsPerPage: 10, page: 0 });
    const last = engine.search({ query: 'chart', hitsPerPage: 10, page: 2 });
    expect(first).toMatchObject({ nbHits: 25, nbPages: 3, page: 0, hitsPerPage: 10 });
    expect(first.hits).toHaveLength(10);
    expect(last.hits).toHaveLength(5);
    expect(first.hits[0].__position).toBe(1);
    expect(last.hits[0].__position).toBe(21);
    const all = [0, 1, 2].flatMap((page) => engine.search({ query: 'chart', hitsPerPage: 10, page }).hits.map((h) => h.objectID));
    expect(new Set(all).size).toBe(25);
    expect(engine.search({ query: 'chart', hitsPerPage: 10, page: 3 }).hits).toEqual([]);
  });

  it('defaults to 20 hits per page and gives every answer a distinct queryID', () => {
    const a = engine.search({ query: 'chart' });
    const b = engine.search({ query: 'chart' });
    expect(a.hits).toHaveLength(20);
    expect(a.nbPages).toBe(2);
    expect(a.queryID).not.toBe(b.queryID);
  });

  it('returns only the attributes asked for, plus objectID and the highlight and snippet results', () => {
    const [hit] = engine.search({ query: 'chart', attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'] }).hits;
    expect(Object.keys(hit).sort()).toEqual(['__position', '_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    expect(Object.keys(hit.hierarchy ?? {})).toEqual(['lvl0', 'lvl1']);
  });
});
