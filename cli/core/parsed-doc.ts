/** What the parse stage produces for one source file: plain data, cacheable as JSON. */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { Point } from './point.ts';

export interface HeadingInfo {
  depth: number;
  /** plain text, as shown in the TOC */
  text: string;
  /** absent for h1, which renders without an anchor */
  id?: string;
  line: number;
  column: number;
}

export interface LinkInfo {
  /** as written */
  url: string;
  /** the element carrying it: a, img, Link, ... */
  tag: string;
  attribute: string;
  /** written as Markdown (`[x](y)`, `![x](y)`, definitions), not as JSX/HTML */
  markdown: boolean;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** A unit of search: a heading, or a block of text or a table (read as text) under the latest heading. */
export type SearchBlock = { kind: 'heading'; level: number; text: string; anchor: string } | { kind: 'content' | 'table'; text: string };

/**
 * An MDX partial the page imports (`import Shared from './_shared.mdx'`) and where its component
 * is rendered (`<Shared />`): the partial's headings, anchors and links belong to the page there.
 */
export interface PartialImport {
  /** the import's source as written */
  source: string;
  /** the local name of the default import */
  name: string;
  line: number;
  column: number;
  /** every place the page renders it, in document order */
  uses: Point[];
}

/** A component the page's JSX names (`<Chart />`), at its name. */
export interface ComponentUse {
  name: string;
  line: number;
  column: number;
  /** compile mode: the props written as plain literals (`type="shadow"`), with which the component's own links are read */
  props?: Record<string, string | number | boolean>;
}

/** What an MDX `<head>` gives the page's head (it is never emitted as written). */
export interface PageHead {
  title?: string;
  meta: Record<string, string>[];
  links: Record<string, string>[];
}

/**
 * In a page's anchors: some of its ids are computed when it renders (compile mode's code, a React
 * page), so any anchor into it may exist and none is reported broken.
 */
export const COMPUTED_IDS = '\u0000computed ids';

export interface ParsedDoc {
  path: string;
  hash: string;
  frontmatter: Record<string, unknown>;
  /** positions of top-level frontmatter keys, for diagnostics about their values */
  frontmatterKeys: Record<string, Point>;
  /** text of the leading `# h1`, removed from the body */
  contentTitle?: string;
  /** plain text of the first paragraph */
  excerpt?: string;
  headings: HeadingInfo[];
  /** every id the rendered body carries */
  anchors: string[];
  /**
   * those of `anchors` on no element Docusaurus's broken-anchor check collects (an HTML element
   * written in MDX: `<section id>`, `<a name>`, an `h1`): links to them work in a browser, and
   * Docusaurus reports them (`checks.anchors: collected`)
   */
  plainAnchors?: string[];
  links: LinkInfo[];
  /** links whose URL is computed by code (compile mode: `<Link to={item.to}>`): not checked, only counted */
  computedLinks?: number;
  /** compile mode: the page has ESM or expressions that are not comments, so its body is compiled as a module of the site's code */
  runsCode?: boolean;
  /** `_`-prefixed `.md`/`.mdx` files the page imports and renders */
  partials?: PartialImport[];
  /** the components its JSX elements name (capitalised, not members: `<Foo.Bar>` is skipped), in document order */
  components?: ComponentUse[];
  /** compile mode: the names the page's own ESM binds (its imports and exports), which its JSX may use */
  localNames?: string[];
  /** compile mode: the module each component the page renders is the default import of (`EncapsulationPill` → `@components/x`), but Docusaurus's and Markdown ones */
  componentModules?: Record<string, string>;
  /** an MDX `<head>`'s title, meta and link elements */
  head?: PageHead;
  /** code block languages no highlighter knows (shown as plain text), each with its first place */
  unknownLanguages?: { language: string; line: number; column: number }[];
  /** the hast tree (HastRoot), serialised */
  body: string;
  words: number;
  search: SearchBlock[];
  diagnostics: Diagnostic[];
}
