/**
 * The thin bar at the top of the window while the next page loads (nprogress). It shows only
 * after a navigation has waited 200 ms, so nprogress and its CSS load then, not with every page.
 */
type Bar = typeof import('nprogress');

let bar: Promise<Bar> | undefined;
let wanted = false;

function load(): Promise<Bar> {
  bar ??= import('./progress-bar.ts').then((m) => m.default);
  return bar;
}

export function startProgress(): void {
  wanted = true;
  load().then(
    (nprogress) => {
      if (wanted) nprogress.start();
    },
    () => {}, // offline: no bar, the navigation itself reports
  );
}

/** Completes and fades the bar; nothing happens when it was never started. */
export function finishProgress(): void {
  if (!wanted) return;
  wanted = false;
  load().then(
    (nprogress) => nprogress.done(),
    () => {},
  );
}
