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
export async function afterEdit(watch: SiteWatch, edit: () => Promise<unknown>, predicate: (cycle: CycleResult) => boolean, timeoutMs = 30_000): Promise<CycleResult> {
  let unsubscribe = () => {};
  let cycles = 0;
  const found = new Promise<CycleResult>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching watch cycle in time')), timeoutMs);
    unsubscribe = watch.subscribe((cycle) => {
      cycles++;
      if (!predicate(cycle)) return;
      clearTimeout(timer);
      resolve(cycle);
    });
  });
  // Seen rarely on a loaded machine: the first edit right after start-up raises no file event
  // (the inotify watches are still being set up). If no cycle at all followed, edit once more.
  const again = setTimeout(() => {
    if (cycles === 0) void edit();
  }, 5_000);
  try {
    await edit();
    return await found;
  } finally {
    clearTimeout(again);
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
