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

  it('joins the rules a word is in, and leaves out a word that only names itself', () => {
    expect([...synonymMap([{ input: 'total', synonyms: ['cumulative'] }, { input: 'total', synonyms: ['sum', 'Total'] }, ['same', 'SAME']])]).toEqual([['total', ['cumulative', 'sum']]]);
  });
});

describe('themeConfig.search.synonyms', () => {
  const configWith = (synonyms: unknown) => siteConfig.safeParse({ title: 'T', url: 'https://example.com', themeConfig: { search: { synonyms } } });

  it('defaults to none', () => {
    expect(siteConfig.parse({ title: 'T', url: 'https://example.com' }).themeConfig.search).toEqual({ synonyms: [] });
  });

  it('takes groups and one-way rules of single words (an identifier is one)', () => {
    expect(configWith([['logo', 'icon'], { input: 'speed', synonyms: ['tickDuration'] }]).success).toBe(true);
  });

  it('refuses a synonym of two words, an empty one and a group of one, saying why and where', () => {
    const messages = (synonyms: unknown) => configWith(synonyms).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages([{ input: 'running total', synonyms: ['cumulative'] }])).toEqual([
      'themeConfig.search.synonyms.0.input: "running total" is 2 words: the search matches words, so a synonym is one word (an identifier such as "tickDuration" is one)',
    ]);
    expect(messages([['', 'icon']])).toEqual(['themeConfig.search.synonyms.0.0: a synonym cannot be empty']);
    expect(messages([['logo']])).toEqual(['themeConfig.search.synonyms.0: a group of synonyms has at least two words']);
  });
});
