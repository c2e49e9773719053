/** What the parse results say about the whole site, said once. */
import { describe, expect, it } from 'vitest';
import type { ParsedDoc } from '../../../cli/core/parsed-doc.ts';
import { computedLinkCount, unknownLanguagesNote } from '../../../cli/parse/site-notes.ts';

const doc = (path: string, extra: Partial<ParsedDoc>) => ({ path, ...extra }) as ParsedDoc;

describe('unknownLanguagesNote', () => {
  it('names every unknown language once, with its first place, in one info note at the first', () => {
    const note = unknownLanguagesNote([
      doc('docs/a.md', { unknownLanguages: [{ language: 'unknownlang', line: 28, column: 1 }] }),
      doc('docs/b.md', {}),
      undefined,
      doc('docs/c.md', { unknownLanguages: [{ language: 'unknownlang', line: 3, column: 1 }, { language: 'klingon', line: 9, column: 1 }] }),
    ]);
    expect(note).toEqual({
      level: 'info',
      code: 'unknown-language',
      message: 'code blocks in 2 languages no highlighter knows are shown as plain text: `unknownlang` (docs/a.md:28), `klingon` (docs/c.md:9)',
      file: 'docs/a.md',
      line: 28,
      column: 1,
      target: 'unknownlang, klingon',
      hint: 'Prism and Shiki names are both known (`objectivec`, `sh`, `jsx`, `yml`, …); check the spelling, or use `text`',
    });
  });

  it('says nothing when every language is known', () => {
    expect(unknownLanguagesNote([doc('docs/a.md', {})])).toBeUndefined();
  });
});

describe('computedLinkCount', () => {
  it('adds up the computed links of every page', () => {
    expect(computedLinkCount([doc('a', { computedLinks: 2 }), doc('b', {}), undefined, doc('c', { computedLinks: 1 })])).toBe(3);
  });
});
