/**
 * Where a tree nests too deeply: found with an explicit stack, since it is asked for after the
 * recursive passes overflowed the call stack on that very tree.
 */
import type { Node, Parent } from 'unist';

export interface DeepPoint {
  line: number;
  column: number;
  depth: number;
}

/**
 * The first node, in document order, nested more than `limit` levels below the root (the
 * root's children are at level 1); without one, the deepest node. Nodes without a position
 * (generated ones) count toward the depth but are never the answer.
 */
export function whereNestingExceeds(tree: Parent, limit: number): DeepPoint | undefined {
  let deepest: DeepPoint | undefined;
  const stack: { node: Node; depth: number }[] = [];
  for (let i = tree.children.length - 1; i >= 0; i--) stack.push({ node: tree.children[i], depth: 1 });
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const start = node.position?.start;
    if (start) {
      const point = { line: start.line, column: start.column, depth };
      if (depth > limit) return point;
      if (!deepest || depth > deepest.depth) deepest = point;
    }
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth: depth + 1 });
  }
  return deepest;
}

/**
 * Where the tags of a text (JSX, or HTML in MDX) first nest more than `limit` deep: the `<` of the
 * first opening tag past it. Tags are counted as they open and close (a self-closing one opens
 * nothing), in one pass over the text: asked when the parser itself overflowed the stack on it,
 * so there is no tree to walk.
 */
export function whereTagsNestTooDeep(text: string, limit: number): { line: number; column: number } | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      line++;
      lineStart = i + 1;
      continue;
    }
    if (c !== 0x3c /* < */) continue;
    const next = text.charCodeAt(i + 1);
    if (next === 0x2f /* / */) {
      if (depth > 0) depth--;
      continue;
    }
    // An opening tag or a fragment; a `<` of text, a comment or a declaration is none.
    if (next !== 0x3e /* > */ && !isLetter(next)) continue;
    const end = tagEnd(text, i + 1);
    if (end === -1) return undefined;
    if (text.charCodeAt(end - 1) !== 0x2f /* / */ && ++depth > limit) return { line, column: i - lineStart + 1 };
    for (let j = i + 1; j < end; j++) {
      if (text.charCodeAt(j) !== 0x0a) continue;
      line++;
      lineStart = j + 1;
    }
    i = end;
  }
  return undefined;
}

const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** The `>` that ends a tag starting at `from`: not one inside a quoted value or a `{…}` expression; -1 when none. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  let braces = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x7b) braces++;
    else if (c === 0x7d) braces = Math.max(0, braces - 1);
    else if (c === 0x3e && braces === 0) return i;
  }
  return -1;
}
