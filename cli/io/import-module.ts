/**
 * Loads a config-like module (TS, JS, MJS, CJS or JSON) and keeps its text for positions.
 * TypeScript is handled by tsx, which the CLI registers at start-up. A fresh query string
 * defeats the ESM cache so `watch` sees edits.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

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
    const url = `${pathToFileURL(file).href}?v=${++generation}-${Date.now()}`;
    // TypeScript configs load through tsx's API, whether the CLI itself runs compiled or not.
    const mod = (/\.[cm]?ts$/.test(file) ? await (await import('tsx/esm/api')).tsImport(url, import.meta.url) : await import(url)) as { default?: unknown };
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
    return { file, text, error: { message: firstLine(String((error as Error)?.message ?? error)), ...errorPosition(error, file) } };
  }
}
