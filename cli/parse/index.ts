/**
 * parse: one source file → frontmatter, headings with ids, links with positions, anchors and
 * the page body as a hast tree. Nothing here touches the disk or the console; every problem
 * is a diagnostic in the result.
 */
import type { Root as HastRoot } from 'hast';
import type { Paragraph, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { raw } from 'hast-util-raw';
import { toHast } from 'mdast-util-to-hast';
import { VFile } from 'vfile';
import type { ParseOptions } from '../core/parse-options.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import { collectAndClean } from './collect.ts';
import { anchorFields, createContext } from './context.ts';
import { codeHandler } from './handlers/code.ts';
import { mdxJsxHandler } from './handlers/mdx-jsx.ts';
import { getHighlighter, type Highlighters } from './highlight.ts';
import { prepareCodeLanguages } from './plugins/code-languages.ts';
import { transformDirectives } from './plugins/directives.ts';
import { readFrontmatter } from './plugins/frontmatter.ts';
import { assignHeadingIds } from './plugins/headings.ts';
import { checkMdxSafety } from './plugins/mdx-safety.ts';
import { unwrapBlockParagraphs } from './plugins/paragraph-nesting.ts';
import { searchBlocks } from './plugins/search-blocks.ts';
import { pageFormat } from './format.ts';
import { blankHtmlComments } from '../../schema/html-comments.ts';
import { beyondLimits, DEFAULT_LIMITS, raise, tooManyHeadings, tooManyInlineMarkers } from './limits.ts';
import { whereNestingExceeds, whereTagsNestTooDeep } from './nesting.ts';
import { readMdxCode, settleExpressions } from './plugins/mdx-code.ts';
import { recordPartials } from './plugins/partials.ts';
import { preprocess } from '../../schema/mdx-preprocess.ts';
import { processorFor } from './processor.ts';
import { failurePoint, parsePrefix } from './recover.ts';

export type { ParseOptions } from '../core/parse-options.ts';
export type { ComponentUse, HeadingInfo, LinkInfo, PageHead, ParsedDoc, PartialImport } from '../core/parsed-doc.ts';
export { type JsxFindings, type JsxReading, jsxLinks, type StaticLink } from './jsx-links.ts';
export { addFoundAnchors, anchorFields } from './context.ts';
export { addToScope, createScope, type Scope } from './static-value.ts';

const EMPTY_BODY = JSON.stringify({ type: 'root', children: [] });

export { createHighlighters, type Highlighters } from './highlight.ts';

/** `highlighters`: what the parser keeps from file to file (a call without them makes its own). */
/** Links in document order: those read from MDX code join the elements' by their place. */
function linksInOrder(ctx: ReturnType<typeof createContext>): ParsedDoc['links'] {
  if (ctx.codeLinks.length === 0) return ctx.links;
  return [...ctx.links, ...ctx.codeLinks].sort((a, b) => a.line - b.line || a.column - b.column);
}

export async function parseSource(source: Pick<SourceFile, 'path' | 'hash' | 'kind' | 'format' | 'text'>, options: ParseOptions, highlighters?: Highlighters): Promise<ParsedDoc> {
  const format = pageFormat(source.path, source.format, source.text);
  const ctx = createContext(source.path, source.kind, format, source.text, options);
  let search: ParsedDoc['search'] = [];
  const result = (body: string, excerpt?: string, words = 0): ParsedDoc => ({
    path: source.path,
    hash: source.hash,
    frontmatter: ctx.frontmatter,
    frontmatterKeys: ctx.frontmatterKeys,
    contentTitle: ctx.contentTitle,
    excerpt,
    headings: ctx.headings,
    ...anchorFields(ctx),
    links: linksInOrder(ctx),
    ...(ctx.computedLinks > 0 ? { computedLinks: ctx.computedLinks } : {}),
    ...(ctx.runsCode ? { runsCode: true } : {}),
    ...(ctx.partials.length > 0 ? { partials: ctx.partials } : {}),
    ...(ctx.componentUses.length > 0 ? { components: ctx.componentUses } : {}),
    ...(ctx.localNames.size > 0 ? { localNames: [...ctx.localNames].sort() } : {}),
    ...(Object.keys(ctx.componentModules).length > 0 ? { componentModules: ctx.componentModules } : {}),
    ...(ctx.head ? { head: ctx.head } : {}),
    ...(ctx.unknownLanguages.length > 0 ? { unknownLanguages: ctx.unknownLanguages } : {}),
    body,
    words,
    search,
    diagnostics: ctx.diagnostics,
  });

  const limits = options.limits ?? DEFAULT_LIMITS;
  const refusal = beyondLimits(source.text, limits);
  if (refusal) {
    ctx.report({ code: refusal.code, message: refusal.message, place: refusal.at, note: refusal.hint });
    return result(EMPTY_BODY);
  }
  const crowded = tooManyInlineMarkers(source.text, limits);
  if (crowded) {
    const what = crowded.marker === 'emphasis' ? 'emphasis markers (`*`, `_`)' : crowded.marker === 'bracket' ? 'opening brackets (`[`)' : 'words';
    ctx.report({
      code: 'content-too-large',
      message: `this paragraph has more than ${crowded.limit.toLocaleString('en-US')} ${what} (${raise(crowded.key)}); the file was not parsed`,
      place: crowded,
      note: 'escape literal characters with a backslash, split the paragraph, or put the text in a code block',
    });
    return result(EMPTY_BODY);
  }
  let tree: Root;
  // HTML comments are not MDX: blanked out in place (mdx1Compat.comments, on unless turned off).
  const text = preprocess(format === 'mdx' && options.htmlComments !== false ? blankHtmlComments(source.text) : source.text, format, { unwrapMdxCodeBlocks: options.mdxCode === 'compile' });
  try {
    tree = processorFor(format, { math: options.math }).parse(text);
  } catch (error) {
    // Tags nested deeper than the parser's own recursion can go overflow the stack in micromark.
    if (error instanceof RangeError) {
      const deep = whereTagsNestTooDeep(source.text, limits.maxNesting);
      const where = deep ? `elements nest more than ${limits.maxNesting} levels deep here` : 'the document nests too deeply to parse';
      ctx.report({ code: 'parse-error', message: `${where}; the file was not parsed (${error.message})`, place: deep });
      return result(EMPTY_BODY);
    }
    const failure = error as { reason?: string; message?: string; place?: { line?: number; column?: number; start?: { line: number; column: number } }; line?: number; column?: number };
    const place = failure.place && 'start' in failure.place ? failure.place.start : failure.place;
    const reason = (failure.reason ?? failure.message ?? String(error)).split('\n')[0];
    // Some errors (an unclosed `<div>` at the end of the file) carry their position only in the text: "(5:1-5:6)".
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
    ctx.report({
      code: 'parse-error',
      message: `could not parse ${format.toUpperCase()}: ${reason}`,
      place: { line: place?.line ?? failure.line ?? (inText ? Number(inText[1]) : 1), column: place?.column ?? failure.column ?? (inText ? Number(inText[2]) : 1) },
      note: format === 'mdx' ? 'in MDX, `<` and `{` start JSX and expressions; escape them as \\< and \\{ in text' : undefined,
    });
    // What comes before the error still counts: its headings, ids and links.
    const point = failurePoint(error);
    const prefix = point && parsePrefix(text, format, point, { math: options.math });
    if (!prefix) return result(EMPTY_BODY);
    tree = prefix;
  }
  const headings = tooManyHeadings(tree, limits.maxHeadings);
  if (headings) {
    ctx.report({ code: headings.code, message: headings.message, place: headings.at, note: headings.hint });
    return result(EMPTY_BODY);
  }

  try {
    return await transform(tree, source, ctx, options, highlighters, result, (blocks) => {
      search = blocks;
    });
  } catch (error) {
    // Pathological nesting the guard above does not see (JSX, expressions) overflows the stack in the tree passes.
    if (!(error instanceof RangeError)) throw error;
    ctx.headings.length = 0;
    ctx.links.length = 0;
    ctx.codeLinks.length = 0;
    ctx.componentUses.length = 0;
    ctx.anchors.clear();
    ctx.collectedIds.clear();
    const deep = whereNestingExceeds(tree, limits.maxNesting);
    const where = deep && deep.depth > limits.maxNesting ? `elements nest more than ${limits.maxNesting} levels deep here` : 'the document nests too deeply to process';
    ctx.report({ code: 'parse-error', message: `${where}; the file was not processed (${error.message})`, place: deep ?? { line: 1, column: 1 } });
    return result(EMPTY_BODY);
  }
}

async function transform(
  tree: Root,
  source: Pick<SourceFile, 'text'>,
  ctx: ReturnType<typeof createContext>,
  options: ParseOptions,
  highlighters: Highlighters | undefined,
  result: (body: string, excerpt?: string, words?: number) => ParsedDoc,
  setSearch: (blocks: ParsedDoc['search']) => void,
): Promise<ParsedDoc> {
  readFrontmatter(tree, ctx);
  if (ctx.format === 'mdx') {
    recordPartials(tree, ctx);
    if (options.mdxCode === 'compile') readMdxCode(tree, ctx);
    else checkMdxSafety(tree, ctx);
  }
  transformDirectives(tree, ctx);
  assignHeadingIds(tree, ctx);
  if (ctx.code) settleExpressions(tree, ctx.code);
  const highlighter = options.findingsOnly ? undefined : await getHighlighter(options.themes, highlighters);
  await prepareCodeLanguages(tree, ctx, highlighter);

  const firstParagraph = tree.children.find((n): n is Paragraph => n.type === 'paragraph');
  const excerpt = firstParagraph ? mdastToString(firstParagraph).replace(/\s+/g, ' ').trim() : undefined;
  const words = mdastToString(tree).split(/\s+/).filter(Boolean).length;
  if (!options.findingsOnly || options.searchBlocks) setSearch(searchBlocks(tree));

  const jsx = mdxJsxHandler(ctx);
  let hast = toHast(tree, {
    handlers: { code: codeHandler(highlighter, options.themes, highlighters?.blocks), mdxJsxFlowElement: jsx, mdxJsxTextElement: jsx },
    // CommonMark files carry HTML as strings: parse it like a browser would (parse5, positions
    // kept) so that collectAndClean sees, reports and removes what is unsafe in it, like in MDX.
    allowDangerousHtml: ctx.format === 'md',
  }) as HastRoot;
  if (ctx.format === 'md') hast = raw(hast, { file: new VFile({ value: source.text }) }) as HastRoot;
  // Cleaning first: the elements a removed element held take its place, perhaps inside a paragraph.
  collectAndClean(hast, ctx);
  unwrapBlockParagraphs(hast);
  return result(options.findingsOnly ? EMPTY_BODY : JSON.stringify(hast), excerpt || undefined, words);
}
