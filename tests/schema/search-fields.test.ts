/** The search's tokenizer helpers (schema/search-fields.ts), shared by the index builder, the engine and the suggester. */
import { describe, expect, it } from 'vitest';
import { camelParts, tokenize, words } from '../../schema/search-fields.ts';

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
