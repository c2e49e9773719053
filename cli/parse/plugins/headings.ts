/**
 * Heading ids as Docusaurus assigns them: an explicit `{#id}` (or `{/* #id *\/}`) wins;
 * otherwise the GitHub slug of the heading's plain text, with `-1`, `-2`… for repeats. Every
 * heading takes part in the numbering, the h1 included, though the h1 renders without an id.
 * In compile mode an expression in a heading is slugged by its source (`{version}`: `version`).
 * The leading h1 becomes the page's content title and leaves the body.
 */
import { slug } from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { ParseContext } from '../context.ts';
import { eachNode } from '../each-node.ts';
import { textWithValues } from './mdx-code.ts';
import { COMMENT_ID } from './mdx-safety.ts';

const EXPLICIT_ID = /\s*\{#([^{}\s]+)\}\s*$/;
const HTML_COMMENT_ID = /^<!--\s*#([^\s]+)\s*-->$/;

/** Takes an explicit id off the end of a heading, if there is one. */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (!last) return undefined;
  if (last.type === 'text') {
    const match = EXPLICIT_ID.exec(last.value);
    if (match) {
      last.value = last.value.slice(0, match.index);
      if (last.value === '') heading.children.pop();
      trimEnd(heading);
      return match[1];
    }
  }
  if (last.type === 'mdxTextExpression') {
    const match = COMMENT_ID.exec(last.value);
    if (match) {
      heading.children.pop();
      trimEnd(heading);
      return match[1];
    }
  }
  if (last.type === 'html') {
    const match = HTML_COMMENT_ID.exec(last.value.trim());
    if (match) {
      heading.children.pop();
      trimEnd(heading);
      return match[1];
    }
  }
  return undefined;
}

function trimEnd(heading: Heading): void {
  const last = heading.children[heading.children.length - 1] as Text | undefined;
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
}

export class Slugger {
  private readonly taken = new Map<string, number>();

  /** github-slugger's algorithm, with explicit ids registered as taken too. */
  slug(text: string): string {
    const base = slug(text);
    let result = base;
    while (this.taken.has(result)) {
      const count = (this.taken.get(base) ?? 0) + 1;
      this.taken.set(base, count);
      result = `${base}-${count}`;
    }
    this.taken.set(result, 0);
    return result;
  }

  reserve(id: string): void {
    if (!this.taken.has(id)) this.taken.set(id, 0);
  }
}

export function assignHeadingIds(tree: Root, ctx: ParseContext): void {
  const slugger = new Slugger();
  const first = tree.children[0];
  eachNode(tree, 'heading', (heading) => {
    const explicit = takeExplicitId(heading);
    // An expression counts by its source text in the id, as Docusaurus slugs it, and by its value in the text.
    const source = mdastToString(heading).trim();
    const text = ctx.code ? textWithValues(heading, ctx.code).trim() : source;
    const id = explicit ?? slugger.slug(source);
    if (explicit) slugger.reserve(explicit);
    const start = heading.position?.start ?? { line: 1, column: 1 };
    if (heading.depth === 1) {
      if (heading === first && ctx.contentTitle === undefined) ctx.contentTitle = text;
      ctx.headings.push({ depth: 1, text, line: start.line, column: start.column });
      return;
    }
    heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
    ctx.headings.push({ depth: heading.depth, text, id, line: start.line, column: start.column });
  });
  if (first?.type === 'heading' && first.depth === 1) tree.children.shift();
}
