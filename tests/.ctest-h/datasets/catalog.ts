/**
 * The sample datasets served by the site under /data/. Every dataset is generated at build time
 * (content/datasets/generate.ts) from seeded models: the names are real (countries, programming
 * languages) or invented (brands), but every value is synthetic demonstration data.
 *
 * Each dataset is written in four files: `<id>.csv` and `<id>.json` in the long shape (one row per
 * date and name) and `<id>-wide.csv` and `<id>-wide.json` in the wide shape (one row per date, a
 * `date` column followed by one column per name in code-unit order; missing cells are empty in
 * CSV and `null` in JSON).
 */

export type DateStep = 'year' | 'month' | 'quarter' | 'day';

export interface DatasetInfo {
  /** File base name: `<id>.csv`, `<id>.json`, `<id>-wide.csv`, `<id>-wide.json`. */
  id: string;
  label: string;
  description: string;
  /** Long-shape columns (CSV header order, JSON key order). */
  columns: readonly string[];
  /** What `value` measures. */
  unit: string;
  dateStep: DateStep;
  /**
   * For `month` steps: the months used each year, from January (the racing-bars brand data has ten
   * steps a year, January to October, and the interpolation runs from one January to the next in
   * those ten steps). Absent: all twelve.
   */
  monthsPerYear?: number;
  /** First and last date, ISO `YYYY-MM-DD`. */
  firstDate: string;
  lastDate: string;
  dateCount: number;
  /** How dates are written in each file. */
  dateFormat: {
    /** `iso`: `2012-06-30`; `iso-unpadded`: `2012-6-30`; `epoch-ms`: milliseconds since 1970 (a number). */
    longCsv: 'iso' | 'iso-unpadded';
    longJson: 'iso' | 'iso-unpadded' | 'epoch-ms';
    wideCsv: 'iso';
    wideJson: 'iso' | 'epoch-ms';
  };
  /**
   * `all`: every name has a row on every date. `from-entry`: a name has rows from its first date
   * on only (wide files leave the earlier cells missing).
   */
  coverage: 'all' | 'from-entry';
  /** Decimal places of `value`. */
  decimals: number;
}

const iso = { longCsv: 'iso', longJson: 'iso', wideCsv: 'iso', wideJson: 'iso' } as const;

export const DATASETS = [
  {
    id: 'population',
    label: 'Population',
    description: 'Population of 61 countries in millions, yearly. `code` is the ISO 3166-1 alpha-2 code, `group` the continent.',
    columns: ['date', 'name', 'code', 'group', 'value'],
    unit: 'millions of people',
    dateStep: 'year',
    firstDate: '1960-01-01',
    lastDate: '2021-01-01',
    dateCount: 62,
    dateFormat: iso,
    coverage: 'all',
    decimals: 2,
  },
  {
    id: 'gdp',
    label: 'GDP',
    description: 'Gross domestic product (purchasing-power style) of 51 countries in US$ billions, yearly; some countries enter later.',
    columns: ['date', 'name', 'code', 'group', 'value'],
    unit: 'US$ billions',
    dateStep: 'year',
    firstDate: '1960-01-01',
    lastDate: '2016-01-01',
    dateCount: 57,
    dateFormat: iso,
    coverage: 'from-entry',
    decimals: 2,
  },
  {
    id: 'covid-19',
    label: 'Covid-19',
    description: 'Cumulative confirmed cases in 60 countries, daily; 0 before the first case.',
    columns: ['date', 'name', 'value'],
    unit: 'cases (cumulative)',
    dateStep: 'day',
    firstDate: '2020-01-22',
    lastDate: '2020-05-30',
    dateCount: 130,
    dateFormat: iso,
    coverage: 'all',
    decimals: 0,
  },
  {
    id: 'brands',
    label: 'Brand Values',
    description:
      'Value of 40 invented brands in US$ millions, ten steps a year (January to October) from yearly values; some brands enter later. JSON dates are epoch milliseconds.',
    columns: ['name', 'value', 'date'],
    unit: 'US$ millions',
    dateStep: 'month',
    monthsPerYear: 10,
    firstDate: '2000-01-01',
    lastDate: '2018-01-01',
    dateCount: 181,
    dateFormat: { longCsv: 'iso', longJson: 'epoch-ms', wideCsv: 'iso', wideJson: 'epoch-ms' },
    coverage: 'from-entry',
    decimals: 1,
  },
  {
    id: 'gh-push',
    label: 'GitHub Push Events',
    description: 'Push events per quarter for 40 programming languages (quarter-end dates); some languages enter later.',
    columns: ['date', 'name', 'value'],
    unit: 'push events per quarter',
    dateStep: 'quarter',
    firstDate: '2012-06-30',
    lastDate: '2023-09-30',
    dateCount: 46,
    dateFormat: { longCsv: 'iso-unpadded', longJson: 'iso-unpadded', wideCsv: 'iso', wideJson: 'iso' },
    coverage: 'from-entry',
    decimals: 0,
  },
  {
    id: 'gh-star',
    label: 'GitHub Stars',
    description: 'Stars given per quarter for 40 programming languages (quarter-end dates); some languages enter later.',
    columns: ['date', 'name', 'value'],
    unit: 'stars per quarter',
    dateStep: 'quarter',
    firstDate: '2012-06-30',
    lastDate: '2023-09-30',
    dateCount: 46,
    dateFormat: { longCsv: 'iso-unpadded', longJson: 'iso-unpadded', wideCsv: 'iso', wideJson: 'iso' },
    coverage: 'from-entry',
    decimals: 0,
  },
] as const satisfies readonly DatasetInfo[];

export type DatasetId = (typeof DATASETS)[number]['id'];

/** The four file names of a dataset. */
export function datasetFiles(id: string): string[] {
  return [`${id}.csv`, `${id}.json`, `${id}-wide.csv`, `${id}-wide.json`];
}
