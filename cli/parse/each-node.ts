/**
 * Calls `fn` on every node of `type` in document order. The passes that only look for one kind
 * of node use this instead of unist-util-visit, which creates a closure for every node and
 * renames it (`Object.defineProperty(visit, 'name', …)`, for its stack traces).
 */
import type { Nodes, Root } from 'mdast';

type NodeOf<T extends Nodes['type']> = Extract<Nodes, { type: T }>;

export function eachNode<T extends Nodes['type']>(tree: Root, type: T, fn: (node: NodeOf<T>) => void): void {
  const walk = (node: Nodes) => {
    if (node.type === type) fn(node as NodeOf<T>);
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
}
