/**
 * The API reference: TypeDoc on a tiny hand-written .d.ts (tests/fixtures/api/tiny-lib) →
 * exact pages (tests/fixtures/api/expected), the `expected` names check, the cache, and
 * diagnostics moved from generated pages to the declarations.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiReferenceInput, generateApiReference, pointAtDeclarations } from '../../../cli/generate/api-reference.ts';
import { printValue } from '../../../cli/generate/print-value.ts';
import { readExportedValues } from '../../../cli/io/js-values.ts';
import { type RawApiReference, readApiReference } from '../../../cli/io/read-api-reference.ts';
import type { ApiReferenceConfig } from '../../../schema/config.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/api');
const EXPECTED = path.join(FIXTURES, 'expected');
const options: ApiReferenceConfig = { entry: 'tiny-lib/index.d.ts', module: 'tiny-lib', routeBasePath: '/api' };
const CONFIG_TEXT = `export default {
  apiReference: {
    entry: 'tiny-lib/index.d.ts',
    module: 'tiny-lib',
    expected: {
      functions: ['draw'],
      interfaces: ['Point'],
      typeAliases: ['Settings'],
      variables: ['defaultSettings'],
      internal: { interfaces: ['Settings'], typeAliases: ['Handler'] },
    },
  },
};
`;
const EXPECTED_NAMES: NonNullable<ApiReferenceConfig['expected']> = {
  functions: ['draw'],
  interfaces: ['Point'],
  typeAliases: ['Settings'],
  variables: ['defaultSettings'],
  internal: { interfaces: ['Settings'], typeAliases: ['Handler'] },
};

let cacheDir: string;
let source: RawApiReference;

function input(over: Partial<ApiReferenceInput> = {}): ApiReferenceInput {
  return { source, options, docs: { path: 'docs', routeBasePath: '/' }, configFile: 'docs.config.ts', configText: CONFIG_TEXT, ...over };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'api-cache-'));
  source = await readApiReference(FIXTURES, options, { cacheDir });
});

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('generateApiReference on tests/fixtures/api/tiny-lib', () => {
  it('reads the entry, the package and the JavaScript defaults', () => {
    expect(source).toMatchObject({ entry: 'tiny-lib/index.d.ts', jsFile: 'tiny-lib/index.js', packageVersion: '1.2.3', messages: [] });
    expect(printValue(source.values.defaultSettings)).toBe('{\n  zoom: 1,\n  mode: "fast",\n  onChange: null,\n}');
  });

  it('produces exactly the expected pages', async () => {
    const generated = generateApiReference(input());
    expect(generated.diagnostics).toEqual([]);
    const expectedFiles = await listFiles(EXPECTED);
    expect(generated.sources.map((s) => s.relPath.replace(/^api\//, '')).sort()).toEqual(expectedFiles);
    for (const file of expectedFiles) {
      const want = await readFile(path.join(EXPECTED, file), 'utf8');
      const page = generated.sources.find((s) => s.relPath === `api/${file}`)!;
      expect(page.text, file).toBe(want);
      expect(page).toMatchObject({ path: `docs/api/${file}`, kind: 'doc', format: 'md' });
    }
  });

  it('sorts exports into public and internal sections with routes', () => {
    expect(generateApiReference(input()).items).toEqual([
      { name: 'Point', kind: 'interface', internal: false, route: '/api/interfaces/Point' },
      { name: 'draw', kind: 'function', internal: false, route: '/api/functions/draw' },
      { name: 'defaultSettings', kind: 'variable', internal: false, route: '/api/variables/defaultSettings' },
      { name: 'Settings', kind: 'typeAlias', internal: false, route: '/api/type-aliases/Settings' },
      { name: 'Handler', kind: 'typeAlias', internal: true, route: '/api/internal/type-aliases/Handler' },
      { name: 'Settings', kind: 'interface', internal: true, route: '/api/internal/interfaces/Settings' },
    ]);
  });

  it('adds sidebar categories in a fixed order, Internal last', () => {
    expect(generateApiReference(input()).categories.map((c) => [c.dir, c.meta.label, c.meta.position])).toEqual([
      ['api/functions', 'Functions', 3],
      ['api/interfaces', 'Interfaces', 4],
      ['api/type-aliases', 'Type aliases', 5],
      ['api/variables', 'Variables', 6],
      ['api/internal', 'Internal', 9],
      ['api/internal/interfaces', 'Interfaces', 1],
      ['api/internal/type-aliases', 'Type aliases', 2],
    ]);
  });

  it('accepts the declarations when they match `expected`', () => {
    expect(generateApiReference(input({ options: { ...options, expected: EXPECTED_NAMES } })).diagnostics).toEqual([]);
  });

  it('fails on an expected name that is missing, naming it and pointing at the config', () => {
    const generated = generateApiReference(input({ options: { ...options, expected: { ...EXPECTED_NAMES, functions: ['draw', 'erase'] } } }));
    expect(generated.diagnostics).toHaveLength(1);
    expect(generated.diagnostics[0]).toMatchObject({ level: 'error', code: 'missing-content', file: 'docs.config.ts', target: 'erase' });
    expect(generated.diagnostics[0].message).toBe('API reference: `erase` is missing: it was expected to be a function exported by tiny-lib, but tiny-lib/index.d.ts no longer declares it');
  });

  it('fails on an expected name that changed kind, pointing at the declaration', () => {
    const generated = generateApiReference(
      input({ options: { ...options, expected: { ...EXPECTED_NAMES, interfaces: [], typeAliases: ['Settings', 'Point'] } } }),
    );
    const errors = generated.diagnostics.filter((d) => d.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'missing-content', file: 'tiny-lib/index.d.ts', line: 3, target: 'Point' });
    expect(errors[0].message).toContain('`Point` changed: it was expected to be a type alias exported by tiny-lib, but tiny-lib/index.d.ts now declares it as an interface exported by tiny-lib');
  });

  it('warns about an export `expected` does not list', () => {
    const generated = generateApiReference(input({ options: { ...options, expected: { ...EXPECTED_NAMES, variables: [] } } }));
    expect(generated.diagnostics).toEqual([expect.objectContaining({ level: 'warn', code: 'invalid-config', target: 'defaultSettings' })]);
  });

  it('reports an entry that does not exist at the config', async () => {
    const missing = await readApiReference(FIXTURES, { ...options, entry: 'nope/index.d.ts' });
    const generated = generateApiReference(input({ source: missing, options: { ...options, entry: 'nope/index.d.ts' } }));
    expect(generated.sources).toEqual([]);
    expect(generated.diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'invalid-config', target: 'nope/index.d.ts' })]);
  });

  it('reports a module the entry does not declare', () => {
    const generated = generateApiReference(input({ options: { ...options, module: 'huge-lib' } }));
    expect(generated.diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'missing-content', target: 'huge-lib', suggestions: ['tiny-lib'] })]);
  });
});

describe('the declarations of an installed package', () => {
  // The same declarations as if the site used tiny-lib from node_modules, as the racing-bars site does.
  const installed = () =>
    generateApiReference(input({ source: { ...source, entry: '../node_modules/tiny-lib/index.d.ts', jsFile: '../node_modules/tiny-lib/index.js', packageName: 'tiny-lib' } }));
  const page = (file: string) => installed().sources.find((s) => s.relPath === `api/${file}`)!.text;

  it('name the package and its module where a declaration is, not a path on the build machine', () => {
    expect(page('internal/interfaces/Settings.md')).toContain('\nDefined in the `tiny-lib` package, module `tiny-lib/models`.\n');
    expect(page('functions/draw.md')).toContain('\nDefined in the `tiny-lib` package.\n');
  });

  it('introduce the reference without a generator banner or a node_modules path', () => {
    expect(page('index.md')).toContain(
      "\nThe public API of `tiny-lib` 1.2.3, generated at build time from its type declarations. Default values are read from the package's JavaScript.\n",
    );
    expect(page('variables/defaultSettings.md')).toContain("\nRead from the package's JavaScript at build time.\n");
    for (const s of installed().sources) {
      expect(s.text, s.relPath).not.toContain('node_modules');
      expect(s.text, s.relPath).not.toContain('TypeDoc');
    }
  });
});

describe('a changed .d.ts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-changed-'));
    await cp(path.join(FIXTURES, 'tiny-lib'), path.join(dir, 'tiny-lib'), { recursive: true });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('fails the build when a type is removed or stops being exported', async () => {
    const file = path.join(dir, 'tiny-lib/index.d.ts');
    const text = await readFile(file, 'utf8');
    // `defaultSettings` disappears; `Point` is no longer exported (draw still uses it: it becomes internal).
    await writeFile(file, text.replace(/^.*export const defaultSettings.*\n/m, '').replace(/^.*export type \{ Point \}.*\n/m, ''));
    const changed = await readApiReference(dir, options);
    expect(changed.cached).toBe(false);
    const generated = generateApiReference(input({ source: changed, options: { ...options, expected: EXPECTED_NAMES } }));
    const errors = generated.diagnostics.filter((d) => d.level === 'error').map((d) => d.message);
    expect(errors).toEqual([
      'API reference: `Point` changed: it was expected to be an interface exported by tiny-lib, but tiny-lib/index.d.ts now declares it as an internal interface (referred to, not exported)',
      'API reference: `defaultSettings` is missing: it was expected to be a variable exported by tiny-lib, but tiny-lib/index.d.ts no longer declares it',
    ]);
  });
});

describe('the TypeDoc cache', () => {
  it('serves a second read from the cache directory, keyed by the declarations', async () => {
    const files = await readdir(path.join(cacheDir, 'api-reference'));
    expect(files).toHaveLength(1);
    const again = await readApiReference(FIXTURES, options, { cacheDir });
    expect(again.cached).toBe(true);
    expect(again.project).toEqual(source.project);
    expect(again.values).toEqual(source.values);
  });
});

describe('readExportedValues', () => {
  it('reads minified literals without running the code', () => {
    const js = 'var a=1;globalThis.boom=()=>{throw 1};var dr={shape:"auto",on:!0,off:!1,none:null,n:-5,u:void 0,list:[],map:{},fn:a=>a,calc:a+1},x=dr;export{dr as defaults,x as alias};';
    const values = readExportedValues(ts, js);
    expect(Object.keys(values)).toEqual(['defaults']);
    expect(printValue(values.defaults)).toBe('{\n  shape: "auto",\n  on: true,\n  off: false,\n  none: null,\n  n: -5,\n  u: undefined,\n  list: [],\n  map: {},\n  fn: …,\n  calc: …,\n}');
  });
});

describe('pointAtDeclarations', () => {
  it('moves diagnostics on generated pages to the declaration they document', () => {
    const origins = new Map([['docs/api/interfaces/Point.md', { file: 'tiny-lib/index.d.ts', line: 3, column: 22, route: '/api/interfaces/Point' }]]);
    const moved = pointAtDeclarations(
      [
        { level: 'error', code: 'broken-link', message: 'broken link to /api/nope', file: 'docs/api/interfaces/Point.md', line: 12, column: 3, endLine: 12, endColumn: 9 },
        { level: 'warn', code: 'broken-link', message: 'elsewhere', file: 'docs/intro.md', line: 1, column: 1 },
      ],
      origins,
    );
    expect(moved[0]).toEqual({ level: 'warn', code: 'broken-link', message: 'elsewhere', file: 'docs/intro.md', line: 1, column: 1 });
    expect(moved[1]).toMatchObject({
      file: 'tiny-lib/index.d.ts',
      line: 3,
      column: 22,
      route: '/api/interfaces/Point',
      message: 'broken link to /api/nope (in the generated API page /api/interfaces/Point, docs/api/interfaces/Point.md:12)',
    });
    expect(moved[1]).not.toHaveProperty('endLine');
  });
});
