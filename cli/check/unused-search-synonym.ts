/**
 * unused-search-synonym: a word a search synonym rule finds that no page has, as the search reads
 * the pages (titles, headings and their identifiers' words, paragraphs, tables; in any of the
 * forms the engine also tries): the rule finds nothing with it, most often a misspelling. A
 * group is reported only when none of its words is on a page: its other words are the readers'.
 */
import type { SearchSynonym } from '../../schema/config.ts';
import { identifierParts, otherForms, tokenize } from '../../schema/search-fields.ts';
import { synonymTerm } from '../../schema/search-synonyms.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { locateKeyPath, sourceKeyPath } from '../diagnostics/position.ts';
import { closest, editDistance } from '../diagnostics/suggest.ts';
import { type SearchablePage, searchablePages } from '../model/searchable-pages.ts';
import type { Check } from './context.ts';
import type { CheckMemory } from './memory.ts';

const RULES = ['themeConfig', 'search', 'synonyms'] as const;

const HINT = 'a synonym finds a word the pages use, as the search splits their text (an identifier such as `tickDuration` is one word): check its spelling, or leave it out';

export const unusedSearchSynonym: Check = ({ model, memory }) => {
  const rules = model.config.themeConfig.search.synonyms;
  if (rules.length === 0) return [];
  const terms = siteTerms(searchablePages(model), memory);
  const onPage = (word: string) => {
    const term = synonymTerm(word);
    return terms.has(term) || otherForms(term).some((form) => terms.has(form));
  };
  const at = (keyPath: (string | number)[]) => locateKeyPath(model.configText, sourceKeyPath(model.configOrigins ?? [], [...RULES, ...keyPath]));
  const out = [];
  for (const [i, rule] of rules.entries()) {
    for (const { word, keyPath, message } of unfound(rule, i, onPage)) {
      // A group's words are mostly the readers' own: only a one-way rule's word is a likely misspelling of the pages'.
      const expected = Array.isArray(rule) ? [] : misspelt(synonymTerm(word), terms);
      out.push(diagnostic({ code: 'unused-search-synonym', message, file: model.configFile, place: at(keyPath), actual: word, expected, note: HINT }));
    }
  }
  return out;
};

/** The pages' words a misspelling of them could be: up to three, two edits away (one for a short word, more for a long one: one in three letters). */
function misspelt(term: string, terms: Iterable<string>): string[] {
  const most = term.length <= 3 ? 1 : Math.max(2, Math.floor(term.length / 3));
  return closest(term, terms, 3).filter((near) => editDistance(term, near) <= most);
}

/** The words of rule `i` that find nothing, each with where it is written and what to say. */
function unfound(rule: SearchSynonym, i: number, onPage: (word: string) => boolean): { word: string; keyPath: (string | number)[]; message: string }[] {
  if (Array.isArray(rule)) {
    if (rule.some(onPage)) return [];
    const listed = rule.map((word) => `"${word}"`).join(', ');
    return [{ word: rule[0], keyPath: [i], message: `no word of the search synonym group ${listed} is on any page: the group finds nothing` }];
  }
  return rule.synonyms.flatMap((word, j) => (onPage(word) ? [] : [{ word, keyPath: [i, 'synonyms', j], message: `the search synonym "${word}" (for "${rule.input}") is on no page: a reader who types "${rule.input}" finds nothing more with it` }]));
}

/** Every term the search index has for these pages, and the words of their headings' identifiers. */
function siteTerms(pages: readonly SearchablePage[], memory: CheckMemory): Set<string> {
  const terms = new Set<string>();
  for (const page of pages) {
    for (const term of tokenize(page.title)) terms.add(term);
    for (const part of identifierParts(page.title)) terms.add(part);
    let blocks = memory.searchTerms.get(page.blocks);
    if (!blocks) {
      const found = new Set<string>();
      for (const block of page.blocks) {
        for (const term of tokenize(block.text)) found.add(term);
        if (block.kind === 'heading') for (const part of identifierParts(block.text)) found.add(part);
      }
      blocks = found;
      memory.searchTerms.set(page.blocks, blocks);
    }
    for (const term of blocks) terms.add(term);
  }
  return terms;
}
