import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { plainWorkerModule } from '../../../renderer/site-build/plain-worker.ts';

const fixture = (name: string) => new URL(`../../fixtures/plain-worker/${name}`, import.meta.url);

describe('plainWorkerModule', () => {
  it('runs a TypeScript module in a worker with its packages, its relative imports and the files beside it', async () => {
    const module = await plainWorkerModule(fixture('worker.ts'));
    expect(module.protocol).toBe('data:');
    const worker = new Worker(module, { workerData: 'thread' });
    const [message] = await once(worker, 'message');
    await worker.terminate();
    expect(message).toEqual({ greeting: 'hello, thread', slug: 'plain-worker-module', beside: 'found beside the source', url: true });
  });

  it('imports each package by the URL it resolves to, not by its bare name', async () => {
    const source = decodeURIComponent((await plainWorkerModule(fixture('worker.ts'))).href.slice('data:text/javascript,'.length));
    expect(source).toMatch(/from "file:\/\/\/[^"]*\/node_modules\/github-slugger\/[^"]+"/);
    expect(source).toContain('from "node:worker_threads"');
    expect(source).not.toContain('"github-slugger"');
  });

  it('fails with the missing package named when the module imports one that is not installed', async () => {
    await expect(plainWorkerModule(fixture('broken.ts'))).rejects.toThrow(/a-package-nobody-installed/);
  });
});
