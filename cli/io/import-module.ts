/**
 * Loads a config-like module (TS, JS, MJS, CJS or JSON) and keeps its text for positions.
 * TypeScript is bundled by esbuild into one ES module (its local imports and `docs-cli/config`
 * included, npm packages left as imports) and imported from a data: URL — tens of milliseconds,
 * where registering tsx's loader took a third of a second. A fresh URL defeats the ESM cache
 * so `watch` sees edits.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export interface LoadedModule {
  file: string;
  text: string;
  value?: unknown;
  error?: { message: string; line?: number; column?: number };
}

let generation = 0;
/** Last result per file and text: `watch` re-imports a module only when its text changed. */
const loaded = new Map<string, LoadedModule>();

function errorPosition(error: unknown, file: string): { line?: number; column?: number } {
  const text = String((error as Error)?.stack ?? error);
  // esbuild (via tsx) and V8 both print "file:line:column" for syntax errors.
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(text);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : {};
}

/** schema/define-config.ts: this file is cli/io/import-module.ts or cli/dist/main.mjs, two levels below the package. */
const DEFINE_CONFIG = fileURLToPath(new URL('../../schema/define-config.ts', import.meta.url));

/**
 * npm packages stay imports, resolved from the config's folder to absolute file URLs (a data:
 * URL has no folder to resolve bare names from); `docs-cli/config` is bundled from our sources.
 */
function resolvePackages(file: string): Plugin {
  const require = createRequire(file);
  return {
    name: 'docs-cli-packages',
    setup(build) {
      build.onResolve({ filter: /^docs-cli\/config$/ }, () => ({ path: DEFINE_CONFIG }));
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        try {
          return { path: pathToFileURL(require.resolve(args.path)).href, external: true };
        } catch {
          return { path: args.path, external: true };
        }
      });
    },
  };
}

/** A TypeScript module as one ES module, evaluated from a data: URL. */
async function importTypeScript(file: string): Promise<unknown> {
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
    plugins: [resolvePackages(file)],
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
  return import(`data:text/javascript;base64,${Buffer.from(`${code}\n//# v=${++generation}`).toString('base64')}`);
}

/** esbuild's first error with its position in the file. */
function buildError(error: unknown, file: string): LoadedModule['error'] | undefined {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] })?.errors?.[0];
  if (!first) return undefined;
  const location = first.location && path.resolve(first.location.file) === file ? { line: first.location.line, column: first.location.column + 1 } : {};
  return { message: first.text, ...location };
}

function firstLine(message: string): string {
  return message.split('\n').find((l) => l.trim().length > 0)?.trim() ?? message;
}

export async function importModule(file: string): Promise<LoadedModule> {
  const text = await readFile(file, 'utf8');
  if (file.endsWith('.json')) {
    try {
      return { file, text, value: JSON.parse(text) };
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
  const previous = loaded.get(file);
  if (previous && previous.text === text) return previous;
  try {
    const mod = (/\.[cm]?ts$/.test(file) ? await importTypeScript(file) : await import(`${pathToFileURL(file).href}?v=${++generation}-${Date.now()}`)) as { default?: unknown };
    let value: unknown = mod.default ?? mod;
    // A config outside an ESM package loads as CommonJS: its default export arrives wrapped once more.
    if (value && typeof value === 'object' && 'default' in value && Object.keys(value).every((k) => k === 'default' || k === '__esModule')) {
      value = (value as { default: unknown }).default;
    }
    if (typeof value === 'function') value = await (value as () => unknown)();
    const result = { file, text, value };
    loaded.set(file, result);
    return result;
  } catch (error) {
    return { file, text, error: buildError(error, file) ?? { message: firstLine(String((error as Error)?.message ?? error)), ...errorPosition(error, file) } };
  }
}
