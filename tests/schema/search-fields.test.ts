/** The search's tokenizer helpers (schema/search-fields.ts), shared by the index builder, the engine and the suggester. */
import { describe, expect, it } from 'vitest';
import { camelParts, identifierParts, otherForms, tokenize, words } from '../../schema/search-fields.ts';

describe('camelParts', () => {
  it('splits a word at its capitals and digits, in lower case', () => {
    expect(camelParts('dataLoader')).toEqual(['data', 'loader']);
    expect(camelParts('XMLHttpRequest2')).toEqual(['xml', 'http', 'request', '2']);
    expect(camelParts('topN')).toEqual(['top', 'n']);
    expect(camelParts('colors')).toEqual(['colors']);
  });
});

describe('words and tokenize', () => {
  it('split at spaces and punctuation; tokenize lowers the case, words keeps it', () => {
    expect(words('Call getAllDates(), then skip_back.')).toEqual(['Call', 'getAllDates', 'then', 'skip', 'back']);
    expect(tokenize('Call getAllDates(), then skip_back.')).toEqual(['call', 'getalldates', 'then', 'skip', 'back']);
  });
});

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

describe('identifierParts', () => {
  it("gives the words of a heading's camelCase identifiers, each once, without one-letter parts", () => {
    expect(identifierParts('getAllDates(options) and setAllDates')).toEqual(['get', 'all', 'dates', 'set']);
    expect(identifierParts('topN')).toEqual(['top']);
  });

  it('gives none for a heading without an inner capital', () => {
    expect([identifierParts('Getting started'), identifierParts('API'), identifierParts('colors')]).toEqual([[], [], []]);
  });
});
