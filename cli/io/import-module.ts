/**
 * Loads a config-like module (TS, JS, MJS, CJS or JSON) and keeps its text for positions.
 * Every JavaScript or TypeScript module is bundled by esbuild into one ES module (its local
 * imports and `docs-cli/config` included, npm packages left as imports) and imported from a
 * data: URL, as Docusaurus's loader (jiti) reads configs: CommonJS or ESM syntax whatever the
 * package's `"type"`, TypeScript, `require` beside `import`. A package the site has not
 * installed stands in as an inert value (cli/core/inert.ts), named in `standIns`. Bundling
 * takes tens of milliseconds, where registering tsx's loader took a third of a second. The
 * module is evaluated in a worker thread of its own (./evaluate-in-worker.ts) with a deadline and
 * a memory limit: one that never finishes or allocates without end is an error of its file, not
 * a hang or an abort; and each evaluation is fresh, so `watch` sees edits.
 *
 * A module's value can be offered back by a later run (cli/pipeline/recorded-run.ts) when it
 * depends on nothing but its sources and the environment variables it read (`inputs`): while
 * those are unchanged, the offered value is the module's value and nothing is evaluated.
 */
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { sha256 } from '../core/hash.ts';
import type { LoadedModule, ModuleInputs } from '../core/raw-site.ts';
import { DEFAULT_MODULE_LIMITS, evaluateInWorker, type ModuleLimits } from './evaluate-in-worker.ts';

/**
 * What a session remembers of the modules it imported: the last result per file (`watch`
 * re-imports a module only when its text changed), and the values an earlier run evaluated
 * (offered by its record), each standing while its inputs are unchanged.
 */
export interface ModuleMemory {
  loaded: Map<string, LoadedModule>;
  offered: Map<string, LoadedModule>;
  /** how long and how much memory evaluating one module may take */
  limits: ModuleLimits;
}

export function createModuleMemory(limits: ModuleLimits = DEFAULT_MODULE_LIMITS): ModuleMemory {
  return { loaded: new Map(), offered: new Map(), limits };
}

function errorPosition(error: unknown, file: string): { line?: number; column?: number } {
  const text = String((error as Error)?.stack ?? error);
  // esbuild (via tsx) and V8 both print "file:line:column" for syntax errors.
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(text);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : {};
}

/** schema/define-config.ts and cli/core/inert.ts: this file is cli/io/import-module.ts or cli/dist/main.mjs, two levels below the package. */
const DEFINE_CONFIG = fileURLToPath(new URL('../../schema/define-config.ts', import.meta.url));
const INERT = fileURLToPath(new URL('../../cli/core/inert.ts', import.meta.url));

/** `pkg/sub/path` → `pkg`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * npm packages stay imports, resolved from the importing file (a data: URL has no folder to
 * resolve bare names from): a file URL for `import`, a path for `require`. One that cannot be
 * resolved (not installed) is bundled as an inert stand-in and its name added to `standIns`.
 * `docs-cli/config` is bundled from our sources.
 */
function resolvePackages(standIns: Set<string>): Plugin {
  return {
    name: 'docs-cli-packages',
    setup(build) {
      build.onResolve({ filter: /^docs-cli\/config$/ }, () => ({ path: DEFINE_CONFIG }));
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.resolving) return undefined; // the lookup below: esbuild's own resolution
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const found = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { resolving: true } });
        // A package's JSON (`import { version } from 'pkg/package.json'`) is bundled, as jiti reads it: an ES import of it needs an attribute.
        if (found.errors.length === 0 && found.path.endsWith('.json') && args.kind !== 'require-resolve') return { path: found.path };
        if (found.errors.length === 0 && found.path) {
          return { path: args.kind === 'require-call' || args.kind === 'require-resolve' ? found.path : pathToFileURL(found.path).href, external: true };
        }
        standIns.add(packageName(args.path));
        return { path: packageName(args.path), namespace: 'docs-cli-inert' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-cli-inert' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(INERT)}).inertValue(${JSON.stringify(args.path)});\n`,
        loader: 'js',
        resolveDir: path.dirname(INERT),
      }));
    },
  };
}

/** esbuild's namespace for the site's own `.js` files (see siteScripts); stripped from paths it reports. */
const SOURCE = 'docs-cli-source';
const withoutNamespace = (file: string) => (file.startsWith(`${SOURCE}:`) ? file.slice(SOURCE.length + 1) : file);

/**
 * The site's own `.js` files are CommonJS or ES modules by their syntax, whatever the package's
 * `"type"` says, as Docusaurus loads them (a CommonJS `sidebars.js` in a `"type": "module"`
 * package): read outside esbuild's file namespace, where it would apply the package's type.
 */
