/** Helpers for tests that drive `startWatch` with real file edits. */
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CycleResult, SiteWatch } from '../../cli/commands/watch.ts';

export async function tempCopy(fixture: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docs-watch-'));
  await cp(fixture, path.join(dir, 'site'), { recursive: true });
  return dir;
}

/**
 * Performs an edit and waits for the first cycle after it that satisfies the predicate (the
 * events of one edit, a folder rename say, can arrive over several cycles). Listening starts
 * before the edit, so a fast cycle cannot be missed.
 */
export async function afterEdit(watch: SiteWatch, edit: () => Promise<unknown>, predicate: (cycle: CycleResult) => boolean, timeoutMs = 15_000): Promise<CycleResult> {
  let unsubscribe = () => {};
  const found = new Promise<CycleResult>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching watch cycle in time')), timeoutMs);
    unsubscribe = watch.subscribe((cycle) => {
      if (!predicate(cycle)) return;
      clearTimeout(timer);
      resolve(cycle);
    });
  });
  try {
    await edit();
    return await found;
  } finally {
    unsubscribe();
  }
}

/** Every file under a directory (following the out symlink), by relative path, manifest excluded. */
export async function readTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const walk = async (sub: string) => {
    for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(rel);
      else if (rel !== 'manifest.json') files.set(rel, await readFile(path.join(dir, rel), 'utf8'));
    }
  };
  await walk('');
  return files;
}

export const brief = (cycle: CycleResult) => cycle.diagnostics.map((d) => `${d.level} ${d.code} ${d.file}:${d.line}:${d.column}`);
