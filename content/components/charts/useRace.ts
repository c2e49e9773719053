/**
 * Draws one racing-bars chart into the returned element and owns it for the component's life:
 * - the chart follows the site colour mode (re-themed in place through changeOptions) unless its
 *   options set a theme, which then wins;
 * - no fixed size is passed: the chart measures its container, which the caller sizes with CSS
 *   (chartBoxHeight), so racing-bars' own ResizeObserver re-measures it when the container changes;
 * - names go outside the bars unless the options place them, and the title fits beside the
 *   control buttons (chart-layout.ts), again after every resize;
 * - on unmount or when the inputs change the chart is destroyed (timers, listeners, styles),
 *   also when it is still loading. `window.__liveRaces` counts the charts alive on the page.
 */
import type { Options, Race } from 'racing-bars';
import { useEffect, useRef, useState } from 'react';
import { withBase } from '../../../renderer/theme/base/site.ts';
import { useColorMode } from '../../../renderer/theme/base/color-mode.tsx';
import { fittedLabels, followLayout } from './chart-layout.ts';
import { loadRows } from './load-rows.ts';

declare global {
  interface Window {
    __liveRaces?: number;
  }
}

function countRace(delta: number): void {
  window.__liveRaces = Math.max(0, (window.__liveRaces ?? 0) + delta);
}

export interface UseRaceInput {
  dataUrl: string;
  dataType?: 'csv' | 'json';
  options: Partial<Options>;
  /** Changes whenever the chart must be drawn again (options are compared by this key, not identity). */
  redrawKey: string;
  /** Called once the chart is drawn; may return a cleanup run before the chart is destroyed. */
  onRace?: (racer: Race) => (() => void) | undefined;
}

export function useRace({ dataUrl, dataType, options, redrawKey, onRace }: UseRaceInput) {
  const ref = useRef<HTMLDivElement>(null);
  const { mode } = useColorMode();
  const [error, setError] = useState<string>();
  const [racer, setRacer] = useState<Race>();
  const latest = useRef({ dataUrl, dataType, options, onRace, mode });
  latest.current = { dataUrl, dataType, options, onRace, mode };
  const appliedTheme = useRef<string>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawKey stands for every input; the rest is read from `latest`.
  useEffect(() => {
    const { dataUrl, dataType, options, onRace, mode } = latest.current;
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    let drawn: Race | undefined;
    let cleanup: (() => void) | undefined;
    let layout: (() => void) | undefined;
    setError(undefined);
    (async () => {
      try {
        const { race } = await import('racing-bars');
        const type = dataType ?? (dataUrl.endsWith('.json') ? 'json' : 'csv');
        const data = await loadRows(withBase(dataUrl), type);
        if (cancelled) return;
        const theme = options.theme ?? mode;
        const labels = fittedLabels(data, options);
        const r = await race(data, element, { ...options, ...labels, theme });
        appliedTheme.current = theme;
        countRace(1);
        drawn = r;
        if (cancelled) {
          r.destroy();
          countRace(-1);
          return;
        }
        element.dataset.raceLive = 'true';
        layout = followLayout(r, element, labels, () => fittedLabels(data, options));
        cleanup = onRace?.(r);
        setRacer(r);
      } catch (e) {
        if (!cancelled) setError(String((e as Error)?.message ?? e));
      }
    })();
    return () => {
      cancelled = true;
      cleanup?.();
      layout?.();
      if (drawn) {
        drawn.destroy();
        countRace(-1);
        drawn = undefined;
      }
      delete element.dataset.raceLive;
      setRacer(undefined);
    };
  }, [redrawKey]);

  // Follow the site colour mode without redrawing from the first date.
  const explicitTheme = options.theme;
  useEffect(() => {
    if (!racer || explicitTheme || appliedTheme.current === mode) return;
    appliedTheme.current = mode;
    racer.changeOptions({ theme: mode }).catch(() => {});
  }, [racer, mode, explicitTheme]);

  return { ref, error, racer, theme: explicitTheme ?? mode };
}
