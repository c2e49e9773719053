/** Per-file state shared by the parse plugins and handlers of one run. */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { type DiagnosticOptions, diagnostic } from '../diagnostics/create.ts';
import type { ParseOptions } from '../core/parse-options.ts';
import type { ComponentUse, HeadingInfo, LinkInfo, PageHead, ParsedDoc, PartialImport } from '../core/parsed-doc.ts';
import type { SourceKind } from '../core/source.ts';
import type { JsxFindings, JsxReading } from './jsx-links.ts';

export interface ParseContext {
  file: string;
  kind: SourceKind;
  format: 'md' | 'mdx';
  text: string;
  options: ParseOptions;
  frontmatter: Record<string, unknown>;
  frontmatterKeys: Record<string, { line: number; column: number }>;
  contentTitle?: string;
  headings: HeadingInfo[];
  links: LinkInfo[];
  /** every id the rendered body carries */
  anchors: Set<string>;
  /** those of `anchors` that Docusaurus's broken-anchor check also collects (see addAnchor) */
  collectedIds: Set<string>;
  /** links read from MDX code (compile mode), merged into `links` by position at the end */
  codeLinks: LinkInfo[];
  /** links whose URL is computed by code: counted, not checked */
  computedLinks: number;
  /** compile mode: the module's imports and constants, and the literal objects already read */
  code?: JsxReading;
  /** compile mode: the page has ESM or expressions that are not comments */
  runsCode?: boolean;
  partials: PartialImport[];
  /** the components the JSX names, and (compile mode) the names the page's ESM binds */
  componentUses: ComponentUse[];
  localNames: Set<string>;
  /** compile mode: component name → the module it is the default import of */
  componentModules: Record<string, string>;
  head?: PageHead;
  unknownLanguages: { language: string; line: number; column: number }[];
  diagnostics: Diagnostic[];
  /** A finding in this file, its place kept inside the text. */
  report: (options: Omit<DiagnosticOptions, 'file' | 'place'> & { place?: PositionLike }) => void;
}

export interface PositionLike {
  start?: { line: number; column: number };
  end?: { line: number; column: number };
  line?: number;
  column?: number;
}

export function createContext(file: string, kind: SourceKind, format: 'md' | 'mdx', text: string, options: ParseOptions): ParseContext {
  const ctx: ParseContext = {
    file,
    kind,
    format,
    text,
    options,
    frontmatter: {},
    frontmatterKeys: {},
    headings: [],
    links: [],
    anchors: new Set(),
    collectedIds: new Set(),
    codeLinks: [],
    computedLinks: 0,
    partials: [],
    componentUses: [],
    localNames: new Set(),
    componentModules: {},
    unknownLanguages: [],
    diagnostics: [],
    report({ place, ...options }) {
      const start = clampToText(text, place?.start ?? (place?.line ? { line: place.line, column: place.column ?? 1 } : { line: 1, column: 1 }));
      const end = place?.end ? clampToText(text, place.end) : undefined;
      ctx.diagnostics.push(diagnostic({ ...options, file, place: { start, end } }));
    },
  };
  return ctx;
}

/**
 * Records an id the page carries. `collected`: Docusaurus's broken-anchor check sees it too, as
 * the id of a heading, a Markdown link or list item, `<details>` or a component, not of an HTML
 * element written in MDX (`checks.anchors`).
 */
export function addAnchor(ctx: AnchorSets, id: string, collected: boolean): void {
  ctx.anchors.add(id);
  if (collected) ctx.collectedIds.add(id);
}

type AnchorSets = Pick<ParseContext, 'anchors' | 'collectedIds'>;

/** The ids code renders (jsx-links): those of components and `collectAnchor` collected, those of HTML elements not. */
export function addFoundAnchors(ctx: AnchorSets, found: Pick<JsxFindings, 'anchors' | 'plainIds'>): void {
  for (const id of found.anchors) addAnchor(ctx, id, true);
  for (const id of found.plainIds) addAnchor(ctx, id, false);
}

/** A parse result's ids, sorted, and those on no element Docusaurus's check collects (absent when there are none). */
export function anchorFields(ctx: AnchorSets): Pick<ParsedDoc, 'anchors' | 'plainAnchors'> {
  const anchors = [...ctx.anchors].sort();
  return ctx.collectedIds.size === ctx.anchors.size ? { anchors } : { anchors, plainAnchors: anchors.filter((id) => !ctx.collectedIds.has(id)) };
}

/**
 * Keeps a point inside the document. Parsers sometimes report one past it: micromark's MDX
 * expression errors at the end of a file count columns from the expression's start line.
 */
export function clampToText(text: string, point: { line: number; column: number }): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  while (line < point.line) {
    const next = text.indexOf('\n', lineStart);
    if (next === -1) break;
    lineStart = next + 1;
    line++;
  }
  const lineEnd = text.indexOf('\n', lineStart);
  const length = (lineEnd === -1 ? text.length : lineEnd) - lineStart;
  const column = line < point.line ? length + 1 : Math.min(Math.max(point.column, 1), length + 1);
  return { line, column };
}
