/**
 * Cache packs: many parse-cache entries in one file, as creating a file costs far more kernel
 * time than appending to one that is open.
 *
 * A pack is the entries back to back, then its index as JSON (`[[key, offset, length], ...]`),
 * then a fixed-size trailer giving where the index starts and how long it is. It is written
 * under a temporary name and renamed when whole, so a pack that exists is complete; each entry
 * still carries its own checksum (parse-cache.ts), so a damaged pack gives misses, never wrong
 * hits. Packs are never rewritten: the oldest are deleted beyond `MAX_PACKS`.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

const SUFFIX = '.pack';
const TEMP_SUFFIX = '.pack.tmp';
/** `PACK1:` + 12-digit index offset + `:` + 12-digit index length + newline. */
const TRAILER_LENGTH = 32;
const TRAILER = /^PACK1:(\d{12}):(\d{12})\n$/;
/** Each cold run writes one pack; keeping the newest few bounds what every later run reads at start. */
export const MAX_PACKS = 16;
/** A temporary pack this old belongs to a run that died, not to one still writing. */
const STALE_TEMP_MS = 60 * 60 * 1000;

export interface PackSlot {
  file: string;
  offset: number;
  length: number;
}

const pad = (n: number) => String(n).padStart(12, '0');

function writeAll(fd: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** Appends entries to a new pack; `finish` makes it visible. */
export class PackWriter {
  private readonly temp: string;
  private readonly fd: number;
  private offset = 0;
  private readonly index: [string, number, number][] = [];

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.temp = path.join(dir, `${randomBytes(8).toString('hex')}${TEMP_SUFFIX}`);
    this.fd = openSync(this.temp, 'w');
  }

  add(key: string, text: string): void {
    const bytes = Buffer.from(text, 'utf8');
    writeAll(this.fd, bytes);
    this.index.push([key, this.offset, bytes.length]);
    this.offset += bytes.length;
  }

  /** Writes the index and renames the pack into place; returns its slots (none for an empty pack, which is not kept). */
  finish(): Map<string, PackSlot> {
    const slots = new Map<string, PackSlot>();
    if (this.index.length === 0) {
      closeSync(this.fd);
      unlinkSync(this.temp);
      return slots;
    }
    const index = Buffer.from(JSON.stringify(this.index), 'utf8');
    writeAll(this.fd, index);
    writeAll(this.fd, Buffer.from(`PACK1:${pad(this.offset)}:${pad(index.length)}\n`, 'latin1'));
    closeSync(this.fd);
    const file = this.temp.slice(0, -TEMP_SUFFIX.length) + SUFFIX;
    renameSync(this.temp, file);
    for (const [key, offset, length] of this.index) slots.set(key, { file, offset, length });
    evictOldPacks(this.dir);
    return slots;
  }
}

function readExactly(fd: number, length: number, position: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, bytes, done, length - done, position + done);
    if (n === 0) break;
    done += n;
  }
  return done === length ? bytes : bytes.subarray(0, done);
}

/** The slots of one pack, or undefined when it is not a whole pack. */
function readPackIndex(file: string): Map<string, PackSlot> | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    if (size < TRAILER_LENGTH) return undefined;
    const trailer = TRAILER.exec(readExactly(fd, TRAILER_LENGTH, size - TRAILER_LENGTH).toString('latin1'));
    if (!trailer) return undefined;
    const [indexOffset, indexLength] = [Number(trailer[1]), Number(trailer[2])];
    if (indexOffset + indexLength + TRAILER_LENGTH !== size) return undefined;
    const index: unknown = JSON.parse(readExactly(fd, indexLength, indexOffset).toString('utf8'));
    if (!Array.isArray(index)) return undefined;
    const slots = new Map<string, PackSlot>();
    for (const item of index) {
      if (!Array.isArray(item) || typeof item[0] !== 'string' || !Number.isInteger(item[1]) || !Number.isInteger(item[2])) return undefined;
      if (item[1] < 0 || item[2] < 0 || item[1] + item[2] > indexOffset) return undefined;
      slots.set(item[0], { file, offset: item[1], length: item[2] });
    }
    return slots;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Every entry of every whole pack in `dir` (none when there is no such directory). */
export function readPacks(dir: string): Map<string, PackSlot> {
  const slots = new Map<string, PackSlot>();
  for (const file of packFiles(dir)) for (const [key, slot] of readPackIndex(file) ?? []) slots.set(key, slot);
  return slots;
}

/** An entry's bytes, or undefined when its pack is gone or shorter than its index says. */
export function readSlot(slot: PackSlot): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(slot.file, 'r');
    const bytes = readExactly(fd, slot.length, slot.offset);
    return bytes.length === slot.length ? bytes : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function packFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(SUFFIX))
      .sort()
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/** Deletes all but the newest `MAX_PACKS` packs, and temporary packs of runs that died. Another process may delete them first. */
function evictOldPacks(dir: string): void {
  const now = Date.now();
  const packs: { file: string; mtime: number }[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      const mtime = statSync(file).mtimeMs;
      if (name.endsWith(SUFFIX)) packs.push({ file, mtime });
      else if (name.endsWith(TEMP_SUFFIX) && now - mtime > STALE_TEMP_MS) unlinkSync(file);
    } catch {
      // gone already
    }
  }
  packs.sort((a, b) => b.mtime - a.mtime || a.file.localeCompare(b.file));
  for (const { file } of packs.slice(MAX_PACKS)) {
    try {
      unlinkSync(file);
    } catch {
      // gone already
    }
  }
}
