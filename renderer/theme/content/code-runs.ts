/**
 * Inline code written in pieces side by side, with links between them (`Promise<`[`Data`](…)`[]>`,
 * as the API reference writes types), joined into one `<code>` holding the links, so that a type
 * reads as written (`Promise<Data[]>`) instead of as separate boxes (`Promise< Data []>`).
 * Pure: returns the tree unchanged (the same object) when it has no such run.
 */
import type { HastNode, HastRoot } from '../../../schema/artifacts.ts';

type Element = Extract<HastNode, { type: 'element' }>;

const isCode = (node: HastNode): node is Element => node.type === 'element' && node.tagName === 'code';

/** `<a><code>x</code></a>`: a link around exactly one piece of code. */
function isLinkedCode(node: HastNode): node is Element {
  return node.type === 'element' && node.tagName === 'a' && node.children.length === 1 && isCode(node.children[0]);
}

const isPiece = (node: HastNode) => isCode(node) || isLinkedCode(node);

/** One piece's content inside the joined `<code>`: the code's children, or the link around them. */
function contentOf(piece: Element): HastNode[] {
  if (piece.tagName === 'code') return piece.children;
  const code = piece.children[0] as Element;
  return [{ ...piece, children: code.children }];
}

function joinChildren(children: HastNode[]): HastNode[] {
  const out: HastNode[] = [];
  let changed = false;
  for (let i = 0; i < children.length; ) {
    let end = i;
    while (end < children.length && isPiece(children[end])) end++;
    if (end - i >= 2) {
      out.push({ type: 'element', tagName: 'code', properties: {}, children: (children.slice(i, end) as Element[]).flatMap(contentOf) });
      changed = true;
      i = end;
      continue;
    }
    const child = children[i];
    // A code block's <pre><code> is one piece alone, and nothing inside code is joined again.
    const joined = child.type === 'element' && child.tagName !== 'code' ? joinElement(child) : child;
    if (joined !== child) changed = true;
    out.push(joined);
    i++;
  }
  return changed ? out : children;
}

function joinElement(node: Element): Element {
  const children = joinChildren(node.children);
  return children === node.children ? node : { ...node, children };
}

export function joinCodeRuns(tree: HastRoot): HastRoot {
  const children = joinChildren(tree.children);
  return children === tree.children ? tree : { ...tree, children };
}
