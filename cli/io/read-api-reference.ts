/**
 * The reading edge of the API reference (`apiReference` in the config): finds the `.d.ts`
 * entry and the package's JavaScript, runs TypeDoc on the entry and returns its JSON project,
 * plus the literal values the JavaScript exports (read statically, never run). TypeDoc is
 * slow, so its output is cached by (entry text, JavaScript text, TypeDoc version, this
 * reader's version): in memory for `watch`, and under the cache directory when there is one.
 * Nothing is interpreted here; `cli/generate/api-reference.ts` turns the result into pages.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApiReferenceConfig } from '../../schema/config.ts';
import type { ApiReferenceSource } from '../core/api-source.ts';
import { toPosix } from '../core/paths.ts';
import { readExportedValues } from './js-values.ts';
import { writeFileAtomic } from './write-atomic.ts';

/** Bump when the options or the shape of the cached entry change. */
export const API_READER_VERSION = '1';

/** What the reading edge found, with whether TypeDoc's output came from a cache and the time this step took (ms). */
export interface RawApiReference extends ApiReferenceSource {
  cached: boolean;
  ms: number;
}

interface CacheEntry extends Pick<ApiReferenceSource, 'project' | 'values' | 'messages'> {
  version: string;
}

/** TypeDoc's results a session read or made, by cache key: a `watch` cycle runs TypeDoc again only when its inputs changed. */
export type ApiReferenceMemory = Map<string, CacheEntry>;

export function createApiReferenceMemory(): ApiReferenceMemory {
  return new Map();
}

const require = createRequire(import.meta.url);

export function typedocVersion(): string {
  return (require('typedoc/package.json') as { version: string }).version;
}

/** `entry` relative to the site; a `node_modules/...` path is also looked up in the parent directories. */
export function resolveEntry(siteDir: string, entry: string): string | undefined {
  const direct = path.resolve(siteDir, entry);
  if (existsSync(direct)) return direct;
  if (!/^(\.\/)?node_modules\//.test(entry)) return undefined;
  for (let dir = path.dirname(path.resolve(siteDir)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, entry);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

interface PackageInfo {
  name?: string;
  version?: string;
  js?: string;
}

function exportTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['.', 'import', 'node', 'default']) {
    const found = exportTarget(record[key]);
    if (found) return found;
  }
  return undefined;
}

/** The nearest package.json above the entry: its name, version and main JavaScript module. */
async function packageOf(entryAbs: string): Promise<PackageInfo> {
  for (let dir = path.dirname(entryAbs); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        const pkg = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        const main = exportTarget(pkg.exports) ?? (typeof pkg.module === 'string' ? pkg.module : undefined) ?? (typeof pkg.main === 'string' ? pkg.main : undefined);
        const js = main ? path.resolve(dir, main) : undefined;
        return {
          name: typeof pkg.name === 'string' ? pkg.name : undefined,
          version: typeof pkg.version === 'string' ? pkg.version : undefined,
          js: js && existsSync(js) ? js : undefined,
        };
      } catch {
        return {};
      }
    }
    if (path.dirname(dir) === dir) return {};
  }
}

function cacheKey(entryText: string, jsText: string, module: string, version: string): string {
  return createHash('sha256').update(`${API_READER_VERSION}\0${version}\0${module}\0${entryText}\0${jsText}`).digest('hex');
}

async function readCache(memory: ApiReferenceMemory, dir: string | undefined, key: string): Promise<CacheEntry | undefined> {
  const hit = memory.get(key);
  if (hit || !dir) return hit;
  try {
    const value = JSON.parse(await readFile(path.join(dir, 'api-reference', `${key}.json`), 'utf8')) as CacheEntry;
    if (value.version !== API_READER_VERSION) return undefined;
    memory.set(key, value);
    return value;
  } catch {
    return undefined;
  }
}

async function writeCache(memory: ApiReferenceMemory, dir: string | undefined, key: string, value: CacheEntry): Promise<void> {
  memory.set(key, value);
  if (!dir) return;
  writeFileAtomic(path.join(dir, 'api-reference', `${key}.json`), JSON.stringify(value));
}

