/**
 * The gallery index's card thumbnails, made at site-build time: the real racing-bars draws each
 * demo's first frame (autorun off) into a DOM, in a worker thread (thumbnail-worker.ts), and the
 * chart's <svg> is written as `/__docs/gallery/thumbnails/<demo>.svg`. Drawing needs no browser,
 * and the same data and options give the same file on every build, so each file is kept in a
 * cache under a hash of what it is drawn from, and a rebuild copies it.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { getDemo } from '../components/gallery/demos.ts';
import { galleryThumbnailPath } from '../components/gallery/files.ts';
import type { ThumbnailJob } from '../components/gallery/thumbnail-job.ts';

const require = createRequire(import.meta.url);

/** tsx's ESM API (`tsImport`), found through its package's exports map (require.resolve would pick the CommonJS one). */
function tsxApi(): string {
  const manifest = require.resolve('tsx/package.json');
  const entry: string = require('tsx/package.json').exports['./esm/api'].import.default;
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}

function drawInWorker(job: ThumbnailJob): Promise<void> {
  // The worker is TypeScript: it loads through tsx's API, whatever started this build.
  const entry = new URL('./thumbnail-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi())}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
  const worker = new Worker(bootstrap, { eval: true, workerData: job });
  return new Promise<void>((resolve, reject) => {
    let done = false;
    worker.once('message', () => {
      done = true;
      worker.terminate().then(() => resolve(), reject);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (done ? undefined : reject(new Error(`the thumbnail worker stopped with exit code ${code}`))));
  });
}

/** What every thumbnail is drawn with: the drawing code and the libraries' versions. */
async function drawingKey(): Promise<string> {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const sources = ['thumbnail-worker.ts', '../components/gallery/thumbnail-job.ts', '../components/charts/chart-layout.ts', '../components/charts/load-rows.ts', '../components/gallery/demos.ts'].map((file) => readFile(path.join(here, file), 'utf8'));
  const versions = ['racing-bars', 'happy-dom'].map((name) => require(`${name}/package.json`).version);
  return JSON.stringify([...(await Promise.all(sources)), ...versions]);
}

export async function writeGalleryThumbnails(siteOut: string, demos: readonly string[], cacheDir: string): Promise<void> {
  const names = [...new Set(demos)].filter((name) => getDemo(name));
  if (names.length === 0) return;
  await mkdir(cacheDir, { recursive: true });
  const common = await drawingKey();
  const cached = new Map<string, string>();
  for (const name of names) {
    const data = await readFile(path.join(siteOut, getDemo(name)?.dataUrl ?? '')).catch(() => Buffer.alloc(0));
    const key = createHash('sha256').update(common).update(name).update(data).digest('hex').slice(0, 32);
    cached.set(name, path.join(cacheDir, `${key}.svg`));
  }
  const exists = async (file: string) => (await readFile(file).then(() => true, () => false));
  const missing: string[] = [];
  for (const [name, file] of cached) if (!(await exists(file))) missing.push(name);
  if (missing.length > 0) await drawInWorker({ siteOut, demos: missing });
  for (const [name, file] of cached) {
    const out = path.join(siteOut, galleryThumbnailPath(name));
    if (missing.includes(name)) await copyFile(out, file);
    else {
      await mkdir(path.dirname(out), { recursive: true });
      await copyFile(file, out);
    }
  }
}
