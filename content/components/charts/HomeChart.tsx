/**
 * The home page's live chart with an options editor beside it: a Tweakpane panel titled
 * "Change Options:" whose every change is applied to the running race through
 * `race.changeOptions`. Browser-only (the site's components map wraps it in ClientOnly); Tweakpane is
 * imported lazily, so neither it nor racing-bars is in the initial bundle. The chart follows the
 * site colour mode until a theme is picked in the panel, and both are destroyed on unmount. As
 * for every chart of the site (chart-layout.ts), names start outside the bars in a fitted
 * column, the title fits beside the buttons, and the chart grows with `topN`.
 */
import { useEffect, useRef, useState } from 'react';
import type { Pane } from 'tweakpane';
import type { Options, Race } from 'racing-bars';
import { withBase } from '../../../renderer/theme/base/site.ts';
import { chartBoxHeight, fittedLabels, followLayout } from './chart-layout.ts';
import { loadRows } from './load-rows.ts';
import { useColorMode } from '../../../renderer/theme/base/color-mode.tsx';
import './HomeChart.css';

export interface HomeChartProps {
  dataUrl?: string;
  options?: Record<string, unknown>;
  height?: number;
}

/** `auto` follows the site colour mode. */
type ThemeChoice = 'auto' | 'light' | 'dark';

/** The options the panel edits, with the values it starts from. */
interface PanelParams {
  theme: ThemeChoice;
  title: string;
  subTitle: string;
  caption: string;
  dateCounter: string;
  showIcons: boolean;
  showGroups: boolean;
  topN: number;
  labelsPosition: NonNullable<Options['labelsPosition']>;
  labelsWidth: number;
  loop: boolean;
  controlButtons: NonNullable<Options['controlButtons']>;
  overlays: NonNullable<Options['overlays']>;
  fixedScale: boolean;
  colorSeed: string;
  highlightBars: boolean;
  selectBars: boolean;
}

type RaceOptionKey = Exclude<keyof PanelParams, 'theme'>;

/** racing-bars' own defaults for the options the panel shows. */
const DEFAULTS: PanelParams = {
  theme: 'auto',
  title: '',
  subTitle: '',
  caption: '',
  dateCounter: 'MM/YYYY',
  showIcons: false,
  showGroups: false,
  topN: 10,
  labelsPosition: 'inside',
  labelsWidth: 150,
  loop: false,
  controlButtons: 'all',
  overlays: 'none',
  fixedScale: false,
  colorSeed: '',
  highlightBars: false,
  selectBars: false,
};

function initialParams(options: Record<string, unknown>): PanelParams {
  const params: PanelParams = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as (keyof PanelParams)[]) {
    const value = options[key];
    if (value === undefined) continue;
    if (key === 'colorSeed') params.colorSeed = String(value);
    else if (typeof value === typeof DEFAULTS[key]) (params as unknown as Record<string, unknown>)[key] = value;
  }
  if (params.theme !== 'light' && params.theme !== 'dark') params.theme = 'auto';
  return params;
}

/** The race options the panel's values stand for (theme is resolved separately). */
function raceOptions(params: PanelParams): Options {
  const { theme: _theme, ...rest } = params;
  return { ...rest };
}

/** Tweakpane shows each control's label beside it but does not tie them: give every input and select its label as an accessible name. */
function labelControls(root: HTMLElement): void {
  for (const row of root.querySelectorAll<HTMLElement>('.tp-lblv')) {
    const label = row.querySelector('.tp-lblv_l')?.textContent?.trim();
    if (!label) continue;
    for (const control of row.querySelectorAll('input, select')) control.setAttribute('aria-label', label);
  }
}

/** The panel's topN slider goes up to this; the names' column fits the names of that many bars. */
const MAX_TOP_N = 15;

/** The chart's height for the panel's options: the page's height, or more for more rows (chart-layout.ts). */
function panelHeight(params: PanelParams, chosen: number): number {
  return chartBoxHeight(raceOptions(params), chosen, window.innerWidth);
}

