/**
 * The site's synonym rules (schema/config.ts `themeConfig.search.synonyms`) as the search engine
 * looks them up. No zod: the browser's search chunk imports this.
 */
import type { SearchSynonym } from './config.ts';

/** Per term, the terms it also finds: lower case, as the index has them; a word in two rules finds the words of both. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

export function synonymMap(rules: readonly SearchSynonym[]): SynonymMap {
  const found = new Map<string, Set<string>>();
  const add = (from: string, to: readonly string[]) => {
    const term = from.toLowerCase();
    const set = found.get(term) ?? new Set<string>();
    found.set(term, set);
    for (const word of to) if (word.toLowerCase() !== term) set.add(word.toLowerCase());
  };
  for (const rule of rules) {
    if (Array.isArray(rule)) for (const word of rule) add(word, rule);
    else add(rule.input, rule.synonyms);
  }
  return new Map([...found].filter(([, set]) => set.size > 0).map(([term, set]) => [term, [...set]]));
}
