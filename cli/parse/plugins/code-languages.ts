/** Loads the Shiki grammars a file needs before the synchronous hast conversion runs. */
import type { Root } from 'mdast';
import type { HighlighterCore as Highlighter } from 'shiki/core';
import type { ParseContext } from '../context.ts';
import { eachNode } from '../each-node.ts';
import { isKnownLanguage, loadLanguages, normaliseLanguage } from '../highlight.ts';

/** Reports unknown languages and normalises the others; loads their grammars when given a highlighter. */
export async function prepareCodeLanguages(tree: Root, ctx: ParseContext, highlighter?: Highlighter): Promise<void> {
  const langs = new Set<string>();
  eachNode(tree, 'code', (node) => {
    const lang = normaliseLanguage(node.lang);
    if (!isKnownLanguage(lang)) {
      ctx.report({
        code: 'unknown-language',
        message: `unknown code language "${node.lang}"; the block is shown without highlighting`,
        place: node.position,
        actual: node.lang ?? '',
      });
      node.lang = 'text';
      return;
    }
    node.lang = lang;
    langs.add(lang);
  });
  if (highlighter) await loadLanguages(highlighter, langs);
}
