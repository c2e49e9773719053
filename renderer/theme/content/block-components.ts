/**
 * MDX puts a component written on one line with its content (`<Details summary="x">y</Details>`)
 * in a paragraph. A component that renders blocks cannot sit in a `<p>` (the browser would close
 * the paragraph before it, and the page would not hydrate), so a paragraph holding only such
 * components (and spaces) gives way to them. Pure: the tree comes back unchanged (the same
 * object) when it has no such paragraph.
 */
import type { HastNode, HastRoot } from '../../../schema/artifacts.ts';

type Element = Extract<HastNode, { type: 'element' }>;

function unwrapChildren(children: HastNode[], blocks: ReadonlySet<string>): HastNode[] {
  let out: HastNode[] | undefined;
  children.forEach((child, i) => {
    let replacement: HastNode[] = [child];
    if (child.type === 'element') {
      const inner = unwrapChildren(child.children, blocks);
      const kept = child.tagName === 'p' ? inner.filter((node) => node.type === 'element' || node.value.trim() !== '') : [];
      if (kept.length > 0 && kept.every((node) => node.type === 'element' && blocks.has(node.tagName))) replacement = kept;
      else if (inner !== child.children) replacement = [{ ...child, children: inner } as Element];
    }
    if (replacement.length !== 1 || replacement[0] !== child) out ??= children.slice(0, i);
    out?.push(...replacement);
  });
  return out ?? children;
}

export function unwrapBlockComponents(tree: HastRoot, blocks: ReadonlySet<string>): HastRoot {
  const children = unwrapChildren(tree.children, blocks);
  return children === tree.children ? tree : { ...tree, children };
}
