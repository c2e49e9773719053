/**
 * The import rules of README.md's Layout: cli/'s folders import only folders below them (none
 * imports one beside it), no file of cli/ or renderer/ is in an import cycle, and cli/ and
 * renderer/ meet only through schema/ and cli/api.ts (and `build --site`'s one dynamic import of
 * the renderer's build). Type-only and dynamic imports count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');

/** The layers of cli/, bottom first: a file may import its own layer and those before it; one layer of several folders holds siblings that import none of each other. */
const LAYERS: readonly (readonly string[])[] = [
  ['core'],
  ['diagnostics'],
  ['io', 'parse', 'load', 'report', 'search', 'serve'],
  ['generate'],
  ['model'],
  ['check', 'emit'],
  ['workers'],
  ['pipeline'],
  ['commands'],
  ['main.ts', 'api.ts'],
  ['bin.js', 'build-dist.mjs', 'postinstall.mjs'],
];

/** The one module of cli/ the renderer's scripts may import. */
const SHARED_WITH_RENDERER = 'cli/api.ts';

/** The one import from cli/ into renderer/: `build --site` loads the renderer's build (which runs `build` through cli/api.ts), dynamically. */
const RENDERER_BUILD_FROM_CLI = { file: 'cli/commands/site.ts', target: 'renderer/site-build/build.ts' } as const;

/** The other: `dev` starts the renderer's dev server, dynamically too. */
const RENDERER_DEV_FROM_CLI = { file: 'cli/commands/dev.ts', target: 'renderer/site-build/dev.ts' } as const;

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.name === 'node_modules' || rel === 'cli/dist') continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Every relative import of a file (static, type-only, re-exports, dynamic), as a repository path. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(REPO, file), 'utf8'), true, true);
  return importedFiles.map((i) => i.fileName).filter((name) => name.startsWith('.')).map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name)));
}

const FILES = [...sourceFiles('cli'), ...sourceFiles('renderer'), ...sourceFiles('schema')];
const GRAPH = new Map(FILES.map((file) => [file, importsOf(file)]));

/** cli/<folder>/… → folder, cli/<file> → file. */
const unitOf = (file: string) => file.split('/')[1];
const rankOf = (unit: string) => LAYERS.findIndex((layer) => layer.includes(unit));

/** The import cycles among `files`: each strongly connected component of more than one file, or a file that imports itself (Tarjan). */
function cycles(files: readonly string[]): string[][] {
  const inside = new Set(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of GRAPH.get(file) ?? []) {
      if (!inside.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || GRAPH.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('the layout of cli/ and renderer/', () => {
  it('gives every file of cli/ a layer', () => {
    expect([...new Set(FILES.filter((f) => f.startsWith('cli/')).map(unitOf))].filter((unit) => rankOf(unit) === -1)).toEqual([]);
  });

  it('imports in cli/ only run down the layers, never to a folder beside', () => {
    const backwards: string[] = [];
    for (const [file, targets] of GRAPH) {
      if (!file.startsWith('cli/')) continue;
      for (const target of targets) {
        if (!target.startsWith('cli/') || unitOf(target) === unitOf(file)) continue;
        if (rankOf(unitOf(target)) >= rankOf(unitOf(file))) backwards.push(`${file} → ${target}`);
      }
    }
    expect(backwards).toEqual([]);
  });

  it('has no import cycle of files in cli/ or in renderer/', () => {
    expect(cycles(FILES.filter((f) => f.startsWith('cli/')))).toEqual([]);
    expect(cycles(FILES.filter((f) => f.startsWith('renderer/')))).toEqual([]);
  });

  it("lets cli/ and renderer/ meet only through schema/, cli/api.ts and the imports of the renderer's build and dev server, and schema/ import neither", () => {
    const crossing: string[] = [];
    for (const [file, targets] of GRAPH) {
      for (const target of targets) {
        const from = file.split('/')[0];
        const to = target.split('/')[0];
        const siteBuild = [RENDERER_BUILD_FROM_CLI, RENDERER_DEV_FROM_CLI].some((entry) => file === entry.file && target === entry.target);
        if (from === 'cli' && to === 'renderer' && !siteBuild) crossing.push(`${file} → ${target}`);
        if (from === 'renderer' && to === 'cli' && target !== SHARED_WITH_RENDERER) crossing.push(`${file} → ${target}`);
        if (from === 'schema' && (to === 'cli' || to === 'renderer')) crossing.push(`${file} → ${target}`);
      }
    }
    expect(crossing).toEqual([]);
  });

  it("loads the renderer's build and dev server from cli/ only when `build --site` or `dev` runs (a dynamic import)", () => {
    for (const entry of [RENDERER_BUILD_FROM_CLI, RENDERER_DEV_FROM_CLI]) {
      const source = readFileSync(path.join(REPO, entry.file), 'utf8');
      expect(GRAPH.get(entry.file)).toContain(entry.target);
      expect(source.match(/^\s*(import|export)\b[^(\n]*['"][./]+renderer\//gm)).toBeNull();
    }
  });
});
