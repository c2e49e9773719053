/**
 * Config-like modules (cli/io/import-module.ts): what a module's value depends on is recorded
 * only when it depends on nothing but its sources and environment variables, and a value an
 * earlier run offers back stands exactly while those inputs are unchanged.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inertPackageOf } from '../../../cli/core/inert.ts';
import type { LoadedModule } from '../../../cli/core/raw-site.ts';
import { createModuleMemory, importModule, offerModules } from '../../../cli/io/import-module.ts';
import { runCli } from '../../helpers/site.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docs-cli-module-'));
});
afterEach(async () => {
  delete process.env.DOCS_TEST_TITLE;
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, text: string): Promise<string> {
  await writeFile(path.join(dir, name), text);
  return path.join(dir, name);
}

describe('importModule', () => {
  it('records the source files and the environment variables a TypeScript module read', async () => {
    await write('part.ts', "export const url = 'https://example.com';\n");
    const file = await write('config.ts', "import { url } from './part.ts';\nexport default { title: process.env.DOCS_TEST_TITLE ?? 'T', url };\n");
    const loaded = await importModule(file);
    expect(loaded.value).toEqual({ title: 'T', url: 'https://example.com' });
    expect(loaded.inputs?.files.map(([f]) => path.basename(f)).sort()).toEqual(['config.ts', 'part.ts']);
    expect(loaded.inputs?.env).toContainEqual(['DOCS_TEST_TITLE', null]);
  });

  it.each([
    ['the clock', "export default { title: 'T ' + Date.now(), url: 'https://example.com' };\n"],
    ['a package', "import { readFileSync } from 'node:fs';\nexport default { title: String(readFileSync.name), url: 'https://example.com' };\n"],
    ['every environment variable', "export default { title: Object.keys(process.env).join(), url: 'https://example.com' };\n"],
    ['a value that is not JSON', "export default { title: 'T', url: 'https://example.com', match: /x/ };\n"],
  ])('records no inputs for a module that depends on %s', async (_, text) => {
    const loaded = await importModule(await write('config.ts', text));
    expect(loaded.error).toBeUndefined();
    expect(loaded.inputs).toBeUndefined();
  });

  it('gives back an offered value while its inputs are unchanged, and evaluates the module when one changed', async () => {
    const file = await write('config.ts', "export default { title: process.env.DOCS_TEST_TITLE ?? 'T' };\n");
    // A session's: it holds the offered values.
    const memory = createModuleMemory();
    const evaluated = await importModule(file, { memory });
    // The offered value differs from what evaluating gives: getting it back proves nothing was evaluated.
    const offered: LoadedModule = { ...evaluated, value: { title: 'offered' } };
    offerModules(memory, [offered]);
    await write('config.ts', "export default { title: process.env.DOCS_TEST_TITLE ?? 'U' };\n");
    await write('config.ts', "export default { title: process.env.DOCS_TEST_TITLE ?? 'T' };\n");
    expect((await importModule(file, { memory })).value).toEqual({ title: 'offered' });
    process.env.DOCS_TEST_TITLE = 'from the environment';
    offerModules(memory, [offered]);
    expect((await importModule(file, { memory })).value).toEqual({ title: 'from the environment' });
  });

  it.each(['config.ts', 'config.mjs'])('gives up on a %s whose top-level await is still running when the time is up, and says so', async (name) => {
    const file = await write(name, "await new Promise((resolve) => setTimeout(resolve, 3000));\nexport default { title: 'late' };\n");
    const loaded = await importModule(file, { memory: createModuleMemory({ timeMs: 200, memoryMb: 256 }) });
    expect([loaded.value, loaded.error]).toEqual([undefined, { message: 'it never finished loading (still running after 0.2 s, the limit for evaluating it)', limit: 'time' }]);
  });
});

describe('importModule on the syntax Docusaurus accepts', () => {
  it('loads a CommonJS sidebars.js inside a "type": "module" package, as Docusaurus does', async () => {
    await write('package.json', '{"type":"module"}\n');
    await write('items.js', "module.exports = ['intro', 'usage'];\n");
    const loaded = await importModule(await write('sidebars.js', "const items = require('./items.js');\nmodule.exports = { docs: items };\n"));
    expect([loaded.value, loaded.error]).toEqual([{ docs: ['intro', 'usage'] }, undefined]);
  });

  it('loads ES module syntax in a .js file of a package without a type', async () => {
    await write('package.json', '{"name":"site"}\n');
    const loaded = await importModule(await write('sidebars.js', "export default { docs: ['intro'] };\n"));
    expect([loaded.value, loaded.error]).toEqual([{ docs: ['intro'] }, undefined]);
  });

  it('calls an async function export and uses the value it resolves to', async () => {
    const loaded = await importModule(await write('docusaurus.config.mjs', "export default async function create() { return { title: await Promise.resolve('Async') }; }\n"));
    expect(loaded.value).toEqual({ title: 'Async' });
  });

  it("reads a file beside the config through import.meta.url, the config file's own URL, as Docusaurus's loader does", async () => {
    await write('package.json', '{"name":"site","version":"4.5.6"}\n');
    const text = "import { readFileSync } from 'node:fs';\nconst pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));\nexport default { title: pkg.version };\n";
    const loaded = await importModule(await write('docusaurus.config.ts', text));
    expect(loaded.value).toEqual({ title: '4.5.6' });
  });

  it('resolves require.resolve of a local TypeScript file named without its extension, as jiti does', async () => {
    await write('sidebars.ts', 'export default { docs: [] };\n');
    const loaded = await importModule(await write('docusaurus.config.ts', "export default { sidebarPath: require.resolve('./sidebars') };\n"));
    expect(loaded.value).toEqual({ sidebarPath: path.join(dir, 'sidebars.ts') });
  });

  it('gives require.resolve of a package that is not installed the path it would have, and names the package as stood in', async () => {
    const loaded = await importModule(await write('docusaurus.config.js', "module.exports = { css: require.resolve('@acme/theme/dist/theme.css'), title: 'T' };\n"));
    expect([loaded.error, loaded.value, loaded.standIns]).toEqual([undefined, { css: path.join(dir, 'node_modules', '@acme/theme/dist/theme.css'), title: 'T' }, ['@acme/theme']]);
  });

  it("gives a require the config makes itself with node:module's createRequire the same require.resolve", async () => {
    await write('sidebars.ts', 'export default { docs: [] };\n');
    const text = "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { sidebarPath: require.resolve('./sidebars'), css: require.resolve('@acme/theme/theme.css') };\n";
    const loaded = await importModule(await write('docusaurus.config.ts', text));
    expect([loaded.value, loaded.standIns]).toEqual([{ sidebarPath: path.join(dir, 'sidebars.ts'), css: path.join(dir, 'node_modules', '@acme/theme/theme.css') }, ['@acme/theme']]);
  });

  it('still fails on require.resolve of a local file that is not there', async () => {
    const loaded = await importModule(await write('docusaurus.config.js', "module.exports = { sidebarPath: require.resolve('./no-such-sidebars') };\n"));
    expect(loaded.error?.message).toMatch(/^Cannot find module '\.\/no-such-sidebars'/);
  });

  it('names the module the config imports where a file it requires is missing, with its place', async () => {
    await mkdir(path.join(dir, 'lib'));
    await write('lib/helper.mjs', "import names from './gone.mjs';\nexport const title = names.title;\n");
    const loaded = await importModule(await write('docusaurus.config.mjs', "import { title } from './lib/helper.mjs';\nexport default { title };\n"));
    expect(loaded.error).toEqual({ message: 'Could not resolve "./gone.mjs"', in: 'lib/helper.mjs:1:19' });
  });

  it("imports a package's JSON without an import attribute, as jiti does", async () => {
    await mkdir(path.join(dir, 'node_modules', '@scope', 'parser'), { recursive: true });
    await write('node_modules/@scope/parser/package.json', '{ "name": "@scope/parser", "version": "8.1.0" }\n');
    const file = await write('config.mts', "import { version } from '@scope/parser/package.json';\nimport pkg from '@scope/parser/package.json';\nexport default { title: 'v' + version, tagline: pkg.name };\n");
    expect((await importModule(file)).value).toEqual({ title: 'v8.1.0', tagline: '@scope/parser' });
  });

  it('loads a .mts config', async () => {
    const loaded = await importModule(await write('docusaurus.config.mts', "const title: string = 'Typed';\nexport default { title };\n"));
    expect(loaded.value).toEqual({ title: 'Typed' });
  });

  it('stands a package that is not installed in as an inert value, names it, and runs the config through it', async () => {
    const text = [
      "import { themes as prismThemes } from 'prism-react-renderer';",
      "import yaml from 'js-yaml';",
      "const math = require('remark-math');",
      'const extra = [...yaml.load("items")];',
      'export default {',
      "  title: 'Site' + String(yaml.dump({})),",
      '  count: extra.length,',
      '  theme: prismThemes.github,',
      '  made: new yaml.Schema().extend(),',
      '  awaited: await math,',
      '};',
      '',
    ].join('\n');
    const loaded = await importModule(await write('docusaurus.config.ts', text));
    expect(loaded.error).toBeUndefined();
    expect(loaded.standIns).toEqual(['js-yaml', 'prism-react-renderer', 'remark-math']);
    const value = loaded.value as Record<string, unknown>;
    expect([value.title, value.count]).toEqual(['Site', 0]);
    expect([inertPackageOf(value.theme), inertPackageOf(value.made), inertPackageOf(value.awaited)]).toEqual(['prism-react-renderer', 'js-yaml', 'remark-math']);
    // Its value depends on what is installed: never offered back to a later run.
    expect(loaded.inputs).toBeUndefined();
  });

  it("uses the site's installed packages and evaluates its own modules for real", async () => {
    await mkdir(path.join(dir, 'node_modules/site-helper'), { recursive: true });
    await write('node_modules/site-helper/package.json', '{"name":"site-helper","main":"index.js"}\n');
    await write('node_modules/site-helper/index.js', "exports.title = 'From a package';\n");
    await write('nav.ts', "const prefix: string = '/docs';\nexport const items = [{ label: 'Guide', to: prefix + '/guide' }];\n");
    const loaded = await importModule(await write('docusaurus.config.js', "const { title } = require('site-helper');\nimport { items } from './nav';\nexport default { title, items };\n"));
    expect([loaded.value, loaded.standIns]).toEqual([{ title: 'From a package', items: [{ label: 'Guide', to: '/docs/guide' }] }, undefined]);
  });
});

describe('a config that never finishes loading, run by the CLI', () => {
  it.each(['docs.config.ts', 'docs.config.mjs'])('is one config error at %s, exit 2, not a silent exit 13', async (name) => {
    await mkdir(path.join(dir, 'docs'));
    await write('docs/index.md', '# Home\n');
    await write(name, "await new Promise(() => {});\nexport default { title: 'T', url: 'https://example.com' };\n");
    const run = await runCli(['check', dir, '--no-cache', '--format', 'json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).diagnostics).toEqual([
      {
        level: 'error',
        code: 'invalid-config',
        message: 'the config could not be loaded: it never finished loading (it awaits something that never settles)',
        file: name,
        line: 1,
        column: 1,
      },
    ]);
  });
});
