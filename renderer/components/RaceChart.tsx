/**
 * A live bar chart race drawn by the real racing-bars package. Renders only in the browser,
 * follows the site colour mode unless the options set a theme, and is destroyed on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import { withBase } from '../app/site.ts';
import { useColorMode } from '../theme/color-mode.tsx';

export interface RaceChartProps {
  dataUrl?: string;
  options?: Record<string, unknown>;
  height?: number;
}

type Racer = { destroy: () => void };

export default function RaceChart({ dataUrl = '/data/population.csv', options = {}, height = 420 }: RaceChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { mode } = useColorMode();
  const [error, setError] = useState<string>();
  const theme = (options.theme as string | undefined) ?? mode;
  const key = JSON.stringify({ dataUrl, options, theme });

  useEffect(() => {
    // Everything the effect uses comes from the serialised key, so equal props never redraw.
    const { dataUrl, options, theme } = JSON.parse(key) as { dataUrl: string; options: Record<string, unknown>; theme: string };
    let racer: Racer | undefined;
    let cancelled = false;
    (async () => {
      try {
        const { loadData, race } = await import('racing-bars');
        const type = (options.dataType as string | undefined) ?? (dataUrl.endsWith('.json') ? 'json' : 'csv');
        const data = await loadData(withBase(dataUrl), type as 'csv');
        if (cancelled || !ref.current) return;
        racer = (await race(data, ref.current, { ...options, theme, height })) as unknown as Racer;
        if (cancelled) racer.destroy();
      } catch (e) {
        if (!cancelled) setError(String((e as Error)?.message ?? e));
      }
    })();
    return () => {
      cancelled = true;
      racer?.destroy();
    };
  }, [key, height]);

  if (error) return <div className="race-chart-error" role="alert">The chart could not be drawn: {error}</div>;
  return <div className="race-chart" ref={ref} style={{ minHeight: height }} data-testid="race-chart" />;
}
