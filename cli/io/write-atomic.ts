/**
 * Writes a file whole or not at all: to a temporary name beside it, then renamed over it, so a
 * reader (or a run killed at any point) sees the old file or the new one. Synchronous: callers
 * write one small file at a time, and an awaited mkdir/open/write/close/rename went through
 * libuv's thread pool and back for each step.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}
