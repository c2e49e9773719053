/**
 * Heading ids as Docusaurus assigns them, shared by the parser (its TOC and anchors) and the
 * renderer's MDX compiler (the ids a compiled page renders): an explicit `{#id}` (or
 * `{/* #id *\/}`, `<!-- #id -->`) wins; otherwise the GitHub slug of the heading's plain text,
 * with `-1`, `-2`… for repeats, explicit ids counting as taken.
 */
import { slug } from 'github-slugger';
import type { Heading, Text } from 'mdast';

/** A heading id written as an MDX comment: `{/* #id *\/}`. */
export const COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;
const EXPLICIT_ID = /\s*\{#([^{}\s]+)\}\s*$/;
const HTML_COMMENT_ID = /^<!--\s*#([^\s]+)\s*-->$/;

/** Takes an explicit id off the end of a heading, if there is one. */
export function takeExplicitId(heading: Heading): string | undefined {
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
