/** Per-file state shared by the parse plugins and handlers of one run. */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic } from '../diagnostics/create.ts';
import type { SourceKind } from '../load/content.ts';
import type { Themes } from './highlight.ts';
import type { HeadingInfo, LinkInfo } from './types.ts';

export interface ParseOptions {
  themes: Themes;
}

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
  anchors: Set<string>;
  diagnostics: Diagnostic[];
  report: (level: Diagnostic['level'], code: Diagnostic['code'], message: string, at?: PositionLike, extra?: { hint?: string; target?: string; suggestions?: string[] }) => void;
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
    diagnostics: [],
    report(level, code, message, at, extra = {}) {
      const start = at?.start ?? (at?.line ? { line: at.line, column: at.column ?? 1 } : { line: 1, column: 1 });
      ctx.diagnostics.push(
        diagnostic(level, code, message, file, start, {
          endLine: at?.end?.line,
          endColumn: at?.end?.column,
          ...extra,
        }),
      );
    },
  };
  return ctx;
}
