/**
 * The current page's own head writes (head.ts), and what is laid over them: the head elements of
 * the page's components (head-layer.ts, loaded only by pages that have some) register a layer
 * that writes the page's head again and then their own, so removing one restores the page's.
 */
let writeOwn: (() => void) | undefined;
let layer: (() => void) | undefined;

export function setPageHead(write: () => void): void {
  writeOwn = write;
  (layer ?? write)();
}

export function writePageHead(): void {
  writeOwn?.();
}

export function layerOverPageHead(write: () => void): void {
  layer = write;
}
