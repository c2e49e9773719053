/**
 * The racing-bars site (content/): the API reference generated from the installed package's
 * racing-bars.d.ts goes through the whole pipeline — routes, the `api` sidebar, search records,
 * and no diagnostics.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Built } from '../../../cli/pipeline/result.ts';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { built } from '../../helpers/site.ts';

const site = path.resolve(import.meta.dirname, '../../../content');
const ROUTES = [
  '/api/',
  '/api/globals',
  '/api/functions/generateId',
  '/api/functions/loadData',
  '/api/functions/race',
  '/api/interfaces/Data',
  '/api/interfaces/DOMCustomEvent',
  '/api/interfaces/Race',
  '/api/interfaces/WideData',
  '/api/type-aliases/Options',
  '/api/type-aliases/Props',
  '/api/variables/defaultOptions',
  '/api/internal/',
  '/api/internal/interfaces/Options',
  '/api/internal/interfaces/TickDetails',
  '/api/internal/type-aliases/ApiCallback',
  '/api/internal/type-aliases/EventType',
];
// The 43 options and their defaults in racing-bars 0.3.1's JavaScript.
const OPTION_DEFAULTS: Record<string, string> = {
  dataShape: '"auto"', dataType: '"auto"', dataTransform: 'null', valueDecimals: '"preserve"', fillDateGapsInterval: 'null',
  fillDateGapsValue: '"interpolate"', labelsPosition: '"inside"', controlButtons: '"all"', overlays: '"none"', makeCumulative: 'false',
  loop: 'false', showIcons: 'false', showGroups: 'false', mouseControls: 'false', keyboardControls: 'false', autorun: 'true',
  injectStyles: 'true', fixedScale: 'false', highlightBars: 'false', selectBars: 'false', labelsWidth: '150', tickDuration: '500',
  topN: '10', minHeight: '300', minWidth: '250', marginTop: '0', marginRight: '20', marginBottom: '5', marginLeft: '0',
  startDate: '""', endDate: '""', theme: '"light"', colorSeed: '""', inputHeight: '""', inputWidth: '""', height: '""', width: '""',
  title: '""', subTitle: '""', dateCounter: '"MM/YYYY"', caption: '""', colorMap: '{}', fixedOrder: '[]',
};

let cacheDir: string;
let result: Built;

/** Table rows of a generated page: name → cells after the name. */
function rows(file: string): Map<string, string[]> {
  const text = result.texts.get(file) ?? '';
  const out = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^\| `(\w+)\??` \| (.*) \|$/.exec(line);
    if (match) out.set(match[1], match[2].split(/ (?<!\\)\| /));
  }
  return out;
}

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'api-site-'));
  result = built(await runPipeline(createSession({ cacheDir }), site, { artifacts: true }));
});

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the API reference of content/', () => {
  it('has every /api route, as docs in the api sidebar', () => {
    const routes = new Map(result.model!.routes.map((r) => [r.path, r]));
    for (const route of ROUTES) expect(routes.get(route), route).toMatchObject({ kind: 'doc', sidebar: 'api' });
  });

  it('reports nothing about the generated pages or the declarations', () => {
    const ours = result.diagnostics.filter((d) => d.file.startsWith('docs/api/') || d.file.endsWith('.d.ts') || d.message.includes('API reference'));
    expect(ours).toEqual([]);
  });

  it('builds the api sidebar: Index, Globals, then one category per kind, Internal last', () => {
    const sidebar = result.model!.sidebars.api;
    const label = (i: (typeof sidebar)[number]) => ('label' in i ? i.label : undefined);
    expect(sidebar.map(label)).toEqual(['Index', 'Globals', 'Functions', 'Interfaces', 'Type aliases', 'Variables', 'Internal']);
    const internal = sidebar[6];
    expect(internal).toMatchObject({ type: 'category', href: '/api/internal/' });
    expect(internal.type === 'category' && internal.items.map(label)).toEqual(['Interfaces', 'Type aliases']);
  });

  it('lists all 43 options with their types and the defaults read from the package', () => {
    for (const file of ['docs/api/type-aliases/Options.md', 'docs/api/internal/interfaces/Options.md']) {
      const table = rows(file);
      expect([...table.keys()].sort(), file).toEqual(Object.keys(OPTION_DEFAULTS).sort());
      for (const [name, value] of Object.entries(OPTION_DEFAULTS)) expect(table.get(name)?.[1], `${file} ${name}`).toBe(`\`${value}\``);
    }
    const options = rows('docs/api/internal/interfaces/Options.md');
    expect(options.get('dataShape')?.[0]).toBe('`"auto" \\| "long" \\| "wide"`');
    expect(options.get('dataTransform')?.[0]).toContain('[`Data`](/api/interfaces/Data)');
    expect(options.get('fillDateGapsInterval')?.[0]).toContain('null');
    expect(options.get('topN')?.[0]).toBe('`number`');
  });

  it('lists the methods of Race and the fields of Data, linking types to their pages', () => {
    const race = result.texts.get('docs/api/interfaces/Race.md') ?? '';
    const methods = [...race.matchAll(/^### (\w+)\(\)$/gm)].map((m) => m[1]);
    expect(methods).toEqual([
      'play', 'pause', 'toggle', 'skipBack', 'skipForward', 'inc', 'dec', 'setDate', 'getDate', 'getAllDates', 'isRunning',
      'select', 'unselect', 'unselectAll', 'hideGroup', 'showGroup', 'showOnlyGroup', 'showAllGroups', 'changeOptions', 'onDate', 'on', 'destroy',
    ]);
    expect(race).toContain('| `fn` | [`ApiCallback`](/api/internal/type-aliases/ApiCallback) |');
    expect(race).toContain('| `event` | [`EventType`](/api/internal/type-aliases/EventType) |');
    expect([...rows('docs/api/interfaces/Data.md').keys()]).toEqual(['date', 'name', 'value', 'lastValue', 'group', 'color', 'icon', 'rank']);
    expect(rows('docs/api/interfaces/DOMCustomEvent.md').get('detail')).toEqual(['[`TickDetails`](/api/internal/interfaces/TickDetails)']);
    expect([...rows('docs/api/internal/interfaces/TickDetails.md').keys()]).toEqual(['date', 'isFirstDate', 'isLastDate', 'isRunning', 'allDates']);
  });

  it('shows signatures as TypeScript code blocks and the value of defaultOptions', () => {
    expect(result.texts.get('docs/api/functions/race.md')).toMatch(/```ts\nfunction race\(\n {2}data: /);
    const variable = result.texts.get('docs/api/variables/defaultOptions.md') ?? '';
    expect(variable).toContain('```ts\nconst defaultOptions: Options;\n```');
    expect(variable).toContain('  dateCounter: "MM/YYYY",\n');
  });

  it('writes types as they are written, with the named types linked', () => {
    const loadData = result.texts.get('docs/api/functions/loadData.md') ?? '';
    expect(loadData).toContain('\n## Returns\n\n`Promise<`[`Data`](/api/interfaces/Data)`[]> | Promise<`[`WideData`](/api/interfaces/WideData)`[]>`\n');
    expect(rows('docs/api/type-aliases/Props.md').get('callback')?.[0]).toBe(
      '`(racer: `[`Race`](/api/interfaces/Race)`, data: `[`Data`](/api/interfaces/Data)`[] \\| `[`WideData`](/api/interfaces/WideData)`[]) => void`',
    );
  });

  it('names the racing-bars package and its modules, not paths into node_modules, and no generator version', () => {
    const pages = [...result.texts].filter(([file]) => file.startsWith('docs/api/'));
    expect(pages).toHaveLength(ROUTES.length);
    for (const [file, text] of pages) {
      expect(text, file).not.toContain('node_modules');
      expect(text, file).not.toContain('TypeDoc');
    }
    expect(result.texts.get('docs/api/functions/loadData.md')).toContain('\nDefined in the `racing-bars` package, module `racing-bars/lib/load-data`.\n');
  });

  it('indexes the pages for search', () => {
    const records = JSON.parse(result.artifacts!.get('search/records.json')!) as unknown;
    const urls = new Set(JSON.stringify(records).match(/\/api\/[\w/-]*/g));
    for (const route of ROUTES) expect(urls.has(route), route).toBe(true);
  });

  it('serves the TypeDoc output from the cache on the next build', async () => {
    // TypeDoc's output is written (to a new file, renamed in) only when it ran: the entries must stay the files they were.
    const entries = async () => {
      const dir = path.join(cacheDir, 'api-reference');
      return Promise.all((await readdir(dir)).map(async (name) => `${name} ${(await stat(path.join(dir, name))).ino}`));
    };
    const before = await entries();
    const again = built(await runPipeline(createSession({ cacheDir }), site, { artifacts: false }));
    expect(again.model!.routes.filter((r) => r.path.startsWith('/api/'))).toHaveLength(ROUTES.length);
    expect(again.stats.parsed).toBe(0);
    expect(before).toHaveLength(1);
    expect(await entries()).toEqual(before);
  });
});
