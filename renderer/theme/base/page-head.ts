/**
 * The current page's own head writes (head.ts), and what is laid over them: the head elements of
 * the page's components (head-layer.ts, loaded only by pages that have some) register a layer
 * that writes the page's head again and then their own, so removing one restores the page's.
 */

/** A session's head: the page's own writes, and the layer over them once a component adds to the head. */
export interface PageHead {
  own?: () => void;
  layer?: () => void;
}

/** Writes the page's own head now (or through the layer over it), and again whenever the layer asks. */
export function setPageHead(head: PageHead, write: () => void): void {
  head.own = write;
  (head.layer ?? write)();
}