function siteScripts(): Plugin {
  return {
    name: 'docs-cli-site-scripts',
    setup(build) {
      build.onResolve({ filter: /^[./]/ }, async (args) => {
        if (args.pluginData?.resolving) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { resolving: true } });
        if (found.errors.length > 0 || !found.path.endsWith('.js') || found.path.split(path.sep).includes('node_modules')) return undefined;
        return { path: found.path, namespace: SOURCE };
      });
      build.onLoad({ filter: /.*/, namespace: SOURCE }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'js', resolveDir: path.dirname(args.path) }));
    },
  };
}

/** Where the evaluation lists the packages `require.resolve` asked for and did not find (see evaluate-worker.mjs). */
const UNRESOLVED = 'docs-cli.unresolved';

/**
 * A `require.resolve` as Docusaurus's loader (jiti) gives one: a local file also found by the
 * TypeScript extensions (`require.resolve('./sidebars')` of a `sidebars.ts`); a package that is
 * not installed (a theme's stylesheet the check never reads) is the path it would have once
 * installed, and is named among the packages that stood in. JavaScript source, used by the
 * banner below and by the `node:module` a config imports (its own `createRequire`).
 */
const RESOLVE_AS_JITI = `((resolve, dir) => (id, options) => {
  try { return resolve(id, options); } catch (error) {
    if (id === '.' || id === '..' || id.startsWith('./') || id.startsWith('../') || id.startsWith('/')) {
      for (const ending of ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx']) { try { return resolve(id + ending, options); } catch {} }
      throw error;
    }
    const parts = id.split('/');
    (globalThis[Symbol.for(${JSON.stringify(UNRESOLVED)})] ??= []).push(id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    return dir + '/node_modules/' + id;
  }
})`;

/**
 * CommonJS code bundled into an ES module calls `require` for packages and built-ins: a real
 * one, resolving from the module's folder, with the loader's `require.resolve`. Left out when the
 * module declares its own.
 */
function requireBanner(file: string): string {
  return [
    "import { createRequire as __docsCliCreateRequire } from 'node:module';",
    `var require = __docsCliCreateRequire(${JSON.stringify(file)});`,
    `require.resolve = ${RESOLVE_AS_JITI}(require.resolve, ${JSON.stringify(path.dirname(file))});`,
    '',
  ].join('\n');
}

/** esbuild's namespace for the `node:module` a config imports. */
const NODE_MODULE = 'docs-cli-node-module';

/** `node:module` with a `createRequire` whose `require.resolve` is the loader's (a config that makes its own `require`). */
const NODE_MODULE_SOURCE = `import * as real from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
export * from 'node:module';
export function createRequire(from) {
  const require = real.createRequire(from);
  const file = String(from).startsWith('file:') ? fileURLToPath(from) : String(from);
  require.resolve = ${RESOLVE_AS_JITI}(require.resolve, dirname(file));
  return require;
}
export default new Proxy(real.default, { get: (target, key) => (key === 'createRequire' ? createRequire : Reflect.get(target, key)) });
`;

function nodeModule(): Plugin {
  return {
    name: 'docs-cli-node-module',
    setup(build) {
      build.onResolve({ filter: /^(?:node:)?module$/ }, (args) => (args.namespace === NODE_MODULE ? { path: 'node:module', external: true } : { path: 'module', namespace: NODE_MODULE }));
      build.onLoad({ filter: /.*/, namespace: NODE_MODULE }, () => ({ contents: NODE_MODULE_SOURCE, loader: 'js' }));
    },
  };
}

const DECLARES_REQUIRE = /^(?:const|let|var|function)\s+require\b|^import\s[^;]*\brequire\b[^;]*\sfrom\s/m;

/** A module that passed a limit of its evaluation: reported as it is, never read another way. */
class PastLimit extends Error {
  constructor(
    message: string,
    readonly limit: 'time' | 'memory',
  ) {
    super(message);
  }
}

/** A module that threw while it was evaluated, with the stack its worker saw. */
class EvaluationFailed extends Error {
  constructor(
    message: string,
    readonly workerStack: string,
  ) {
    super(message);
  }
}

/**
 * What bundled code can reach besides its sources and `process.env`: the clock, randomness,
 * the file system, the network, other modules. Any of these (or a package import) and the
 * module's value is only known by evaluating it.
 */
