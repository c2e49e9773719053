/**
 * The site's collapse animation (sidebar categories, `@theme/Details`): the element's height
 * goes from its content's to 0 or back, over a time that follows the height.
 */

/** Collapse duration from the height, as Docusaurus does: taller lists animate a little longer. */
export function collapseDuration(height: number): number {
  if (!height) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** Animates `element` open or closed (it must be laid out, not `hidden`); `done` runs at the end. Returns what cancels the end. */
export function animateCollapse(element: HTMLElement, open: boolean, done: () => void): () => void {
  const height = element.scrollHeight;
  const duration = collapseDuration(height);
  element.style.overflow = 'hidden';
  element.style.height = open ? '0px' : `${height}px`;
  // Lay the start height out before the transition is set, or the browser has nothing to animate from.
  element.getBoundingClientRect();
  element.style.transition = `height ${duration}ms ease-in-out`;
  element.style.height = open ? `${height}px` : '0px';
  const timer = setTimeout(() => {
    element.style.transition = '';
    element.style.height = '';
    element.style.overflow = '';
    done();
  }, duration + 20);
  return () => clearTimeout(timer);
}
