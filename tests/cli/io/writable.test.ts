/** Whether a folder can be written is found out by writing, and leaves nothing behind. */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cannotWrite } from '../../../cli/io/writable.ts';
import { makeReadOnly, makeWritable, READ_ONLY_REASON } from '../../helpers/read-only.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

describe('cannotWrite', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTemp();
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('makes a missing folder and says nothing, leaving no probe in it', async () => {
    expect(cannotWrite(path.join(tmp, 'a', 'b'))).toBeUndefined();
    expect(await readdir(path.join(tmp, 'a', 'b'))).toEqual([]);
  });

  it('names the folder that refuses a write and the reason the file system gives', async () => {
    const locked = path.join(tmp, 'locked');
    await mkdir(locked);
    makeReadOnly(locked);
    try {
      expect(cannotWrite(locked)).toBe(`${locked} is not writable (${READ_ONLY_REASON})`);
      expect(cannotWrite(path.join(locked, 'inner'))).toBe(`${path.join(locked, 'inner')} is not writable (${READ_ONLY_REASON})`);
    } finally {
      makeWritable(locked);
    }
  });

  it('says a file stands where a folder must be', async () => {
    await writeFile(path.join(tmp, 'file'), '');
    expect(cannotWrite(path.join(tmp, 'file'))).toBe(`${path.join(tmp, 'file')} cannot be made: a file is in the way (EEXIST: file already exists)`);
    expect(cannotWrite(path.join(tmp, 'file', 'sub'))).toBe(`${path.join(tmp, 'file', 'sub')} cannot be made: a file is in the way (ENOTDIR: not a directory)`);
  });
});