const IMPURE = /\b(?:Date|Math\.random|performance|crypto|fetch|require\b|import\s*\(|import\.meta\.resolve|globalThis|process\.(?!env\b))/;

/**
 * A JavaScript or TypeScript module as one ES module, evaluated from a data: URL; with its inputs
 * when it is pure. The packages that stood in are added to `standIns` as they are found, so a
 * module that then fails still names them.
 */
async function importBundled(file: string, limits: ModuleLimits, standIns: Set<string>): Promise<{ value: unknown; inputs?: ModuleInputs }> {
  const { build } = await import('esbuild');
  const url = pathToFileURL(file).href;
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    metafile: true,
    plugins: [nodeModule(), siteScripts(), resolvePackages(standIns)],
    // The module runs from a data: URL; these keep meaning the config file.
    define: {
      'import.meta.url': JSON.stringify(url),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': JSON.stringify(file),
      __dirname: JSON.stringify(path.dirname(file)),
      __filename: JSON.stringify(file),
    },
  });
  const code = result.outputFiles[0].text;
  const banner = DECLARES_REQUIRE.test(code) ? '' : requireBanner(file);
  const outcome = await evaluateInWorker(`${banner}${code}`, limits);
  if (outcome.kind === 'limit') throw new PastLimit(outcome.message, outcome.limit);
  if (outcome.kind === 'threw') throw new EvaluationFailed(outcome.message, outcome.stack);
  const { value, names, json } = outcome;
  for (const name of outcome.unresolved ?? []) standIns.add(name);
  const inputs = Object.values(result.metafile.inputs);
  const pure =
    names !== undefined && standIns.size === 0 && json && !IMPURE.test(code) && inputs.every((input) => input.imports.every((imported) => !imported.external));
  if (!pure) return { value };
  const files: ModuleInputs['files'] = [];
  for (const source of Object.keys(result.metafile.inputs)) {
    const abs = path.resolve(withoutNamespace(source));
    files.push([abs, sha256(await readFile(abs))]);
  }
  return { value, inputs: { files, env: names.map((name) => [name, process.env[name] ?? null]) } };
}

/** Values an earlier run evaluated, by file: each stands while its inputs are unchanged. */
export function offerModules(memory: ModuleMemory, modules: readonly LoadedModule[]): void {
  for (const module of modules) if (module.inputs && !module.error) memory.offered.set(module.file, module);
}

const envUnchanged = (module: LoadedModule) => !module.inputs || module.inputs.env.every(([name, value]) => (process.env[name] ?? null) === value);

async function stillValid(module: LoadedModule, text: string): Promise<boolean> {
  const inputs = module.inputs;
  if (!inputs || module.text !== text || !envUnchanged(module)) return false;
  for (const [file, hash] of inputs.files) {
    const bytes = file === module.file ? text : await readFile(file).catch(() => undefined);
    if (bytes === undefined || sha256(bytes) !== hash) return false;
  }
  return true;
}

/** esbuild's first error with its position in the file. */
function buildError(error: unknown, file: string): LoadedModule['error'] | undefined {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] })?.errors?.[0];
  if (!first) return undefined;
  if (!first.location) return { message: first.text };
  const where = path.resolve(withoutNamespace(first.location.file));
  if (where === file) return { message: first.text, line: first.location.line, column: first.location.column + 1 };
  // In a module the config imports: named with its place, relative to the config's folder.
  return { message: first.text, in: `${path.relative(path.dirname(file), where).split(path.sep).join('/')}:${first.location.line}:${first.location.column + 1}` };
}

function firstLine(message: string): string {
  return message.split('\n').find((l) => l.trim().length > 0)?.trim() ?? message;
}

/** `memory`: a session's (a one-off import remembers nothing), with the limits of evaluating a module. */
export async function importModule(file: string, options: { memory?: ModuleMemory } = {}): Promise<LoadedModule> {
  const { memory = createModuleMemory() } = options;
  const text = await readFile(file, 'utf8');
  if (file.endsWith('.json')) {
    try {
      return { file, text, value: JSON.parse(text), inputs: { files: [[file, sha256(text)]], env: [] } };
    } catch (error) {
      const match = /position (\d+)/.exec(String((error as Error).message));
      const lineMatch = /line (\d+) column (\d+)/.exec(String((error as Error).message));
      if (lineMatch) return { file, text, error: { message: firstLine((error as Error).message), line: Number(lineMatch[1]), column: Number(lineMatch[2]) } };
      if (match) {
        const before = text.slice(0, Number(match[1]));
        const line = before.split('\n').length;
        const column = Number(match[1]) - before.lastIndexOf('\n');
        return { file, text, error: { message: firstLine((error as Error).message), line, column } };
      }
      return { file, text, error: { message: firstLine((error as Error).message) } };
    }
  }
  const known = memory.offered.get(file);
  if (known && (await stillValid(known, text))) {
    memory.loaded.set(file, known);
    return known;
  }
  const previous = memory.loaded.get(file);
  if (previous && previous.text === text && envUnchanged(previous)) return previous;
  const standIns = new Set<string>();
  const named = () => (standIns.size > 0 ? { standIns: [...standIns].sort() } : {});
  try {
    const { value, inputs } = await importBundled(file, memory.limits, standIns);
    const result: LoadedModule = { file, text, value, ...(inputs ? { inputs } : {}), ...named() };
    memory.loaded.set(file, result);
    return result;
  } catch (error) {
    if (error instanceof PastLimit) return { file, text, error: { message: error.message, limit: error.limit }, ...named() };
    if (error instanceof EvaluationFailed) return { file, text, error: { message: firstLine(error.message), ...errorPosition(error.workerStack, file) }, ...named() };
    return { file, text, error: buildError(error, file) ?? { message: firstLine(String((error as Error)?.message ?? error)), ...errorPosition(error, file) }, ...named() };
  }
}
