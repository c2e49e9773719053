/** Cache packs: entries written into one file, read back by slot; a damaged or unfinished pack gives misses. */
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PACKS, PackWriter, readPacks, readSlot } from '../../../cli/io/cache-pack.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

describe('cache packs', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTemp();
  });
  afterEach(async () => {
    await removeTemp(dir);
  });

  it('read back every entry of a finished pack by its slot, characters outside ASCII included', async () => {
    const writer = new PackWriter(dir);
    writer.add('k1', 'first entry');
    writer.add('k2', 'zweite → 世界 🎉');
    writer.add('k3', '');
    const slots = writer.finish();
    expect([...readPacks(dir).keys()]).toEqual(['k1', 'k2', 'k3']);
    expect(readPacks(dir)).toEqual(slots);
    expect([...slots.values()].map((slot) => readSlot(slot)?.toString('utf8'))).toEqual(['first entry', 'zweite → 世界 🎉', '']);
    const files = await readdir(dir);
    expect(files.length).toBe(1);
    expect(files[0]).toMatch(/^[0-9a-f]{16}\.pack$/);
  });

  it('are invisible until finished, and an empty pack leaves no file', async () => {
    const writer = new PackWriter(dir);
    writer.add('k1', 'entry');
    expect(readPacks(dir).size).toBe(0);
    expect(new PackWriter(dir).finish().size).toBe(0);
    writer.finish();
    expect([...readPacks(dir).keys()]).toEqual(['k1']);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['truncated', (bytes: Buffer) => bytes.subarray(0, bytes.length - 10)],
    ['cut before its index', (bytes: Buffer) => bytes.subarray(0, 5)],
    ['given a trailer that points past the end', (bytes: Buffer) => Buffer.concat([bytes.subarray(0, -32), Buffer.from(`PACK1:${'9'.repeat(12)}:000000000001\n`)])],
    ['given an index that is not JSON', (bytes: Buffer) => Buffer.concat([bytes.subarray(0, -32 - 2), Buffer.from('!!'), bytes.subarray(-32)])],
    ['emptied', () => Buffer.alloc(0)],
  ])('give no entries when %s', async (_name, damage) => {
    const writer = new PackWriter(dir);
    writer.add('k1', 'entry one');
    writer.add('k2', 'entry two');
    const [file] = [...new Set([...writer.finish().values()].map((slot) => slot.file))];
    await writeFile(file, damage(await readFile(file)));
    expect(readPacks(dir).size).toBe(0);
  });

  it('give no bytes for a slot whose pack has gone', async () => {
    const writer = new PackWriter(dir);
    writer.add('k1', 'entry');
    const slot = writer.finish().get('k1')!;
    await writeFile(slot.file, '');
    expect(readSlot(slot)).toBe(undefined);
  });

  it(`keep only the newest ${MAX_PACKS} packs and delete temporary packs of runs that died an hour ago`, async () => {
    const stale = path.join(dir, 'dead.pack.tmp');
    const fresh = path.join(dir, 'busy.pack.tmp');
    await writeFile(stale, 'half a pack');
    await writeFile(fresh, 'half a pack');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, hourAgo, hourAgo);
    const files: string[] = [];
    for (let i = 0; i < MAX_PACKS + 3; i++) {
      const writer = new PackWriter(dir);
      writer.add(`k${i}`, `entry ${i}`);
      const file = writer.finish().get(`k${i}`)!.file;
      // one second apart, oldest first, whatever the file system's time resolution
      const time = new Date(Date.now() - (MAX_PACKS + 3 - i) * 1000);
      await utimes(file, time, time);
      files.push(file);
    }
    const kept = (await readdir(dir)).filter((name) => name.endsWith('.pack')).map((name) => path.join(dir, name));
    expect(kept.sort()).toEqual(files.slice(-MAX_PACKS).sort());
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual(['busy.pack.tmp']);
    expect((await stat(fresh)).isFile()).toBe(true);
  });
});