const choices = <T extends string>(...values: T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export default function HomeChart({ dataUrl = '/data/population.csv', options = {}, height = 420 }: HomeChartProps) {
  const chartRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const racerRef = useRef<Race | undefined>(undefined);
  const paneRef = useRef<Pane | undefined>(undefined);
  const optionsKey = JSON.stringify(options);
  // The panel mutates this object (Tweakpane binds to it); it survives re-renders.
  const paramsRef = useRef<PanelParams | null>(null);
  paramsRef.current ??= initialParams(options);
  const [themeChoice, setThemeChoice] = useState<ThemeChoice>(paramsRef.current.theme);
  const { mode } = useColorMode();
  const theme = themeChoice === 'auto' ? mode : themeChoice;
  const themeRef = useRef(theme);
  themeRef.current = theme;
  const [error, setError] = useState<string>();
  const heightRef = useRef(height);
  heightRef.current = height;
  const [chartHeight, setChartHeight] = useState(height);

  // The race: created once per data set, options and height; later changes go through changeOptions.
  useEffect(() => {
    const options = JSON.parse(optionsKey) as Record<string, unknown>;
    let racer: Race | undefined;
    let layout: (() => void) | undefined;
    let cancelled = false;
    (async () => {
      try {
        const { race } = await import('racing-bars');
        const type = (options.dataType as string | undefined) ?? dataUrl.split('.').pop() ?? 'json';
        const data = await loadRows(withBase(dataUrl), type as 'csv' | 'tsv' | 'json' | 'xml');
        if (cancelled || !chartRef.current) return;
        const params = paramsRef.current ?? initialParams(options);
        const started = themeRef.current;
        // The records are already loaded: racing-bars must not try to load them again by type.
        const { dataType: _dataType, ...rest } = options;
        // Unless the page places the names, they start outside the bars, in a column fitted to them.
        const fitColumn = () => fittedLabels(data, { ...options, labelsPosition: undefined, labelsWidth: undefined, topN: MAX_TOP_N });
        let fitted = fitColumn().labelsWidth;
        if (options.labelsPosition === undefined && fitted !== undefined) {
          params.labelsPosition = 'outside';
          params.labelsWidth = fitted;
          paneRef.current?.refresh();
        }
        const initial = raceOptions(params);
        const size = panelHeight(params, height);
        setChartHeight(size);
        racer = await race(data, chartRef.current, { ...rest, ...initial, theme: started, height: size });
        if (cancelled) {
          racer.destroy();
          return;
        }
        racerRef.current = racer;
        // A new viewport width resizes racing-bars' text: refit the column while the panel has not changed it.
        layout = followLayout(racer, chartRef.current, { labelsWidth: params.labelsWidth }, () => {
          if (params.labelsPosition !== 'outside' || params.labelsWidth !== fitted) return {};
          fitted = fitColumn().labelsWidth ?? fitted;
          params.labelsWidth = fitted;
          paneRef.current?.refresh();
          return { labelsWidth: fitted };
        });
        // The panel or the colour mode may have changed while the chart was being drawn.
        const now = raceOptions(params) as Record<string, unknown>;
        const missed: Options = Object.fromEntries(Object.entries(now).filter(([key, value]) => (initial as Record<string, unknown>)[key] !== value));
        if (themeRef.current !== started) missed.theme = themeRef.current;
        if (Object.keys(missed).length) await racer.changeOptions(missed);
      } catch (e) {
        if (!cancelled) setError(String((e as Error)?.message ?? e));
      }
    })();
    return () => {
      cancelled = true;
      layout?.();
      if (racerRef.current === racer) racerRef.current = undefined;
      racer?.destroy();
    };
  }, [dataUrl, optionsKey, height]);

  // Theme: the panel's choice, or the site colour mode while the choice is `auto`.
  useEffect(() => {
    racerRef.current?.changeOptions({ theme }).catch((e: unknown) => console.warn('racing-bars: could not change the theme', e));
  }, [theme]);

  // The panel, built once; Tweakpane is loaded on demand.
  useEffect(() => {
    let cancelled = false;
    let dispose: (() => void) | undefined;
    let pending: Options = {};
    let frame = 0;
    const flush = () => {
      frame = 0;
      const changes = pending;
      pending = {};
      racerRef.current?.changeOptions(changes).catch((e: unknown) => console.warn('racing-bars: could not change the options', e));
    };
    const apply = (key: RaceOptionKey, value: unknown) => {
      // A slider drag fires many changes: apply them at most once a frame.
      pending = { ...pending, [key]: value };
      if (key === 'topN' || key === 'title' || key === 'subTitle' || key === 'controlButtons' || key === 'showGroups') {
        // The rows and the header decide the height (chart-layout.ts).
        pending.height = paramsRef.current ? panelHeight(paramsRef.current, heightRef.current) : heightRef.current;
        setChartHeight(pending.height);
      }
      if (!frame) frame = requestAnimationFrame(flush);
    };
    (async () => {
      const { Pane } = await import('tweakpane');
      const container = panelRef.current;
      const params = paramsRef.current;
      if (cancelled || !container || !params) return;
      const pane = new Pane({ container, title: 'Change Options:' });
      paneRef.current = pane;
      dispose = () => {
        paneRef.current = undefined;
        pane.dispose();
      };
      pane
        .addBinding(params, 'theme', { options: { 'site colour mode': 'auto', light: 'light', dark: 'dark' } })
        .on('change', (ev) => setThemeChoice(ev.value as ThemeChoice));
      const bind = (key: RaceOptionKey, extra: Record<string, unknown> = {}) => {
        pane.addBinding(params, key, extra).on('change', (ev) => apply(key, key === 'colorSeed' ? String(ev.value) : ev.value));
      };
      bind('title');
      bind('subTitle');
      bind('caption');
      bind('dateCounter');
      bind('showIcons');
      bind('showGroups');
      bind('topN', { min: 2, max: MAX_TOP_N, step: 1 });
      bind('labelsPosition', { options: choices('inside', 'outside', 'none') });
      bind('labelsWidth', { min: 0, max: 300, step: 1 });
      bind('loop');
      bind('controlButtons', { options: choices('all', 'play', 'none') });
      bind('overlays', { options: choices('all', 'play', 'repeat', 'none') });
      bind('fixedScale');
      bind('colorSeed');
      bind('highlightBars');
      bind('selectBars');
      labelControls(container);
    })().catch((e: unknown) => console.warn('The options panel could not be loaded', e));
    return () => {
      cancelled = true;
      if (frame) cancelAnimationFrame(frame);
      dispose?.();
    };
  }, []);

  return (
    <div className="home-chart">
      {error ? (
        <div className="home-chart-race race-chart-error" role="alert">
          The chart could not be drawn: {error}
        </div>
      ) : (
        <div
          className={`home-chart-race race-chart race-chart-theme-${theme}`}
          ref={chartRef}
          style={{ minHeight: chartHeight }}
          data-testid="race-chart"
          data-chart-theme={theme}
        />
      )}
      <div className="home-chart-panel" ref={panelRef} data-testid="home-chart-options" />
    </div>
  );
}
