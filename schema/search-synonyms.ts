/**
 * The site's synonym rules (schema/config.ts `themeConfig.search.synonyms`) as the search engine
 * looks them up. No zod: the browser's search chunk imports this.
 */
import type { SearchSynonym } from './config.ts';
import { tokenize } from './search-fields.ts';

/**
 * Per input, the terms it also finds, as the index has them (lower case). An input is one term,
 * or a phrase: its terms joined by a space ("running total"). An input in two rules finds the
 * words of both.
 */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** A rule's word or phrase as the index has it: its terms, joined by a space. */
export function synonymTerm(text: string): string {
  return tokenize(text).join(' ');
}

export function synonymMap(rules: readonly SearchSynonym[]): SynonymMap {
  const found = new Map<string, Set<string>>();
  const add = (from: string, to: readonly string[]) => {
    const input = synonymTerm(from);
    const set = found.get(input) ?? new Set<string>();
    found.set(input, set);
    for (const word of to.map(synonymTerm)) if (word !== input) set.add(word);
  };
  for (const rule of rules) {
    if (Array.isArray(rule)) for (const word of rule) add(word, rule);
    else add(rule.input, rule.synonyms);
  }
  return new Map([...found].filter(([, set]) => set.size > 0).map(([input, set]) => [input, [...set]]));
}
