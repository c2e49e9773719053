/**
 * The thin bar at the top of the window while the next page loads (nprogress). It shows only
 * after a navigation has waited 200 ms, so nprogress and its CSS load then, not with every page.
 */

type Bar = typeof import('nprogress');

export interface Progress {
  start(): void;
  finish(): void;
}

export function createProgress(): Progress {
  let bar: Promise<Bar> | undefined;
  let wanted = false;
  const load = (): Promise<Bar> => {
    bar ??= import('./progress-bar.ts').then((m) => m.default);
    return bar;
  };
  return {
    start() {
      wanted = true;
      load().then(
        (nprogress) => {
          if (wanted) nprogress.start();
        },
        () => {}, // offline: no bar, the navigation itself reports
      );
    },
    finish() {
      if (!wanted) return;
      wanted = false;
      load().then(
        (nprogress) => nprogress.done(),
        () => {},
      );
    },
  };
}
