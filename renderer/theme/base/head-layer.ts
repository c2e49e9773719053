/**
 * The head elements of mounted components (head-elements.ts) laid over the page's own head
 * (head.ts, page-head.ts): every change writes the page's head again, then the elements of every
 * mounted component, so one that unmounts takes its own off.
 */
import { type HeadElements, mergeHeadElements, metaKey } from './head-elements.ts';
import type { PageHead } from './page-head.ts';

/** The head elements each mounted component adds, by its id: kept on the session's head once a page has some. */
type LayeredHead = PageHead & { mounted?: Map<string, HeadElements> };

const mountedOf = (head: LayeredHead) => (head.mounted ??= new Map());

const MARK = 'data-docs-head';

function apply(pageHead: LayeredHead): void {
  for (const added of document.head.querySelectorAll(`[${MARK}]`)) added.remove();
  pageHead.own?.();
  const head = mergeHeadElements(mountedOf(pageHead).values());
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

export function mountHeadElements(pageHead: LayeredHead, id: string, elements: HeadElements): void {
  mountedOf(pageHead).set(id, elements);
  pageHead.layer = () => apply(pageHead);
  apply(pageHead);
}

export function unmountHeadElements(pageHead: LayeredHead, id: string): void {
  if (mountedOf(pageHead).delete(id)) apply(pageHead);
}
