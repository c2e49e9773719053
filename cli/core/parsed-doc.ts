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

/** A unit of search: a heading, or a block of text under the latest heading. */
export type SearchBlock = { kind: 'heading'; level: number; text: string; anchor: string } | { kind: 'content'; text: string };

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
  links: LinkInfo[];
  /** the hast tree (HastRoot), serialised */
  body: string;
  words: number;
  search: SearchBlock[];
  diagnostics: Diagnostic[];
}
