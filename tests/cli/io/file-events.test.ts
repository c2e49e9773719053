import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedSinceRead, goneSinceRead } from '../../../cli/io/file-events.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a watch cycle checks that it read the last save', () => {
  it('names the files whose bytes on disk differ from what the cycle read, and leaves gone files to their unlink event', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'docs-cli-reread-'));
    await writeFile(path.join(root, 'same.md'), '# Same\n');
    await writeFile(path.join(root, 'half.md'), '# Half written, then finished\n');
    const raw = {
      files: [
        { path: 'same.md', bytes: Buffer.from('# Same\n') },
        { path: 'half.md', bytes: Buffer.from('# Half') },
        { path: 'gone.md', bytes: Buffer.from('# Gone\n') },
      ],
      outside: [],
    } as unknown as Parameters<typeof changedSinceRead>[1];
    expect(changedSinceRead(root, raw, ['same.md', 'half.md', 'gone.md', 'sidebars.ts'])).toEqual(['half.md']);
    expect(changedSinceRead(root, raw, [])).toEqual([]);
  });

  it('names the files it read, docs and assets, that are gone from disk, for the deletions chokidar drops', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'docs-cli-gone-'));
    await writeFile(path.join(root, 'here.md'), '# Here\n');
    const raw = {
      files: [
        { path: 'here.md', bytes: Buffer.from('# Here\n') },
        { path: 'gone.md', bytes: Buffer.from('# Gone\n') },
      ],
      assets: ['docs/gone.png'],
      outside: [],
    } as unknown as Parameters<typeof goneSinceRead>[1];
    expect(goneSinceRead(root, raw, ['here.md', 'gone.md', 'docs/gone.png', 'never-read.md', 'docs'])).toEqual(['gone.md', 'docs/gone.png']);
  });
});
