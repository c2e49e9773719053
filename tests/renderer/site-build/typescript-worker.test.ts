import { describe, expect, it } from 'vitest';
import { startTypeScriptWorker } from '../../../renderer/site-build/typescript-worker.ts';

describe('startTypeScriptWorker', () => {
  it('runs a worker thread on a TypeScript module of the package, with its .tsx import and a package', async () => {
    const worker = startTypeScriptWorker(new URL('../../fixtures/typescript-hooks/worker.ts', import.meta.url), 'thread');
    const message = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(message).toBe('<span class="badge">thread</span>');
  });
});
