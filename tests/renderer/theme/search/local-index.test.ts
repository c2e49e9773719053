/** The local index's own rules (renderer/theme/search/local-index.ts) that are plain functions. */
import { describe, expect, it } from 'vitest';
import { headingParts, otherForms } from '../../../../renderer/theme/search/local-index.ts';

describe('otherForms', () => {
  it("gives the forms a word may take in the text: singular and plural, tenses, the other spelling of -our (only those the index has count)", () => {
    expect(otherForms('colours')).toEqual(['colour', 'coloures', 'colouring', 'coloured', 'coloure', 'colourer', 'colors']);
    expect(otherForms('color')).toEqual(['colors', 'colores', 'coloring', 'colored', 'colore', 'colorer', 'colour']);
    expect(otherForms('starting')).toEqual(['start', 'starts', 'startes', 'started', 'starte', 'starter']);
    expect(otherForms('categories')).toContain('category');
    expect(otherForms('category')).toContain('categories');
    expect(otherForms('dates')).toContain('date');
  });

  it('gives none for short words and words of other letters', () => {
    expect([otherForms('is'), otherForms('x2'), otherForms('café')]).toEqual([[], [], []]);
  });
});

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
