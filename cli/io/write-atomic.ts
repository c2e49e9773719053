/**
 * Writes a file whole or not at all: to a temporary name beside it, then renamed over it, so a
 * reader (or a run killed at any point) sees the old file or the new one. Synchronous for the
 * callers that write one small file at a time (an awaited mkdir/open/write/close/rename went
 * through libuv's thread pool and back for each step); the asynchronous form is for writing
 * many files side by side on the pool (emit/write.ts), into folders that exist.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const temporaryName = (file: string) => `${file}.${randomBytes(4).toString('hex')}.tmp`;

export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = temporaryName(file);
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

export async function writeFileAtomicAsync(file: string, text: string): Promise<void> {
  const tmp = temporaryName(file);
  await writeFile(tmp, text);
  await rename(tmp, file);
}
