/** What a file is parsed with: part of the parse cache's key, so plain JSON. */
import type { ContentLimits } from '../../schema/config.ts';
import type { DeclaredProps } from '../../schema/content-components.ts';

/** The code highlighting themes, light and dark (CSS variables switch them). */
export interface Themes {
  light: string;
  dark: string;
}

export interface ParseOptions {
  themes: Themes;
  /**
   * Only what the checks read (`docs-cli check`): frontmatter, headings, links, anchors and
   * diagnostics. No highlighting (Shiki's grammars are most of a worker's start-up), no page
   * body and no search blocks. Part of the cache key, so such entries never reach a build.
   */
  findingsOnly?: boolean;
  /** with `findingsOnly`, the search blocks too: the site names search synonyms, which a check compares with the pages' text */
  searchBlocks?: boolean;
  /** past one of these a file is refused instead of parsed (cli/parse/limits.ts); the defaults when absent */
  limits?: ContentLimits;
  /**
   * `markdown.mdxCode`: `data` (absent) keeps MDX code out (import lines ignored, `export` and
   * expressions are errors); `compile` reads it as the authors' code, never run: what can be
   * known statically (links, string constants) is kept, the rest is counted as not checked.
   */
  mdxCode?: 'data' | 'compile';
  /** `markdown.mdx1Compat.comments`: HTML comments are blanked out before MDX parsing (absent: on, as in Docusaurus) */
  htmlComments?: boolean;
  /** the admonition keywords (`:::note`); absent: Docusaurus's six */
  admonitions?: string[];
  /** `markdown.math`: `$…$` and `$$…$$` are math, as remark-math reads them (absent: plain text) */
  math?: boolean;
  /** `componentProps`: the props the site declares for its own components (absent: none) */
  componentProps?: DeclaredProps;
}
