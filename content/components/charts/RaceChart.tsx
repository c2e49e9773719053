/**
 * A live bar chart race drawn by the real racing-bars package (MDX: `<RaceChart dataUrl="…"
 * options={{…}} />`). Renders only in the browser, follows the site colour mode unless the
 * options set a theme, fills its container's width (re-measured on resize; `height` is the CSS
 * height of the container, never a fixed chart size, and grows when `topN` rows need more:
 * chart-layout.ts) and is destroyed on unmount.
 */
import type { Options } from 'racing-bars';
import { chartBoxHeight } from './chart-layout.ts';
import { useRace } from './useRace.ts';
import { useViewportWidth } from './useViewportWidth.ts';

export interface RaceChartProps {
  dataUrl?: string;
  options?: Record<string, unknown>;
  /** CSS height of the chart's box, in pixels. */
  height?: number;
}

export default function RaceChart({ dataUrl = '/data/population.csv', options = {}, height = 420 }: RaceChartProps) {
  const viewportWidth = useViewportWidth();
  const dataType = options.dataType === 'json' || options.dataType === 'csv' ? options.dataType : undefined;
  const { ref, error } = useRace({
    dataUrl,
    dataType,
    options: options as Partial<Options>,
    redrawKey: JSON.stringify({ dataUrl, options }),
  });
  if (error) return <div className="race-chart-error" role="alert">The chart could not be drawn: {error}</div>;
  return <div className="race-chart" ref={ref} style={{ height: chartBoxHeight(options as Partial<Options>, height, viewportWidth) }} data-testid="race-chart" data-autorun={options.autorun === false ? 'false' : 'true'} />;
}
