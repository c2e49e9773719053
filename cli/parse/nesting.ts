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
