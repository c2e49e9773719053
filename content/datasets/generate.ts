/**
 * Generates the sample datasets described in catalog.ts (24 files: six datasets, each long and
 * wide, CSV and JSON) from the models in series.ts. Dependency-free and deterministic: every series
 * draws from its own mulberry32 stream seeded by the dataset id and the series name, so the output
 * is byte-identical on every run and a change to one series leaves the others alone.
 *
 *   node --import tsx content/datasets/generate.ts <outDir>
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DATASETS, type DatasetInfo, datasetFiles } from './catalog.ts';
import { mulberry32, type Random } from './random.ts';
import { BRANDS, COVID, GDP, LANGUAGES, POPULATION } from './series.ts';


/** FNV-1a hash of a string, as a PRNG seed. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function streamFor(dataset: string, name: string): { uniform: Random; normal: () => number } {
  const uniform = mulberry32(seedOf(`${dataset}\u0000${name}`));
  const normal = () => {
    const u = 1 - uniform();
    const v = uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return { uniform, normal };
}

// ---------------------------------------------------------------------------------------------
// Dates

const DAY = 86_400_000;

function parseIso(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m - 1, d];
}

/** The dataset's dates as epoch milliseconds (UTC midnight). */
export function datasetDates(info: DatasetInfo): number[] {
  const [y0, m0, d0] = parseIso(info.firstDate);
  const dates: number[] = [];
  for (let i = 0; i < info.dateCount; i++) {
    if (info.dateStep === 'year') dates.push(Date.UTC(y0 + i, m0, d0));
    else if (info.dateStep === 'month') {
      const perYear = info.monthsPerYear ?? 12;
      dates.push(Date.UTC(y0 + Math.floor(i / perYear), m0 + (i % perYear), d0));
    }
    else if (info.dateStep === 'quarter') dates.push(Date.UTC(y0, m0 + 3 * i + 1, 0));
    else dates.push(Date.UTC(y0, m0, d0) + i * DAY);
  }
  if (isoDate(dates[dates.length - 1]) !== info.lastDate) throw new Error(`${info.id}: dates end at ${isoDate(dates[dates.length - 1])}, not ${info.lastDate}`);
  return dates;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function formatDate(ms: number, format: 'iso' | 'iso-unpadded' | 'epoch-ms'): string | number {
  if (format === 'epoch-ms') return ms;
  if (format === 'iso') return isoDate(ms);
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
}

// ---------------------------------------------------------------------------------------------
// Curves

/** Monotone cubic (Fritsch–Carlson) interpolation through (xs, ys); xs ascending, x within range. */
function pchip(xs: number[], ys: number[], x: number): number {
  const n = xs.length;
  if (n === 1) return ys[0];
  const h: number[] = [];
  const delta: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    h.push(xs[i + 1] - xs[i]);
    delta.push((ys[i + 1] - ys[i]) / h[i]);
  }
  const m: number[] = [delta[0]];
  for (let i = 1; i < n - 1; i++) {
    if (delta[i - 1] * delta[i] <= 0) m.push(0);
    else {
      const w1 = 2 * h[i] + h[i - 1];
      const w2 = h[i] + 2 * h[i - 1];
      m.push((w1 + w2) / (w1 / delta[i - 1] + w2 / delta[i]));
    }
  }
  m.push(delta[n - 2]);
  let k = 0;
  while (k < n - 2 && x > xs[k + 1]) k++;
  const t = (x - xs[k]) / h[k];
  const t2 = t * t;
  const t3 = t2 * t;
  return (2 * t3 - 3 * t2 + 1) * ys[k] + (t3 - 2 * t2 + t) * h[k] * m[k] + (-2 * t3 + 3 * t2) * ys[k + 1] + (t3 - t2) * h[k] * m[k + 1];
}

/**
 * Values at each x of a curve through the anchors (interpolated in log space) times smooth AR(1)
 * noise that fades to nothing at the anchors, so the anchors hold exactly. null before the first anchor.
 */
