/**
 * A paragraph cannot hold block elements: the browser's HTML parser closes the <p> before a
 * <div>, <form>, <table>… so the prerendered page's DOM no longer matches what React renders,
 * and hydration fails. MDX wraps a JSX element that shares its line with text
 * (`<div>click me</div>`) in a paragraph; such a paragraph is unwrapped here, its children kept.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

// Elements that end an open <p> in the HTML parser (the "close a p element" list of the spec).
const BLOCK: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul',
]);

function holdsBlock(element: Element): boolean {
  return element.children.some((child) => child.type === 'element' && BLOCK.has(child.tagName));
}

function unwrap<T extends RootContent | ElementContent>(children: T[]): T[] {
  const out: T[] = [];
  for (const child of children) {
    if (child.type !== 'element') {
      out.push(child);
      continue;
    }
    child.children = unwrap(child.children);
    if (child.tagName === 'p' && holdsBlock(child)) out.push(...(child.children as T[]));
    else out.push(child);
  }
  return out;
}

export function unwrapBlockParagraphs(tree: Root): void {
  tree.children = unwrap(tree.children);
}
