/** `themeConfig.search.synonyms`: a rule the search cannot use is a config error at its line and column. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/load/config.ts';

function load(rule: string, value: unknown) {
  const text = `export default {\n  title: 'T',\n  url: 'https://example.com',\n  themeConfig: {\n    search: { synonyms: [\n      ${rule},\n    ] },\n  },\n};\n`;
  return loadConfig('/site', { file: '/site/docs.config.ts', text, value: { title: 'T', url: 'https://example.com', themeConfig: { search: { synonyms: [value] } } } });
}

describe('themeConfig.search.synonyms', () => {
  it('points at a phrase where a found word belongs, and says where a phrase can go', () => {
    const result = load(`{ input: 'sum', synonyms: ['running total'] }`, { input: 'sum', synonyms: ['running total'] });
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        level: 'error',
        code: 'invalid-config',
        message: `\`themeConfig.search.synonyms[0].synonyms[0]\`: "running total" is 2 words: a word the search finds is one word (an identifier such as "tickDuration" is one); a phrase can be what a reader types, the input of a one-way rule ({ input: 'running total', synonyms: [...] })`,
        file: 'docs.config.ts',
        line: 6,
        column: 34,
        target: 'themeConfig.search.synonyms[0].synonyms[0]',
      },
    ]);
  });

  it('takes a phrase as a one-way input', () => {
    const result = load(`{ input: 'running total', synonyms: ['cumulative'] }`, { input: 'running total', synonyms: ['cumulative'] });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.themeConfig.search.synonyms).toEqual([{ input: 'running total', synonyms: ['cumulative'] }]);
  });
});
