/** The local index's own rules (renderer/theme/search/local-index.ts) that are plain functions. */
import { describe, expect, it } from 'vitest';
import { headingParts } from '../../../../renderer/theme/search/local-index.ts';

describe('headingParts', () => {
  it("gives the words of each section's own heading's camelCase identifiers, per heading field, sections in order", () => {
    const sections = [
      [0, 1, null, 'API'],
      [0, 2, 'getalldates', 'API', 'getAllDates()'],
      [0, 1, 'skipback', 'API', 'skipBack and getAllDates'],
      [1, 1, 'deep', 'Options', 'fillDateGapsInterval', 'topN'],
    ];
    expect([...headingParts(sections)].map(([part, fields]) => [part, [...fields]])).toEqual([
      ['get', [[1, [1, 2]]]],
      ['all', [[1, [1, 2]]]],
      ['dates', [[1, [1, 2]]]],
      ['skip', [[1, [2]]]],
      ['back', [[1, [2]]]],
      ['top', [[2, [3]]]],
    ]);
  });

  it('gives nothing for headings of plain words, and leaves the headings above a section to their own section', () => {
    expect(headingParts([[0, 1, null, 'Getting started'], [0, 1, 'a', 'getAllDates', 'Plain words']]).size).toBe(0);
  });
});
