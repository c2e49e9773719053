/**
 * The thin bar at the top of the window while the next page loads (nprogress). It shows only
 * after a navigation has waited 200 ms, so nprogress and its CSS load then, not with every page.
 */

type Bar = typeof import('nprogress');

/** A session's bar: loaded the first time a navigation is slow, and whether one is waiting now. */
export interface Progress {
  bar?: Promise<Bar>;
  wanted: boolean;
}

function load(progress: Progress): Promise<Bar> {
  progress.bar ??= import('./progress-bar.ts').then((m) => m.default);
  return progress.bar;
}

export function startProgress(progress: Progress): void {
  progress.wanted = true;
  load(progress).then(
    (nprogress) => {
      if (progress.wanted) nprogress.start();
    },
    () => {}, // offline: no bar, the navigation itself reports
  );
}

export function finishProgress(progress: Progress): void {
  if (!progress.wanted) return;
  progress.wanted = false;
  load(progress).then(
    (nprogress) => nprogress.done(),
    () => {},
  );
}
