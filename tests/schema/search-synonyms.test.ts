/** The site's synonym rules as the search looks them up (schema/search-synonyms.ts), and as the config takes them. */
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../schema/config.ts';
import { synonymMap } from '../../schema/search-synonyms.ts';

describe('synonymMap', () => {
  it('lets every word of a group find the others, and a one-way input find its synonyms only', () => {
    expect([...synonymMap([['Logo', 'icon', 'image'], { input: 'speed', synonyms: ['tickDuration'] }])]).toEqual([
      ['logo', ['icon', 'image']],
      ['icon', ['logo', 'image']],
      ['image', ['logo', 'icon']],
      ['speed', ['tickduration']],
    ]);
  });

  it('keys a phrase by its terms as the search splits them', () => {
    expect([...synonymMap([{ input: 'Running  total', synonyms: ['makeCumulative'] }])]).toEqual([['running total', ['makecumulative']]]);
  });

  it('joins the rules a word is in, and leaves out a word that only names itself', () => {
    expect([...synonymMap([{ input: 'total', synonyms: ['cumulative'] }, { input: 'total', synonyms: ['sum', 'Total'] }, ['same', 'SAME']])]).toEqual([['total', ['cumulative', 'sum']]]);
  });
});

describe('themeConfig.search.synonyms', () => {
  const configWith = (synonyms: unknown) => siteConfig.safeParse({ title: 'T', url: 'https://example.com', themeConfig: { search: { synonyms } } });

  it('defaults to none', () => {
    expect(siteConfig.parse({ title: 'T', url: 'https://example.com' }).themeConfig.search).toEqual({ synonyms: [] });
  });

  it('takes groups of single words (an identifier is one) and one-way rules from a word or a phrase', () => {
    expect(configWith([['logo', 'icon'], { input: 'speed', synonyms: ['tickDuration'] }, { input: 'running total', synonyms: ['cumulative'] }]).success).toBe(true);
  });

  it('refuses a phrase where a word is found, a phrase of five words, an empty word and a group of one, saying why and where', () => {
    const messages = (synonyms: unknown) => configWith(synonyms).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages([['running total', 'cumulative']])).toEqual([
      `themeConfig.search.synonyms.0.0: "running total" is 2 words: a word the search finds is one word (an identifier such as "tickDuration" is one); a phrase can be what a reader types, the input of a one-way rule ({ input: 'running total', synonyms: [...] })`,
    ]);
    expect(messages([{ input: 'sum', synonyms: ['running total'] }])?.[0]).toMatch(/^themeConfig\.search\.synonyms\.0\.synonyms\.0: "running total" is 2 words/);
    expect(messages([{ input: 'one two three four five', synonyms: ['x'] }])).toEqual(['themeConfig.search.synonyms.0.input: "one two three four five" is 5 words: a synonym\'s input is a phrase of at most 4']);
    expect(messages([['', 'icon']])).toEqual(['themeConfig.search.synonyms.0.0: a synonym cannot be empty']);
    expect(messages([['logo']])).toEqual(['themeConfig.search.synonyms.0: a group of synonyms has at least two words']);
  });
});
