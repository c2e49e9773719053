/** The local index's own rules (renderer/theme/search/local-index.ts) that are plain functions. */
import { describe, expect, it } from 'vitest';
import { otherForms } from '../../../../renderer/theme/search/local-index.ts';

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
