/**
 * The head elements of mounted components (head-elements.ts) laid over the page's own head
 * (head.ts, page-head.ts): every change writes the page's head again, then the elements of every
 * mounted component, so one that unmounts takes its own off.
 */
import { type HeadElements, mergeHeadElements, metaKey } from './head-elements.ts';
import { layerOverPageHead, writePageHead } from './page-head.ts';

const mounted = new Map<string, HeadElements>();
const MARK = 'data-docs-head';

function apply(): void {
  for (const added of document.head.querySelectorAll(`[${MARK}]`)) added.remove();
  writePageHead();
  const head = mergeHeadElements(mounted.values());
  if (head.title !== undefined) document.title = head.title;
  for (const meta of head.meta) {
    const key = metaKey(meta);
    const attribute = meta.name !== undefined ? 'name' : meta.property !== undefined ? 'property' : 'itemprop';
    // The page's own meta of that key (its description, og:title, …) takes the new values; head.ts writes it again on the next page.
    const existing = key === undefined ? null : document.head.querySelector(`meta[${attribute}="${CSS.escape(key)}"]`);
    setAttributes(existing ?? addElement('meta'), meta);
  }
  for (const link of head.links) {
    const existing = link.rel === 'canonical' ? document.head.querySelector('link[rel=canonical]') : null;
    setAttributes(existing ?? addElement('link'), link);
  }
}

function addElement(tag: 'meta' | 'link'): Element {
  const element = document.createElement(tag);
  element.setAttribute(MARK, '');
  return document.head.appendChild(element);
}

function setAttributes(element: Element, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

export function mountHeadElements(id: string, elements: HeadElements): void {
  mounted.set(id, elements);
  layerOverPageHead(apply);
  apply();
}

export function unmountHeadElements(id: string): void {
  if (mounted.delete(id)) apply();
}
