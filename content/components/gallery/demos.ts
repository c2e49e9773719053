/**
 * The gallery demos: one entry per page under /gallery/<name> plus `default` (the playground's
 * starting point). Each demo names a dataset under /data/ and the racing-bars options that show
 * one feature. Pages that compare settings list them in `variants`, each drawn under its own h2.
 *
 * Variant numbers (the `variant` prop of <GalleryDemo>, the third argument of demoCode):
 * 0 or absent is `options`, n >= 1 is `variants[n - 1]`.
 *
 * Function-valued options are real functions: the chart runs them and the code panels print
 * their source (Function.prototype.toString), so what is shown is what runs.
 */
import type { Data, Options } from 'racing-bars';

export interface Demo {
  name: string;
  label: string;
  dataUrl: string;
  dataType?: 'csv' | 'json';
  options: Partial<Options>;
  description: string;
  variants?: { heading: string; options: Partial<Options> }[];
}

/** A fresh colour seed for every page load (used by `color-seed-random`). */
export const randomSeed = () => Math.floor(Math.random() * 10000);

/**
 * Options whose value is computed when the page loads: the code panels print the expression
 * (the source of the real function that computed it, called) instead of the value it gave.
 */
export const computedOptions: Record<string, Partial<Record<keyof Options, () => unknown>>> = {
  'color-seed-random': { colorSeed: randomSeed },
};

const POPULATION = '/data/population.csv';

