/**
 * What the checks remember across a session's runs: each link check's findings by verdict (see
 * kept-finding.ts), the doc path each broken Markdown link names, the "did you mean" answers, and
 * each page's search terms.
 */
import type { SuggestionMemory } from '../diagnostics/suggest.ts';
import type { KeptFindings } from './kept-finding.ts';

export interface CheckMemory {
  brokenLink: KeptFindings<string[]>;
  /** kept by the anchors of the page the link names (the same set while that page's parse result is unchanged) */
  brokenAnchor: KeptFindings<ReadonlySet<string> | undefined>;
  brokenMarkdownLink: KeptFindings<string[]>;
  /** the doc path each verdict's link names, as the suggestions are looked for (path work, the same for a verdict every time) */
  guesses: WeakMap<object, string>;
  suggestions: SuggestionMemory;
  /** by a page's search blocks (the same array while its parse result is unchanged): its terms, as unused-search-synonym reads them */
  searchTerms: WeakMap<object, Set<string>>;
}

export function createCheckMemory(): CheckMemory {
  return { brokenLink: new WeakMap(), brokenAnchor: new WeakMap(), brokenMarkdownLink: new WeakMap(), guesses: new WeakMap(), suggestions: new Map(), searchTerms: new WeakMap() };
}
