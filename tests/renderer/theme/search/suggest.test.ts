/**
 * Suggestions for a query that found nothing (renderer/theme/search/suggest.ts, through the engine):
 * close terms of the index's vocabulary, by typo distance and by camelCase parts, as the pages
 * write them, at most 3, each finding something.
 */
import { describe, expect, it } from 'vitest';
import { localSearchIndex } from '../../../../cli/emit/search-index.ts';
import { createEngine } from '../../../../renderer/theme/search/engine.ts';
import { DOCS_TAG, type SearchRecord } from '../../../../schema/search.ts';

let counter = 0;
function record(lvl1: string, content: string | null, language = 'en'): SearchRecord {
  const n = counter++;
  const url = `/page-${n}`;
  return {
    objectID: `r${n}`,
    type: content === null ? 'lvl1' : 'content',
    hierarchy: { lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    url,
    url_without_anchor: url,
    anchor: null,
    language,
    docusaurus_tag: DOCS_TAG,
    weight: { pageRank: 0, level: content === null ? 100 : 0, position: 0 },
  };
}

const engine = createEngine(
  localSearchIndex([
    record('API', 'Call loadData with the url of a CSV file; the loader reads it.'),
    record('Colors', 'Colors of the bars, and the color of the text.'),
    record('Fill date gaps', 'Dates in the gaps are interpolated.'),
    record('React', 'Use it from React.'),
    record('Python', 'Use it from Python in notebooks.'),
    record('Packages', 'Python, and more.'),
    record('Options', 'The tickDuration option sets the speed.', 'fr'),
  ]),
);

describe('suggestions for a query that found nothing', () => {
  it('offers the term made of the same camelCase parts in another order, one part a prefix of the other', () => {
    expect(engine.search({ query: 'dataLoader' }).nbHits).toBe(0);
    expect(engine.suggest('dataLoader')).toEqual(['loadData']);
  });

  it('offers terms a few typos away, the closest and most frequent first, as the pages write them, at most 3', () => {
    expect(engine.search({ query: 'colros' }).nbHits).toBe(0);
    expect(engine.suggest('colros')).toEqual(['colors', 'color']);
  });

  it('replaces only the words the index does not have', () => {
    expect(engine.suggest('fill date gapz')).toEqual(['fill date gaps']);
  });

  it('offers each word alone, the most frequent first, when the words exist but never together', () => {
    // The search itself answers with the pages of either word (its words optional, the rarer first); asked, the suggester offers each alone.
    expect(engine.search({ query: 'react python' }).hits.map((h) => h.hierarchy?.lvl1)).toEqual(['React', 'Python', 'Packages']);
    expect(engine.suggest('react python')).toEqual(['python', 'react']);
  });

  it('offers only queries that find something under the facet filters', () => {
    expect(engine.suggest('tickDurration')).toEqual(['tickDuration']);
    expect(engine.suggest('tickDurration', ['language:en'])).toEqual([]);
    expect(engine.suggest('react python', ['language:fr'])).toEqual([]);
  });

  it('offers nothing when no term is close', () => {
    expect(engine.suggest('zzzxqq')).toEqual([]);
    expect(engine.suggest('')).toEqual([]);
  });
});
