/**
 * A worker thread running a TypeScript module of this package through docs-cli's own loader
 * (./typescript-hooks.mjs), for a module that esbuild cannot bundle on its own (the site bundle's
 * thread reaches the browser theme, its CSS and Vite's aliases); the others run as plain
 * JavaScript (./plain-worker.ts).
 */
import { Worker } from 'node:worker_threads';

const TYPESCRIPT_HOOKS = new URL('./typescript-hooks.mjs', import.meta.url).href;

export function startTypeScriptWorker(entry: URL, workerData: unknown): Worker {
  const bootstrap = `import('node:module').then(({ register }) => { register(${JSON.stringify(TYPESCRIPT_HOOKS)}); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
