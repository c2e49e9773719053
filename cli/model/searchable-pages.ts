/**
 * The pages the search indexes, as plain data (it goes to a worker in a build): every listed doc,
 * generated index, page and listed blog post, in route order. The search files are made from
 * them (cli/emit/search.ts), and the checks that read the pages' text as the search does read them.
 */
import type { SearchBlock } from '../core/parsed-doc.ts';
import type { DocRecord, GeneratedIndex, SiteModel } from './types.ts';

/** What the search files are made from: one per listed page, in route order (plain data: it goes to a worker in a build). */
export interface SearchablePage {
  route: string;
  lvl0: string;
  title: string;
  blocks: SearchBlock[];
  language: string;
}

/** The blocks of each generated page's description, one array per text (a session's, bounded). */
export interface DescriptionMemory {
  descriptions: Map<string, SearchBlock[]>;
}

/**
 * The blocks of a generated page: its description, one array per text, so that the page's
 * records are reused (cli/emit/search.ts keeps them by the array) while the description stays the same.
 */
const NO_BLOCKS: readonly SearchBlock[] = Object.freeze([]);

function descriptionBlocks(description: string | undefined, descriptions: Map<string, SearchBlock[]> | undefined): SearchBlock[] {
  if (!description) return NO_BLOCKS as SearchBlock[];
  let blocks = descriptions?.get(description);
  if (!blocks) {
    if (descriptions && descriptions.size >= 10_000) descriptions.clear(); // bounded: a long watch session edits descriptions
    blocks = [{ kind: 'content', text: description }];
    descriptions?.set(description, blocks);
  }
  return blocks;
}

/** A listed doc's searchable page. */
export function docSearchPage(d: DocRecord, language: string): SearchablePage {
  return { route: d.permalink, lvl0: d.breadcrumbs[0]?.title ?? 'Documentation', title: d.title, blocks: d.parsed.search, language };
}

/** A generated index page's searchable page. */
export function indexSearchPage(g: GeneratedIndex, language: string, memory?: DescriptionMemory): SearchablePage {
  return { route: g.permalink, lvl0: g.breadcrumbs[0]?.title ?? g.label, title: g.title, blocks: descriptionBlocks(g.description, memory?.descriptions), language };
}

export function searchablePages(model: SiteModel, memory?: DescriptionMemory): SearchablePage[] {
  const language = model.config.i18n.defaultLocale;
  return [
    ...model.docs.filter((d) => !d.unlisted).map((d) => docSearchPage(d, language)),
    ...model.generatedIndexes.map((g) => indexSearchPage(g, language, memory)),
    ...model.pages.map((p) => ({ route: p.permalink, lvl0: 'Pages', title: p.title, blocks: p.parsed.search, language })),
    ...model.blogPosts.filter((p) => !p.unlisted).map((p) => ({ route: p.permalink, lvl0: 'Blog', title: p.title, blocks: p.parsed.search, language })),
  ].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}
