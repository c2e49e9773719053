/**
 * How the site sizes a racing-bars chart and places its names, from the options and the data.
 * racing-bars (0.3.1) lays a chart out inside the box it is given: a header band (title,
 * subtitle, legend, control buttons), then `topN` equal rows, with text sized from the viewport
 * (`--base-font-size: max(1vw, 12px)` in its stylesheet). A fixed box squeezes 20 rows until the
 * names overlap, and names drawn inside short bars run off the chart's left edge. So:
 * - the box is at least as tall as the header plus `topN` rows tall enough for a name each;
 * - unless the options place the names, they go outside the bars, in a column as wide as the
 *   longest name that ever reaches the top N;
 * - the title shrinks until it ends before the control buttons (fitTitle).
 */
import type { Data, Options, Race, WideData } from 'racing-bars';

type ChartOptions = Partial<Options>;
type Row = Record<string, unknown>;

/** racing-bars' base text size at a viewport width; names are 1.2 times it, titles 2 times. */
export function baseFontSize(viewportWidth: number): number {
  return Math.max(viewportWidth / 100, 12);
}

export function labelFontSize(viewportWidth: number): number {
  return 1.2 * baseFontSize(viewportWidth);
}

/** The font racing-bars draws names in (its `text.label` rule). */
export function labelFont(viewportWidth: number): string {
  return `600 ${labelFontSize(viewportWidth)}px "Open Sans", sans-serif`;
}

/** The number of rows the chart draws. */
export function rowCount(options: ChartOptions): number {
  return options.fixedOrder?.length || options.topN || 10;
}

/** The height racing-bars keeps above and below the rows (its layout function's bands, in pixels). */
export function headerHeight(options: ChartOptions): number {
  const title = options.title ? 55 : 0;
  const subTitle = options.subTitle ? (options.title ? 20 : 40) : 0;
  const legend = options.showGroups ? (title || subTitle ? 20 : 30) : 0;
  const controls = (options.controlButtons ?? 'all') === 'none' ? 0 : 50;
  const header = Math.max(title + subTitle + legend, controls + legend, 10);
  return (options.marginTop ?? 0) + header + 15 + (options.marginBottom ?? 5);
}

/** A row holds a bar (4/5 of it) and the gap below; 1.6 times the name's size keeps names apart. */
export function rowHeight(viewportWidth: number): number {
  return 1.6 * labelFontSize(viewportWidth);
}

/** The chart box's height: the page's chosen height, or more when the rows need it. */
export function chartBoxHeight(options: ChartOptions, chosen: number, viewportWidth: number): number {
  return Math.max(chosen, Math.ceil(headerHeight(options) + rowCount(options) * rowHeight(viewportWidth)));
}

const isLong = (row: Row) => 'date' in row && 'name' in row && 'value' in row;

/** Every name that is in the top N on some date (long rows `{date, name, value}` or wide rows `{date, A, B…}`). */
export function namesInTop(rows: readonly Row[], options: ChartOptions): string[] {
  if (options.fixedOrder?.length) return [...options.fixedOrder];
  const top = rowCount(options);
  const byDate = new Map<string, [string, number][]>();
  const long = options.dataShape === 'long' || (options.dataShape !== 'wide' && rows.length > 0 && isLong(rows[0]));
  for (const row of rows) {
    const date = String(row.date);
    const entries = long ? [[String(row.name), Number(row.value)] as [string, number]] : Object.entries(row).filter(([key]) => key !== 'date').map(([name, value]) => [name, Number(value)] as [string, number]);
    const list = byDate.get(date) ?? [];
    list.push(...entries);
    byDate.set(date, list);
  }
  const names = new Set<string>();
  for (const list of byDate.values()) {
    for (const [name] of list.filter(([, value]) => Number.isFinite(value)).sort((a, b) => b[1] - a[1]).slice(0, top)) names.add(name);
  }
  return [...names];
}

/** racing-bars puts 8 px between a name and its bar; a little more keeps the widest name clear of the edge. */
const LABEL_GAP = 12;

/**
 * The label options the site adds: none when the options say where names go (`inside`, `none`,
 * or `outside` with a width), else names outside the bars in a column fitted to the longest one.
 */
export function labelOptions(options: ChartOptions, names: readonly string[], measure: (text: string) => number): ChartOptions {
  if (options.labelsPosition === 'inside' || options.labelsPosition === 'none') return {};
  if (options.labelsPosition === 'outside' && options.labelsWidth !== undefined) return {};
  const widest = names.reduce((max, name) => Math.max(max, measure(name)), 0);
  return { labelsPosition: 'outside', labelsWidth: Math.ceil(widest) + LABEL_GAP };
}

/** Measures text in the browser with a canvas (the same font matching as the chart's SVG text). */
export function canvasMeasure(font: string): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * 0.6 * Number.parseFloat(font.split(' ')[1]);
  context.font = font;
  return (text) => context.measureText(text).width;
}

/** The smallest title size fitTitle goes down to; a longer title keeps this size. */
const MIN_TITLE_SIZE = 11;
const TITLE_GAP = 8;

/**
 * Shrinks the title (racing-bars' `--title-font-size`, set on the chart's container) so that it
 * ends before the control buttons; back to racing-bars' own size when there is room for it.
 */
export function fitTitle(root: HTMLElement): void {
  const title = root.querySelector<SVGTextElement>('svg text.title');
  const controls = root.querySelector<HTMLElement>('.controls');
  const natural = 2 * baseFontSize(window.innerWidth);
  if (!title || !controls || !title.textContent || controls.getClientRects().length === 0) {
    root.style.removeProperty('--title-font-size');
    return;
  }
  const room = controls.getBoundingClientRect().left - title.getBoundingClientRect().left - TITLE_GAP;
  const size = Number.parseFloat(getComputedStyle(title).fontSize);
  const width = title.getComputedTextLength();
  // Text width grows with the font size, so the size that fits is proportional.
  const fitting = width > 0 ? (size * room) / width : natural;
  if (fitting >= natural) root.style.removeProperty('--title-font-size');
  else root.style.setProperty('--title-font-size', `${Math.max(MIN_TITLE_SIZE, Math.floor(fitting * 10) / 10)}px`);
}

/** The label options for the current viewport, from the names the data can show (after the demo's own transform). */
export function fittedLabels(rows: Data[] | WideData[], options: Partial<Options>): Partial<Options> {
  const transform = options.dataTransform;
  const shown = typeof transform === 'function' ? transform(structuredClone(rows)) : rows;
  const names = namesInTop(shown as unknown as Record<string, unknown>[], options);
  return labelOptions(options, names, canvasMeasure(labelFont(window.innerWidth)));
}

/** Keeps the title beside the controls and the names' column as wide as the names, as the window resizes. */
export function followLayout(racer: Race, element: HTMLElement, labels: Partial<Options>, refit: () => Partial<Options>): () => void {
  let width = labels.labelsWidth;
  let frame = 0;
  fitTitle(element);
  // racing-bars redraws on its own resize observer's next frame; this one's frame comes after it.
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(async () => {
      const next = refit().labelsWidth;
      if (width !== undefined && next !== undefined && next !== width) {
        width = next;
        await racer.changeOptions({ labelsWidth: next }).catch(() => {});
      }
      fitTitle(element);
    });
  });
  observer.observe(element);
  const onDate = () => fitTitle(element);
  element.addEventListener('dateChange', onDate);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    element.removeEventListener('dateChange', onDate);
  };
}
