/**
 * parse: one source file → frontmatter, headings with ids, links with positions, anchors and
 * the page body as a hast tree. Nothing here touches the disk or the console; every problem
 * is a diagnostic in the result.
 */
import type { Root as HastRoot } from 'hast';
import type { Paragraph, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { toHast } from 'mdast-util-to-hast';
import type { SourceFile } from '../load/content.ts';
import { collectAndClean } from './collect.ts';
import { createContext, type ParseOptions } from './context.ts';
import { codeHandler } from './handlers/code.ts';
import { mdxJsxHandler } from './handlers/mdx-jsx.ts';
import { getHighlighter } from './highlight.ts';
import { prepareCodeLanguages } from './plugins/code-languages.ts';
import { transformDirectives } from './plugins/directives.ts';
import { readFrontmatter } from './plugins/frontmatter.ts';
import { assignHeadingIds } from './plugins/headings.ts';
import { checkMdxSafety } from './plugins/mdx-safety.ts';
import { searchBlocks } from './plugins/search-blocks.ts';
import { preprocess } from './preprocess.ts';
import { processorFor } from './processor.ts';
import type { ParsedDoc } from './types.ts';

export type { ParseOptions } from './context.ts';
export type { HeadingInfo, LinkInfo, ParsedDoc } from './types.ts';

export { PARSE_VERSION } from './version.ts';

const EMPTY_BODY = JSON.stringify({ type: 'root', children: [] });

/**
 * Deeper nesting than any real page has: micromark's container handling is quadratic in the
 * depth and the tree passes recurse, so `> > > …` 5,000 deep took seconds and then overflowed
 * the stack. Such a document is reported instead of parsed.
 */
export const MAX_NESTING = 100;
const CONTAINER = /[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))/y;

/** The first line whose leading block containers (`>`, list markers) nest deeper than MAX_NESTING. */
export function tooDeep(text: string): { line: number; column: number } | undefined {
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    CONTAINER.lastIndex = start;
    let depth = 0;
    while (CONTAINER.lastIndex < end && CONTAINER.exec(text)) {
      if (++depth > MAX_NESTING) return { line, column: CONTAINER.lastIndex - start };
    }
    start = end + 1;
    line++;
  }
  return undefined;
}

interface ParseFailure {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

export async function parseSource(source: Pick<SourceFile, 'path' | 'hash' | 'kind' | 'format' | 'text'>, options: ParseOptions): Promise<ParsedDoc> {
  const ctx = createContext(source.path, source.kind, source.format, source.text, options);
  let search: ParsedDoc['search'] = [];
  const result = (body: string, excerpt?: string, words = 0): ParsedDoc => ({
    path: source.path,
    hash: source.hash,
    frontmatter: ctx.frontmatter,
    frontmatterKeys: ctx.frontmatterKeys,
    contentTitle: ctx.contentTitle,
    excerpt,
    headings: ctx.headings,
    anchors: [...ctx.anchors].sort(),
    links: ctx.links,
    body,
    words,
    search,
    diagnostics: ctx.diagnostics,
  });

  const deep = tooDeep(source.text);
  if (deep) {
    ctx.report('error', 'parse-error', `block quotes and lists nest more than ${MAX_NESTING} levels deep here; the file was not parsed`, deep);
    return result(EMPTY_BODY);
  }
  let tree: Root;
  try {
    tree = processorFor(source.format).parse(preprocess(source.text, source.format));
  } catch (error) {
    const failure = error as ParseFailure;
    const place = failure.place && 'start' in failure.place ? failure.place.start : failure.place;
    const reason = (failure.reason ?? failure.message ?? String(error)).split('\n')[0];
    // Some errors (an unclosed `<div>` at the end of the file) carry their position only in the text: "(5:1-5:6)".
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
    ctx.report('error', 'parse-error', `could not parse ${source.format.toUpperCase()}: ${reason}`, {
      line: place?.line ?? failure.line ?? (inText ? Number(inText[1]) : 1),
      column: place?.column ?? failure.column ?? (inText ? Number(inText[2]) : 1),
    }, source.format === 'mdx' ? { hint: 'in MDX, `<` and `{` start JSX and expressions; escape them as \\< and \\{ in text' } : {});
    return result(EMPTY_BODY);
  }

  try {
    return await transform(tree, source, ctx, options, result, (blocks) => {
      search = blocks;
    });
  } catch (error) {
    // Pathological nesting the guard above does not see (JSX, expressions) overflows the stack in the tree passes.
    if (!(error instanceof RangeError)) throw error;
    ctx.headings.length = 0;
    ctx.links.length = 0;
    ctx.anchors.clear();
    ctx.report('error', 'parse-error', `the document nests too deeply to process: ${error.message}`, { line: 1, column: 1 });
    return result(EMPTY_BODY);
  }
}

async function transform(
  tree: Root,
  source: Pick<SourceFile, 'format'>,
  ctx: ReturnType<typeof createContext>,
  options: ParseOptions,
  result: (body: string, excerpt?: string, words?: number) => ParsedDoc,
  setSearch: (blocks: ParsedDoc['search']) => void,
): Promise<ParsedDoc> {
  readFrontmatter(tree, ctx);
  if (source.format === 'mdx') checkMdxSafety(tree, ctx);
  transformDirectives(tree, ctx);
  assignHeadingIds(tree, ctx);
  const highlighter = await getHighlighter(options.themes);
  await prepareCodeLanguages(tree, ctx, highlighter);

  const firstParagraph = tree.children.find((n): n is Paragraph => n.type === 'paragraph');
  const excerpt = firstParagraph ? mdastToString(firstParagraph).replace(/\s+/g, ' ').trim() : undefined;
  const words = mdastToString(tree).split(/\s+/).filter(Boolean).length;
  setSearch(searchBlocks(tree));

  const jsx = mdxJsxHandler(ctx);
  const hast = toHast(tree, {
    handlers: { code: codeHandler(highlighter, options.themes), mdxJsxFlowElement: jsx, mdxJsxTextElement: jsx },
  }) as HastRoot;
  collectAndClean(hast, ctx);
  return result(JSON.stringify(hast), excerpt || undefined, words);
}
