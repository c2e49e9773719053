/** mdast `code` → a Shiki-highlighted `pre` with the block's language, title and marked lines. */
import type { Element } from 'hast';
import type { Code } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import type { HighlighterCore as Highlighter } from 'shiki/core';
import type { Themes } from '../../core/parse-options.ts';
import { highlight, parseLineRanges } from '../highlight.ts';

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)')/;
const LINES = /\{([\d,\s-]+)\}/;

/** Without a highlighter (a findings-only parse) the block becomes an empty `pre`: code carries no links or ids. */
export function codeHandler(highlighter: Highlighter | undefined, themes: Themes, blocks?: Map<string, Element>) {
  return (state: State, node: Code): Element => {
    const meta = node.meta ?? '';
    const title = TITLE.exec(meta);
    const lines = LINES.exec(meta);
    const lang = node.lang ?? 'text';
    const pre: Element = highlighter
      ? highlight(highlighter, node.value, lang, themes, lines ? parseLineRanges(lines[1]) : new Set(), blocks)
      : { type: 'element', tagName: 'pre', properties: {}, children: [] };
    pre.properties = {
      ...pre.properties,
      dataLanguage: lang,
      ...(title ? { dataTitle: title[1] ?? title[2] } : {}),
      ...(/\bshowLineNumbers\b/.test(meta) ? { dataLineNumbers: true } : {}),
    };
    state.patch(node, pre);
    return pre;
  };
}
