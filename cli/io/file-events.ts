/**
 * A site's file events for `watch`, from chokidar, settled into the files a cycle must build. A
 * save can go unbuilt two ways: chokidar passes on one change event per file per 50 ms and drops
 * the rest (a second save within 50 ms raises nothing), and a cycle can read a save half written
 * (truncate and write are separate events, the second often dropped). So every file with an
 * event is also looked at again once that window has passed, and queued if it differs from what
 * the last cycle read; chokidar's raw (unthrottled) events bring a look sooner.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { watch as chokidarWatch } from 'chokidar';
import { toPosix } from '../core/paths.ts';
import type { RawContent } from '../core/raw-site.ts';

/**
 * How long chokidar holds an unlink back (100 ms by default) to turn an editor's
 * delete-and-recreate save into one change: a recreate comes within a few milliseconds, and every
 * millisecond here is latency on each deletion.
 */
export const UNLINK_HOLD_MS = 20;
/** After chokidar's hold: its unlink event is queued by then, and the look at a deletion finds it pending or already built. */
const GONE_CHECK_MARGIN_MS = 30;
/** chokidar's window for change events of one file (`_throttle(EV.CHANGE, path, 50)` in its index.js) */
const CHOKIDAR_CHANGE_WINDOW_MS = 50;

/**
 * The files whose bytes on disk differ from what a cycle read. A file gone since does not count:
 * chokidar reports a deletion (one it drops is looked at later, see `goneSinceRead`), and a look
 * that queued it too started a second cycle for one deletion. Files the cycle did not read do not
 * count either.
 */
export function changedSinceRead(root: string, raw: RawContent, files: readonly string[]): string[] {
  return files.filter((rel) => {
    const bytes = raw.files.find((file) => file.path === rel)?.bytes;
    if (!bytes) return false;
    try {
      return !readFileSync(path.join(root, rel)).equals(bytes);
    } catch {
      return false;
    }
  });
}

/**
 * Of `files`, those the cycle read that are gone from disk now. chokidar drops a deletion that
 * comes within 100 ms of the last deletion of the same path (`_throttle('remove', path, 100)` in
 * its `_remove`): a page added and deleted again soon after, twice, kept its artifacts for good.
 */
export function goneSinceRead(root: string, raw: RawContent, files: readonly string[]): string[] {
  return files.filter((rel) => (raw.files.some((file) => file.path === rel) || raw.assets.includes(rel)) && !existsSync(path.join(root, rel)));
}

export interface SiteEventsOptions {
  /** the out directory, whose events are not the site's (nor those of node_modules, .git and .docs-cli) */
  outDir: string;
  /** quiet time before a raw change is looked at */
  debounceMs: number;
  /** a file for the next cycle */
  queue(rel: string): void;
  /** whether a file waits for the next cycle already */
  queued(rel: string): boolean;
  /** the cycle under way, if any: a look waits for it, since it reads the files again */
  running(): Promise<unknown> | undefined;
  /** what the last cycle read */
  lastRead(): RawContent | undefined;
}

export interface SiteEvents {
  /** resolves once chokidar watches every folder */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchSiteEvents(root: string, options: SiteEventsOptions): SiteEvents {
  const { debounceMs } = options;
  let closed = false;
  const outName = path.relative(root, options.outDir);
  const watcher = chokidarWatch(root, {
    ignoreInitial: true,
    atomic: UNLINK_HOLD_MS,
    ignored: (file) => {
      const rel = path.relative(root, file);
      if (rel === '') return false;
      const first = rel.split(path.sep)[0];
      return first === 'node_modules' || first === '.git' || first === '.docs-cli' || (outName !== '' && !outName.startsWith('..') && (rel === outName || rel.startsWith(outName + path.sep)));
    },
  });
  const rechecks = new Map<string, NodeJS.Timeout>();
  const soonChecks = new Map<string, NodeJS.Timeout>();
  const goneChecks = new Map<string, NodeJS.Timeout>();
  /** When chokidar last passed on a change of each file: a raw change in the 50 ms after it is one chokidar drops. */
  const passedOn = new Map<string, number>();

  /** Queues the file if `differs` names it against what the last cycle read; during a cycle, once it ends. */
  const lookAgain = (rel: string, differs: typeof changedSinceRead) => {
    if (closed) return;
    const running = options.running();
    if (running) {
      void running.then(() => lookAgain(rel, differs));
      return;
    }
    const raw = options.lastRead();
    if (raw && !options.queued(rel) && differs(root, raw, [rel]).length > 0) options.queue(rel);
  };
  const later = (timers: Map<string, NodeJS.Timeout>, rel: string, ms: number, look: () => void) => {
    clearTimeout(timers.get(rel));
    timers.set(
      rel,
      setTimeout(() => {
        timers.delete(rel);
        look();
      }, ms),
    );
  };

  const onEvent = (event: string, file: string) => {
    if (closed) return;
    const rel = toPosix(path.relative(root, file));
    options.queue(rel);
    if (event === 'change' || event === 'add') {
      passedOn.set(rel, performance.now());
      later(rechecks, rel, CHOKIDAR_CHANGE_WINDOW_MS + 10, () => lookAgain(rel, changedSinceRead));
    }
  };
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, (file: string) => onEvent(event, file));
  // A raw change of a file within 50 ms of the one chokidar passed on is looked at after the
  // debounce, not after the re-check's 60 ms, so a save right after another is built at once. The
  // look compares bytes, like the re-check: an event of the write chokidar already passed on, or of
  // a deletion (its link count changes), starts no cycle. A directory's watcher names the file under
  // it, a file's watcher the file itself.
  watcher.on('raw', (event: string, name: unknown, details: unknown) => {
    const watched = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
    if (closed || (event !== 'change' && event !== 'rename') || typeof watched !== 'string') return;
    const candidates = typeof name === 'string' && name !== '' ? [watched, path.join(watched, name)] : [watched];
    for (const candidate of candidates) {
      const rel = toPosix(path.relative(root, candidate));
      if (event === 'rename') {
        // A deletion: looked at once chokidar's own unlink event would have come and been queued.
        later(goneChecks, rel, UNLINK_HOLD_MS + GONE_CHECK_MARGIN_MS, () => lookAgain(rel, goneSinceRead));
        continue;
      }
      const since = performance.now() - (passedOn.get(rel) ?? Number.NEGATIVE_INFINITY);
      if (since > CHOKIDAR_CHANGE_WINDOW_MS || soonChecks.has(rel)) continue;
      later(soonChecks, rel, debounceMs, () => lookAgain(rel, changedSinceRead));
    }
  });

  return {
    ready: new Promise<void>((resolve) => watcher.once('ready', () => resolve())),
    async close() {
      closed = true;
      for (const timer of [...rechecks.values(), ...soonChecks.values(), ...goneChecks.values()]) clearTimeout(timer);
      await watcher.close();
    },
  };
}