function anchoredSeries(anchors: [number, number][], xs: number[], noise: { sd: number; phi: number }, normal: () => number): (number | null)[] {
  const ax = anchors.map((a) => a[0]);
  const ay = anchors.map((a) => Math.log(a[1]));
  let e = 0;
  const innovation = noise.sd * Math.sqrt(1 - noise.phi * noise.phi);
  return xs.map((x) => {
    if (x < ax[0]) return null;
    e = noise.phi * e + innovation * normal();
    let k = 0;
    while (k < ax.length - 2 && x > ax[k + 1]) k++;
    const span = ax.length > 1 ? ax[k + 1] - ax[k] : 1;
    const fade = ax.length > 1 ? Math.sin(Math.PI * Math.min(1, Math.max(0, (x - ax[k]) / span))) : 0;
    return Math.exp(pchip(ax, ay, Math.min(x, ax[ax.length - 1])) + e * fade);
  });
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

// ---------------------------------------------------------------------------------------------
// Datasets

interface Series {
  name: string;
  /** Extra long-shape fields (code, group), in column order. */
  extra?: Record<string, string>;
  values: (number | null)[];
}

function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

function population(dates: number[]): Series[] {
  const years = dates.map(yearOf);
  return POPULATION.map(([name, code, group, a, b, c]) => {
    const { normal } = streamFor('population', name);
    const values = anchoredSeries([[1960, a], [1990, b], [2021, c]], years, { sd: 0.006, phi: 0.95 }, normal);
    return { name, extra: { code, group }, values };
  });
}

function gdp(dates: number[]): Series[] {
  const years = dates.map(yearOf);
  return GDP.map(([name, code, group, anchors]) => {
    const { normal } = streamFor('gdp', name);
    return { name, extra: { code, group }, values: anchoredSeries(anchors, years, { sd: 0.05, phi: 0.75 }, normal) };
  });
}

function covid(dates: number[]): Series[] {
  const end = dates.length - 1;
  return COVID.map(([name, final, first, peak, rise, decay, initial = 1]) => {
    const { normal } = streamFor('covid-19', name);
    // Daily new cases: exponential rise into the peak, slower exponential decline after it.
    const daily = (t: number) => 1 / (Math.exp(-rise * (t - peak)) + Math.exp(decay * (t - peak)));
    let sum = 0;
    for (let t = first + 1; t <= end; t++) sum += daily(t);
    const scale = (final - initial) / sum;
    let total = initial;
    const values = dates.map((_, day) => {
      if (day < first) return 0;
      // Day-to-day scatter around the curve; never negative, so totals never fall.
      if (day > first) total += scale * daily(day) * Math.exp(0.3 * normal() - 0.045);
      return Math.max(1, Math.round(total));
    });
    return { name, values };
  });
}

function brands(dates: number[], perYear: number): Series[] {
  const firstYear = yearOf(dates[0]);
  const lastYear = yearOf(dates[dates.length - 1]);
  return BRANDS.map(([name, entry, start, g0, g1]) => {
    const { normal } = streamFor('brands', name);
    // Values each January, then linear steps between them month by month.
    const january = new Map<number, number>([[entry, start]]);
    let value = start;
    for (let y = entry + 1; y <= lastYear; y++) {
      const growth = g0 + ((g1 - g0) * (y - 1 - firstYear)) / (lastYear - firstYear) + 0.05 * normal();
      value *= Math.exp(growth);
      january.set(y, value);
    }
    const values = dates.map((ms) => {
      const d = new Date(ms);
      const y = d.getUTCFullYear();
      if (y < entry) return null;
      const from = january.get(y)!;
      const to = january.get(y + 1);
      return to === undefined ? from : from + ((to - from) * d.getUTCMonth()) / perYear;
    });
    return { name, values };
  });
}

function github(dates: number[], kind: 'push' | 'star'): Series[] {
  const xs = dates.map((_, i) => i);
  const last = dates.length - 1;
  const mid = 22;
  return LANGUAGES.map(([name, first, p0, pm, pe, s0, sm, se]) => {
    const { normal } = streamFor(`gh-${kind}`, name);
    const [v0, vm, ve] = kind === 'push' ? [p0, pm, pe] : [s0, sm, se];
    const anchors: [number, number][] = first < mid ? [[first, v0], [mid, vm], [last, ve]] : [[first, v0], [last, ve]];
    return { name, values: anchoredSeries(anchors, xs, { sd: 0.08, phi: 0.6 }, normal) };
  });
}

function seriesFor(info: DatasetInfo, dates: number[]): Series[] {
  switch (info.id) {
    case 'population':
      return population(dates);
    case 'gdp':
      return gdp(dates);
    case 'covid-19':
      return covid(dates);
    case 'brands':
      return brands(dates, info.monthsPerYear ?? 12);
    case 'gh-push':
      return github(dates, 'push');
    case 'gh-star':
      return github(dates, 'star');
    default:
      throw new Error(`no model for dataset ${info.id}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Output

type Cell = string | number | null;

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(columns: readonly string[], rows: Record<string, Cell>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\n')}\n`;
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The dataset's four files as [file name, contents]. */
export function renderDataset(info: DatasetInfo): [string, string][] {
  const dates = datasetDates(info);
  const series = seriesFor(info, dates).sort((a, b) => byCodeUnit(a.name, b.name));
  const rounded = series.map((s) => ({ ...s, values: s.values.map((v) => (v === null ? null : round(v, info.decimals))) }));

  const long = (format: 'iso' | 'iso-unpadded' | 'epoch-ms') => {
    const rows: Record<string, Cell>[] = [];
    dates.forEach((ms, i) => {
      for (const s of rounded) {
        const value = s.values[i];
        if (value === null) continue;
        const fields: Record<string, Cell> = { date: formatDate(ms, format), name: s.name, ...s.extra, value };
        rows.push(Object.fromEntries(info.columns.map((c) => [c, fields[c]])));
      }
    });
    return rows;
  };
  const wide = (format: 'iso' | 'epoch-ms') =>
    dates.map((ms, i) => {
      const row: Record<string, Cell> = { date: formatDate(ms, format) };
      for (const s of rounded) row[s.name] = s.values[i];
      return row;
    });
  const wideColumns = ['date', ...rounded.map((s) => s.name)];

  const [longCsv, longJson, wideCsv, wideJson] = datasetFiles(info.id);
  return [
    [longCsv, toCsv(info.columns, long(info.dateFormat.longCsv))],
    [longJson, JSON.stringify(long(info.dateFormat.longJson))],
    [wideCsv, toCsv(wideColumns, wide(info.dateFormat.wideCsv))],
    [wideJson, JSON.stringify(wide(info.dateFormat.wideJson))],
  ];
}

/** Writes all datasets into dir (created if needed); returns the file names written. */
export async function generateDatasets(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const info of DATASETS) {
    for (const [file, contents] of renderDataset(info)) {
      await writeFile(path.join(dir, file), contents);
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node --import tsx content/datasets/generate.ts <outDir>\n');
    process.exitCode = 2;
  } else {
    const files = await generateDatasets(dir);
    process.stdout.write(`wrote ${files.length} files to ${dir}\n`);
  }
}
