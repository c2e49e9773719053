import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, datasetFiles } from '../../../content/datasets/catalog.ts';
import { generateDatasets } from '../../../content/datasets/generate.ts';

type Row = Record<string, string | number | null>;

/** What the generator was designed to produce: names per dataset and long-shape rows. */
const EXPECTED: Record<string, { names: number; longRows: number }> = {
  population: { names: 61, longRows: 61 * 62 },
  gdp: { names: 51, longRows: 2705 }, // countries entering later (Germany 1970, Russia 1989, ...)
  'covid-19': { names: 60, longRows: 60 * 130 },
  brands: { names: 40, longRows: 6730 }, // brands entering later
  'gh-push': { names: 40, longRows: 1718 }, // languages entering later (Swift, Zig, Svelte, ...)
  'gh-star': { names: 40, longRows: 1718 },
};

const GROUPS = ['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'];

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  expect(cell).toBe(''); // files end with a newline
  return rows;
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function unpad(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${y}-${Number(m)}-${Number(d)}`;
}

/** The expected date sequence, worked out independently of the generator. */
function expectedDates(id: string): string[] {
  const out: string[] = [];
  if (id === 'population') for (let y = 1960; y <= 2021; y++) out.push(`${y}-01-01`);
  if (id === 'gdp') for (let y = 1960; y <= 2016; y++) out.push(`${y}-01-01`);
  if (id === 'covid-19') for (let t = Date.UTC(2020, 0, 22); t <= Date.UTC(2020, 4, 30); t += 86_400_000) out.push(isoOf(t));
  if (id === 'brands') {
    for (let y = 2000; y < 2018; y++) for (let m = 1; m <= 10; m++) out.push(`${y}-${String(m).padStart(2, '0')}-01`);
    out.push('2018-01-01');
  }
  if (id.startsWith('gh-')) {
    const ends = ['03-31', '06-30', '09-30', '12-31'];
    for (let y = 2012; y <= 2023; y++) for (const e of ends) out.push(`${y}-${e}`);
    return out.slice(1, out.indexOf('2023-09-30') + 1);
  }
  return out;
}

let dir: string;
let files: string[];
const text = (file: string) => readFile(path.join(dir, file), 'utf8');
const json = async (file: string) => JSON.parse(await text(file)) as Row[];
const csv = async (file: string) => parseCsv(await text(file));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'datasets-'));
  files = await generateDatasets(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('generateDatasets', () => {
  it('writes the 24 documented files and returns their names', async () => {
    expect(files).toEqual(DATASETS.flatMap((d) => datasetFiles(d.id)));
    expect(files).toHaveLength(24);
    expect((await readdir(dir)).sort()).toEqual([...files].sort());
  });

  it('is deterministic: a second run gives byte-identical files', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'datasets-'));
    try {
      expect(await generateDatasets(other)).toEqual(files);
      for (const file of files) {
        const [a, b] = await Promise.all([readFile(path.join(dir, file)), readFile(path.join(other, file))]);
        expect(a.equals(b), file).toBe(true);
      }
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('keeps the total size modest (under 3 MB)', async () => {
    let total = 0;
    for (const file of files) total += (await stat(path.join(dir, file))).size;
    expect(total).toBeLessThan(3_000_000);
  });
});

describe.each(DATASETS.map((d) => [d.id, d] as const))('dataset %s', (id, info) => {
  const expected = EXPECTED[id];
  const dates = expectedDates(id);

  it('matches its catalog entry', () => {
    expect(dates).toHaveLength(info.dateCount);
    expect(dates[0]).toBe(info.firstDate);
    expect(dates.at(-1)).toBe(info.lastDate);
  });

  it('long CSV: documented columns, row count, dates', async () => {
    const [header, ...rows] = await csv(`${id}.csv`);
    expect(header).toEqual(info.columns);
    expect(rows).toHaveLength(expected.longRows);
    for (const row of rows) expect(row).toHaveLength(info.columns.length);
    const dateIndex = header.indexOf('date');
    const format = info.dateFormat.longCsv === 'iso-unpadded' ? unpad : (d: string) => d;
    expect([...new Set(rows.map((r) => r[dateIndex]))]).toEqual(dates.map(format));
    const names = new Set(rows.map((r) => r[header.indexOf('name')]));
    expect(names.size).toBe(expected.names);
    if (info.coverage === 'all') expect(rows).toHaveLength(dates.length * expected.names);
  });

  it('long JSON: documented keys in order and the same data as the CSV', async () => {
    const items = await json(`${id}.json`);
    const [header, ...rows] = await csv(`${id}.csv`);
    expect(items).toHaveLength(rows.length);
    items.forEach((item, i) => {
      expect(Object.keys(item)).toEqual(info.columns);
      const fromCsv = Object.fromEntries(header.map((c, j) => [c, c === 'value' ? Number(rows[i][j]) : rows[i][j]]));
      const fromJson = { ...item, date: typeof item.date === 'number' ? isoOf(item.date) : item.date };
      expect(fromJson).toEqual(fromCsv);
    });
  });

  it('values are positive (or zero) numbers with the documented precision', async () => {
    for (const item of await json(`${id}.json`)) {
      const value = item.value as number;
      expect(typeof value).toBe('number');
      expect(value).toBeGreaterThanOrEqual(0);
      expect(Math.round(value * 10 ** info.decimals) / 10 ** info.decimals).toBe(value);
      if (id !== 'covid-19') expect(value).toBeGreaterThan(0);
    }
  });

  it('wide CSV and JSON: one row per date, date then one column per name, same data as long', async () => {
    const [header, ...rows] = await csv(`${id}-wide.csv`);
    const items = await json(`${id}-wide.json`);
    const long = await json(`${id}.json`);
    const names = [...new Set(long.map((r) => r.name as string))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(header).toEqual(['date', ...names]);
    expect(rows).toHaveLength(dates.length);
    expect(items).toHaveLength(dates.length);
    expect(rows.map((r) => r[0])).toEqual(dates);
    const wideJsonDates = items.map((r) => (info.dateFormat.wideJson === 'epoch-ms' ? isoOf(r.date as number) : r.date));
    expect(wideJsonDates).toEqual(dates);

    const cells = new Map<string, number>();
    const longDate = (d: string | number) => (typeof d === 'number' ? isoOf(d) : d);
    for (const r of long) cells.set(`${longDate(r.date as string | number)}|${r.name}`, r.value as number);
    let present = 0;
    rows.forEach((row, i) => {
      expect(Object.keys(items[i])).toEqual(header);
      header.slice(1).forEach((name, j) => {
        const csvCell = row[j + 1];
        const jsonCell = items[i][name];
        expect(csvCell === '' ? null : Number(csvCell)).toBe(jsonCell);
        const key = `${info.dateFormat.longJson === 'iso-unpadded' ? unpad(dates[i]) : dates[i]}|${name}`;
        expect(cells.get(key) ?? null).toBe(jsonCell);
        if (jsonCell !== null) present++;
      });
    });
    expect(present).toBe(long.length);
  });
});

describe('dataset specifics', () => {
  it('brands: JSON dates are epoch-ms numbers, CSV dates ISO strings, columns name,value,date', async () => {
    for (const item of await json('brands.json')) expect(typeof item.date).toBe('number');
    for (const item of await json('brands-wide.json')) expect(typeof item.date).toBe('number');
    expect((await json('brands-wide.json'))[0].date).toBe(Date.UTC(2000, 0, 1));
    const [header, first] = await csv('brands.csv');
    expect(header).toEqual(['name', 'value', 'date']);
    expect(first[2]).toBe('2000-01-01');
  });

  it('gh-push and gh-star: long dates unpadded, wide dates padded', async () => {
    for (const id of ['gh-push', 'gh-star']) {
      const long = await json(`${id}.json`);
      expect(long[0].date).toBe('2012-6-30');
      for (const r of long) expect(r.date).toMatch(/^\d{4}-[1-9]\d?-[1-9]\d?$/);
      for (const r of long) expect(Number.isInteger(r.value)).toBe(true);
      const [, ...csvRows] = await csv(`${id}.csv`);
      for (const r of csvRows) expect(r[0]).toMatch(/^\d{4}-[1-9]\d?-[1-9]\d?$/);
      const wide = await json(`${id}-wide.json`);
      expect(wide[0].date).toBe('2012-06-30');
      for (const r of wide) expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const [, ...wideCsv] = await csv(`${id}-wide.csv`);
      for (const r of wideCsv) expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('covid-19: cumulative counts never decrease, start at 0 and end high', async () => {
    const byName = new Map<string, number[]>();
    for (const r of await json('covid-19.json')) {
      const list = byName.get(r.name as string) ?? [];
      list.push(r.value as number);
      byName.set(r.name as string, list);
    }
    expect(byName.size).toBe(60);
    for (const [name, values] of byName) {
      expect(values, name).toHaveLength(130);
      for (let i = 1; i < values.length; i++) expect(values[i], name).toBeGreaterThanOrEqual(values[i - 1]);
      expect(values.at(-1), name).toBeGreaterThan(1000);
    }
    // Curves start on different dates.
    const starts = new Set([...byName.values()].map((v) => v.findIndex((x) => x > 0)));
    expect(starts.size).toBeGreaterThan(10);
  });

  it('population and gdp: ISO-2 codes, six groups, consistent per country', async () => {
    for (const id of ['population', 'gdp']) {
      const meta = new Map<string, string>();
      for (const r of await json(`${id}.json`)) {
        expect(r.code).toMatch(/^[A-Z]{2}$/);
        expect(GROUPS).toContain(r.group);
        const key = `${r.code}|${r.group}`;
        expect(meta.get(r.name as string) ?? key).toBe(key);
        meta.set(r.name as string, key);
      }
      expect(new Set([...meta.values()].map((v) => v.split('|')[1]))).toEqual(new Set(GROUPS));
    }
  });

  it.each(['population', 'gdp', 'covid-19', 'brands', 'gh-push', 'gh-star'])('%s: the leader changes over time and bars overtake each other', async (id) => {
    const wide = await json(`${id}-wide.json`);
    const ranking = (row: Row) =>
      Object.entries(row)
        .filter(([k, v]) => k !== 'date' && v !== null)
        .sort((a, b) => (b[1] as number) - (a[1] as number))
        .map(([k]) => k);
    const leaders = new Set(wide.map((row) => ranking(row)[0]));
    expect(leaders.size).toBeGreaterThan(1);
    const firstTop10 = ranking(wide[0]).slice(0, 10).join();
    const lastTop10 = ranking(wide.at(-1)!).slice(0, 10).join();
    expect(lastTop10).not.toBe(firstTop10);
  });
});
