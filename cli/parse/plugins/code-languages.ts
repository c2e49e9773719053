/**
 * Loads the Shiki grammars a file needs before the synchronous hast conversion runs. A language
 * no highlighter knows (Prism's and Shiki's names and aliases are known) is shown as plain text
 * and recorded with its first place: the run says so once for the site, as Docusaurus says
 * nothing per block.
 */
import type { Root } from 'mdast';
import type { HighlighterCore as Highlighter } from 'shiki/core';
import type { ParseContext } from '../context.ts';
import { eachNode } from '../each-node.ts';
import { isKnownLanguage, loadLanguages, normaliseLanguage } from '../highlight.ts';

export async function prepareCodeLanguages(tree: Root, ctx: ParseContext, highlighter?: Highlighter): Promise<void> {
  const langs = new Set<string>();
  eachNode(tree, 'code', (node) => {
    const lang = normaliseLanguage(node.lang);
    if (!isKnownLanguage(lang)) {
      const language = node.lang ?? '';
      const start = node.position?.start ?? { line: 1, column: 1 };
      if (!ctx.unknownLanguages.some((known) => known.language === language)) ctx.unknownLanguages.push({ language, line: start.line, column: start.column });
      node.lang = 'text';
      return;
    }
    node.lang = lang;
    langs.add(lang);
  });
  if (highlighter) await loadLanguages(highlighter, langs);
}