export const demos: Demo[] = [
  {
    name: 'default',
    label: 'Default options',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'World population', subTitle: 'millions of people' },
    description: 'The population data with every option at its default, apart from a title.',
  },
  {
    name: 'autorun',
    label: 'Autorun',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { autorun: false, overlays: 'play', title: 'Press play to start' },
    description: 'With autorun off the chart shows the first date and waits for the play button or overlay.',
    variants: [{ heading: 'autorun: true (default)', options: { autorun: true, title: 'Starts on its own' } }],
  },
  {
    name: 'caption-data-function',
    label: 'Caption from a function',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: {
      title: 'World population',
      caption: (currentDate, dateSlice) => {
        const total = dateSlice.reduce((sum, d) => sum + Number(d.value), 0);
        return `Total in ${currentDate.slice(0, 4)}: ${Math.round(total).toLocaleString('en')} million`;
      },
    },
    description: 'The caption is computed on every date from the records of that date.',
  },
  {
    name: 'caption-string',
    label: 'Caption text',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'World population', caption: 'Source: synthetic sample data' },
    description: 'A fixed caption at the bottom right, under the date counter.',
  },
  {
    name: 'color-map',
    label: 'Colour map',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: {
      title: 'Chosen colours',
      colorMap: {
        India: '#ff9933',
        China: '#de2910',
        'United States': '#3c3b6e',
        Indonesia: '#ce1126',
        Pakistan: '#01411c',
        Brazil: '#009c3b',
        Nigeria: '#008751',
      },
    },
    description: 'An object maps bar names to colours; bars it does not name keep their generated colour.',
  },
  {
    name: 'color-map-groups',
    label: 'Colour map for groups',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: {
      title: 'Population by continent',
      showGroups: true,
      colorMap: {
        Asia: '#e4572e',
        Europe: '#17bebb',
        Africa: '#ffc914',
        'North America': '#2e282a',
        'South America': '#76b041',
        Oceania: '#8e6c8a',
      },
    },
    description: 'With showGroups on, the keys of the colour map are group names and every bar takes its group colour.',
  },
  {
    name: 'color-palette',
    label: 'Colour palette',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: {
      title: 'A five-colour palette',
      colorMap: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
    },
    description: 'An array of colours is used as a palette: the bars take its colours in turn.',
  },
  {
    name: 'color-seed',
    label: 'Colour seed',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'colorSeed: 42', colorSeed: 42 },
    description: 'A seed shuffles the generated colours; the same seed always gives the same colours.',
    variants: [{ heading: "colorSeed: 'racing'", options: { title: "colorSeed: 'racing'", colorSeed: 'racing' } }],
  },
  {
    name: 'color-seed-random',
    label: 'Random colour seed',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'New colours on every load', colorSeed: randomSeed() },
    description: 'A random seed gives the bars different colours every time the page loads.',
  },
  {
    name: 'control-buttons',
    label: 'Control buttons',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: "controlButtons: 'all'", controlButtons: 'all' },
    description: 'The buttons at the top right: all of them, only play/pause, or none.',
    variants: [
      { heading: "controlButtons: 'play'", options: { title: "controlButtons: 'play'", controlButtons: 'play' } },
      { heading: "controlButtons: 'none'", options: { title: "controlButtons: 'none'", controlButtons: 'none' } },
    ],
  },
  {
    name: 'cum-sum',
    label: 'Cumulative sum',
    dataUrl: '/data/gh-push.csv',
    dataType: 'csv',
    options: { title: 'GitHub pushes, running total', makeCumulative: true, dateCounter: 'MMM YYYY' },
    description: 'Quarterly push counts raced as running totals.',
    variants: [
      { heading: 'makeCumulative: false (default)', options: { title: 'GitHub pushes per quarter', dateCounter: 'MMM YYYY' } },
    ],
  },
  {
    name: 'data-brand-values',
    label: 'Brand values',
    dataUrl: '/data/brands.csv',
    dataType: 'csv',
    options: {
      title: 'Brand values',
      subTitle: 'US$ millions',
      caption: 'Invented brands, synthetic values',
      dateCounter: 'YYYY',
      tickDuration: 200,
      showGroups: false,
    },
    description: 'The brand values sample dataset: ten steps a year, so a short tick duration keeps it moving.',
  },
  {
    name: 'data-covid-19',
    label: 'Covid-19 cases',
    dataUrl: '/data/covid-19.csv',
    dataType: 'csv',
    options: {
      title: 'Covid-19 confirmed cases',
      subTitle: 'cumulative, synthetic sample data',
      dateCounter: 'MMM DD, YYYY',
      tickDuration: 250,
    },
    description: 'The daily Covid-19 sample dataset.',
  },
  {
    name: 'data-gdp',
    label: 'GDP',
    dataUrl: '/data/gdp.csv',
    dataType: 'csv',
    options: { title: 'Gross domestic product', subTitle: 'US$ billions', dateCounter: 'YYYY', showGroups: true },
    description: 'The yearly GDP sample dataset, coloured by continent.',
  },
  {
    name: 'data-gh-push',
    label: 'GitHub pushes',
    dataUrl: '/data/gh-push.csv',
    dataType: 'csv',
    options: {
      title: 'GitHub push events',
      subTitle: 'per quarter',
      dateCounter: (currentDate) => `${currentDate.slice(0, 4)} Q${Math.ceil(Number(currentDate.slice(5, 7)) / 3)}`,
    },
    description: 'Push events per programming language and quarter.',
  },
  {
    name: 'data-gh-star',
    label: 'GitHub stars',
    dataUrl: '/data/gh-star.csv',
    dataType: 'csv',
    options: {
      title: 'GitHub stars',
      subTitle: 'per quarter',
      dateCounter: (currentDate) => `${currentDate.slice(0, 4)} Q${Math.ceil(Number(currentDate.slice(5, 7)) / 3)}`,
    },
    description: 'Stars per programming language and quarter.',
  },
  {
    name: 'data-population',
    label: 'Population',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'World population', subTitle: 'millions of people', dateCounter: 'YYYY', showGroups: true },
    description: 'The yearly population sample dataset, coloured by continent.',
  },
  {
    name: 'data-transform',
    label: 'Data transformation',
    dataUrl: '/data/gdp.csv',
    dataType: 'csv',
    options: {
      title: 'GDP of European countries',
      dateCounter: 'YYYY',
      dataTransform: (data) => (data as Data[]).filter((row) => row.group === 'Europe'),
    },
    description: 'A dataTransform function keeps only the European rows before the chart is drawn.',
  },
  {
    name: 'date-counter',
    label: 'Date counter',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: {
      title: 'World population',
      // biome-ignore lint/correctness/noUnusedFunctionParameters: the example names all three arguments racing-bars passes.
      dateCounter: (currentDate, dateSlice, allDates) =>
        `${currentDate.slice(0, 4)} (${allDates.indexOf(currentDate) + 1} of ${allDates.length})`,
    },
    description: 'The date counter computed by a function: the year and the position in the race.',
  },
  {
    name: 'date-counter-format',
    label: 'Date counter format',
    dataUrl: '/data/covid-19.csv',
    dataType: 'csv',
    options: { title: "dateCounter: 'MMM DD, YYYY'", dateCounter: 'MMM DD, YYYY', tickDuration: 300 },
    description: 'A format string with the tokens YYYY, MM, MMM, DD and DDD.',
    variants: [
      { heading: "dateCounter: 'DDD DD/MM/YYYY'", options: { title: "dateCounter: 'DDD DD/MM/YYYY'", dateCounter: 'DDD DD/MM/YYYY', tickDuration: 300 } },
    ],
  },
  {
    name: 'fill-date-gaps',
    label: 'Fill date gaps',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: {
      title: 'Monthly steps, interpolated',
      fillDateGapsInterval: 'month',
      fillDateGapsValue: 'interpolate',
      dateCounter: 'MMM YYYY',
      tickDuration: 100,
    },
    description: 'Yearly data filled with monthly dates, so the bars move smoothly.',
    variants: [
      {
        heading: "fillDateGapsValue: 'last'",
        options: {
          title: 'Monthly steps, last value',
          fillDateGapsInterval: 'month',
          fillDateGapsValue: 'last',
          dateCounter: 'MMM YYYY',
          tickDuration: 100,
        },
      },
      { heading: 'No gap filling (default)', options: { title: 'Yearly steps', dateCounter: 'MMM YYYY' } },
    ],
  },
  {
    name: 'fixed-order',
    label: 'Fixed order',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: {
      title: 'Five countries in a fixed order',
      fixedOrder: ['Brazil', 'China', 'India', 'Nigeria', 'United States'],
    },
    description: 'The bars named in fixedOrder are the only ones drawn, always in that order.',
  },
  {
    name: 'fixed-scale',
    label: 'Fixed scale',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'A fixed scale', fixedScale: true },
    description: 'The value axis keeps its largest value from the first date, so growth is visible.',
    variants: [{ heading: 'fixedScale: false (default)', options: { title: 'A moving scale' } }],
  },
  {
    name: 'fixed-scale-labels',
    label: 'Fixed scale, labels outside',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Fixed scale, labels outside', fixedScale: true, labelsPosition: 'outside' },
    description: 'A fixed scale with the labels outside the bars, readable even when the bars are short.',
  },
  {
    name: 'fixed-scale2',
    label: 'Fixed scale, growing data',
    dataUrl: '/data/covid-19.csv',
    dataType: 'csv',
    options: { title: 'Covid-19 on a fixed scale', fixedScale: true, dateCounter: 'MMM DD', tickDuration: 250 },
    description: 'Data that starts at zero grows into a fixed scale set by the largest value of the race.',
  },
  {
    name: 'highlight-bars',
    label: 'Highlight bars',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Hover a bar', highlightBars: true },
    description: 'The bar under the mouse pointer is highlighted.',
  },
  {
    name: 'icons',
    label: 'Icons',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: {
      title: 'Bars with icons',
      showIcons: true,
      labelsPosition: 'outside',
      dataTransform: (data) =>
        (data as Data[]).map((row) => {
          const code = String((row as Data & { code?: string }).code ?? '');
          const svg =
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">' +
            '<circle cx="20" cy="20" r="20" fill="#fff"/>' +
            `<text x="20" y="26" font-size="15" font-family="sans-serif" text-anchor="middle" fill="#333">${code}</text></svg>`;
          return { ...row, icon: `data:image/svg+xml,${encodeURIComponent(svg)}` };
        }),
    },
    description: 'Each bar shows the image in its icon field; a dataTransform adds a small badge with the country code.',
  },
  {
    name: 'keyboard-controls',
    label: 'Keyboard controls',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Press A, S, D or the space bar', keyboardControls: true },
    description: 'A skips back, S or the space bar plays and pauses, D skips forward; typing in a text field does not.',
  },
  {
    name: 'labels-position',
    label: 'Labels position',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: "labelsPosition: 'outside'", labelsPosition: 'outside' },
    description: 'Labels inside the bars (the default), outside them, or none.',
    variants: [
      { heading: "labelsPosition: 'inside' (default)", options: { title: "labelsPosition: 'inside'", labelsPosition: 'inside' } },
      { heading: "labelsPosition: 'none'", options: { title: "labelsPosition: 'none'", labelsPosition: 'none' } },
    ],
  },
  {
    name: 'loop',
    label: 'Loop',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Looping 2000 to 2010', loop: true, startDate: '2000-01-01', endDate: '2010-01-01', dateCounter: 'YYYY' },
    description: 'At the last date the race starts again from the first.',
  },
  {
    name: 'margins',
    label: 'Margins',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Wide margins', marginTop: 40, marginRight: 80, marginBottom: 40, marginLeft: 80 },
    description: 'Space around the chart, in pixels, on each side.',
  },
  {
    name: 'mouse-controls',
    label: 'Mouse controls',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Click, double-click or triple-click', mouseControls: true },
    description: 'A click plays and pauses, a double click skips forward, a triple click skips back.',
  },
  {
    name: 'overlays',
    label: 'Overlays',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: "overlays: 'all'", overlays: 'all', autorun: false, startDate: '2010-01-01' },
    description: 'A play overlay before the race starts and a repeat overlay when it ends.',
    variants: [
      { heading: "overlays: 'play'", options: { title: "overlays: 'play'", overlays: 'play', autorun: false } },
      { heading: "overlays: 'repeat'", options: { title: "overlays: 'repeat'", overlays: 'repeat', startDate: '2010-01-01' } },
    ],
  },
  {
    name: 'scroller',
    label: 'Scroll to race',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Scroll the page', autorun: false, controlButtons: 'none', dateCounter: 'YYYY', tickDuration: 300 },
    description: "The chart stays in view while the page scrolls, and the scroll position picks the date through the API's setDate().",
  },
  {
    name: 'select-bars',
    label: 'Select bars',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Click bars to select them', selectBars: true },
    description: 'A click selects a bar, a second click unselects it; selected bars stay marked as they move.',
  },
  {
    name: 'show-groups',
    label: 'Show groups',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Population by continent', showGroups: true },
    description: 'Bars take the colour of their group, and a legend lets you hide and show groups.',
  },
  {
    name: 'slider',
    label: 'Date slider',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Drag the slider', autorun: false, dateCounter: 'YYYY' },
    description: 'A range input picks the date through setDate(); while the race plays the slider follows it.',
  },
  {
    name: 'start-end-dates',
    label: 'Start and end dates',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: '1980 to 2000', startDate: '1980-01-01', endDate: '2000-01-01', dateCounter: 'YYYY' },
    description: 'Only the dates between startDate and endDate are raced.',
  },
  {
    name: 'theme-dark',
    label: 'Dark theme',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'The dark theme', theme: 'dark' },
    description: 'An explicit theme wins over the site colour mode.',
  },
  {
    name: 'tick-duration',
    label: 'Tick duration',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'tickDuration: 150', tickDuration: 150 },
    description: 'Milliseconds per date: smaller is faster.',
    variants: [{ heading: 'tickDuration: 1500', options: { title: 'tickDuration: 1500', tickDuration: 1500 } }],
  },
  {
    name: 'title-string',
    label: 'Title and subtitle',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'World population', subTitle: 'in millions of people' },
    description: 'A fixed title and subtitle at the top left.',
  },
  {
    name: 'top-n',
    label: 'Top N',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'Top 5', topN: 5 },
    description: 'The number of bars drawn.',
    variants: [{ heading: 'topN: 20', options: { title: 'Top 20', topN: 20 } }],
  },
  {
    name: 'value-decimals',
    label: 'Value decimals',
    dataUrl: POPULATION,
    dataType: 'csv',
    options: { title: 'valueDecimals: 0', valueDecimals: 0 },
    description: "Decimal places of the value labels; 'preserve' keeps those of the data.",
    variants: [
      { heading: 'valueDecimals: 3', options: { title: 'valueDecimals: 3', valueDecimals: 3 } },
      { heading: "valueDecimals: 'preserve' (default)", options: { title: "valueDecimals: 'preserve'", valueDecimals: 'preserve' } },
    ],
  },
];

const byName = new Map(demos.map((d) => [d.name, d]));

export function getDemo(name: string): Demo | undefined {
  return byName.get(name);
}

/** The options of a variant: 0 or undefined is `demo.options`, n >= 1 is `demo.variants[n - 1]`. */
export function variantOptions(demo: Demo, variant?: number): Partial<Options> {
  if (!variant) return demo.options;
  return demo.variants?.[variant - 1]?.options ?? demo.options;
}

/** The names of every demo page under /gallery/ (every demo except `default`). */
export const galleryNames: string[] = demos.filter((d) => d.name !== 'default').map((d) => d.name);
