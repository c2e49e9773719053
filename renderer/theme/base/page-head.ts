/**
 * The current page's own head writes (head.ts), and what is laid over them: the head elements of
 * the page's components (head-layer.ts, loaded only by pages that have some) register a layer
 * that writes the page's head again and then their own, so removing one restores the page's.
 */
import type { HeadElements } from './head-elements.ts';

export interface PageHead {
  /** Writes the page's own head now (or through the layer over it), and again whenever the layer asks. */
  set(write: () => void): void;
  /** Writes the page's own head again. */
  writeOwn(): void;
  /** Writes the page's head and what lies over it, from now on. */
  layerOver(write: () => void): void;
  /** The head elements each mounted component adds, by its id (head-layer.ts). */
  readonly mounted: Map<string, HeadElements>;
}

export function createPageHead(): PageHead {
  let own: (() => void) | undefined;
  let layer: (() => void) | undefined;
  return {
    set(write) {
      own = write;
      (layer ?? write)();
    },
    writeOwn: () => own?.(),
    layerOver(write) {
      layer = write;
    },
    mounted: new Map(),
  };
}