/** Runs TypeDoc on one declaration file; the logger collects instead of printing. */
async function runTypedoc(entryAbs: string): Promise<Pick<CacheEntry, 'project' | 'messages'>> {
  const { Application, Logger, LogLevel, normalizePath } = await import('typedoc');
  const messages: CacheEntry['messages'] = [];
  class Collector extends Logger {
    override log(message: string, level: number): void {
      if (level === LogLevel.Error) messages.push({ level: 'error', message });
      else if (level === LogLevel.Warn) messages.push({ level: 'warn', message });
    }
  }
  // No readers: the site's own tsconfig.json, typedoc.json and package.json are not consulted.
  const app = await Application.bootstrapWithPlugins(
    {
      entryPoints: [entryAbs],
      entryPointStrategy: 'resolve',
      skipErrorChecking: true,
      disableGit: true,
      sourceLinkTemplate: '{path}#L{line}',
      plugin: [],
      sort: ['source-order'],
      logLevel: 'Warn',
      compilerOptions: { strict: true, skipLibCheck: true, noEmit: true, types: [], lib: ['es2022', 'dom'] },
    },
    [],
  );
  app.logger = new Collector();
  const project = await app.convert();
  if (!project) return { project: undefined, messages: messages.length > 0 ? messages : [{ level: 'error', message: 'TypeDoc could not convert the entry' }] };
  return { project: app.serializer.projectToObject(project, normalizePath(path.dirname(entryAbs))), messages };
}

/** What the API reference is generated from: the `.d.ts` entry, its package and the package's JavaScript. */
export interface ApiSources {
  entryAbs: string;
  entryText: string;
  pkg: PackageInfo;
  jsText: string;
}

/** The sources, read once: the run fingerprint and the generation both use them. undefined when the entry is not found. */
export async function readApiSources(siteDir: string, options: ApiReferenceConfig): Promise<ApiSources | undefined> {
  const entryAbs = resolveEntry(siteDir, options.entry);
  if (!entryAbs) return undefined;
  const pkg = await packageOf(entryAbs);
  return { entryAbs, entryText: await readFile(entryAbs, 'utf8'), pkg, jsText: pkg.js ? await readFile(pkg.js, 'utf8') : '' };
}

/** The sources as fingerprint parts (cli/load/fingerprint.ts), with the versions of what reads them. */
export function apiSourceParts(options: ApiReferenceConfig, sources: ApiSources | undefined): string[] {
  if (!sources) return [`no entry: ${options.entry}`];
  return [sources.entryAbs, sources.entryText, sources.jsText, `${sources.pkg.name}@${sources.pkg.version}`, typedocVersion(), API_READER_VERSION];
}

/** `sources`: read already (see readApiSources); `memory`: a session's (a one-off read remembers nothing past the cache directory). */
export async function readApiReference(
  siteDir: string,
  options: ApiReferenceConfig,
  { cacheDir, sources, memory = createApiReferenceMemory() }: { cacheDir?: string; sources?: ApiSources; memory?: ApiReferenceMemory } = {},
): Promise<RawApiReference> {
  const started = performance.now();
  const version = typedocVersion();
  const base: RawApiReference = { configured: options.entry, typedocVersion: version, values: {}, messages: [], cached: false, ms: 0 };
  const read = sources ?? (await readApiSources(siteDir, options));
  if (!read) return { ...base, ms: performance.now() - started };
  const { entryAbs, entryText, pkg, jsText } = read;
  const result: RawApiReference = {
    ...base,
    entry: toPosix(path.relative(siteDir, entryAbs)),
    entryText,
    jsFile: pkg.js ? toPosix(path.relative(siteDir, pkg.js)) : undefined,
    packageName: pkg.name,
    packageVersion: pkg.version,
  };
  const key = cacheKey(entryText, jsText, options.module, version);
  const hit = await readCache(memory, cacheDir, key);
  if (hit) return { ...result, project: hit.project, values: hit.values, messages: hit.messages, cached: true, ms: performance.now() - started };

  const { project, messages } = await runTypedoc(entryAbs);
  // The defaults: a static read of the JavaScript (importing it in Node needs a DOM).
  const values = jsText ? readExportedValues((await import('typedoc')).TypeScript, jsText, pkg.js) : {};
  if (project) await writeCache(memory, cacheDir, key, { version: API_READER_VERSION, project, values, messages });
  return { ...result, project, values, messages, ms: performance.now() - started };
}
