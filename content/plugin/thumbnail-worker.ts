/**
 * Runs in a worker thread (gallery-thumbnails.ts starts it): the real racing-bars draws each
 * demo's first frame into a happy-dom document, and the chart's <svg> with racing-bars' own
 * stylesheet becomes the demo's thumbnail file. A thread of its own, because racing-bars needs
 * a `window` and a `document` as globals, which the rest of the build must not see.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, Worker as ThreadWorker, workerData } from 'node:worker_threads';
import { Window } from 'happy-dom';
import { labelOptions, namesInTop } from '../components/charts/chart-layout.ts';
import { parseCsv } from '../components/charts/load-rows.ts';
import { computedOptions, getDemo, variantOptions } from '../components/gallery/demos.ts';
import { galleryThumbnailPath } from '../components/gallery/files.ts';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, type ThumbnailJob } from '../components/gallery/thumbnail-job.ts';

const job = workerData as ThumbnailJob;
const window = new Window({ width: 1280, height: 800, url: 'http://localhost/' });
for (const name of ['window', 'document', 'navigator', 'HTMLElement', 'SVGElement', 'Element', 'Node', 'CustomEvent', 'DOMParser', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'ResizeObserver', 'location'] as const) {
  Object.defineProperty(globalThis, name, { value: name === 'window' ? window : window[name as keyof Window], configurable: true, writable: true });
}

/**
 * racing-bars prepares its data in a Web Worker it starts from a data: URL. Here that script
 * runs in a worker thread, with `self`'s messaging mapped onto the thread's port.
 */
class DataUrlWorker {
  private readonly thread: ThreadWorker;
  private readonly handlers = new Map<(event: { data: unknown }) => void, (data: unknown) => void>();
  constructor(url: string) {
    const script = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8');
    const port = "const { parentPort } = require('node:worker_threads'); globalThis.self = globalThis; globalThis.addEventListener = (type, fn) => type === 'message' && parentPort.on('message', (data) => fn({ data })); globalThis.postMessage = (message) => parentPort.postMessage(message);\n";
    this.thread = new ThreadWorker(port + script, { eval: true });
    this.thread.unref();
  }
  postMessage(message: unknown) {
    this.thread.postMessage(message);
  }
  addEventListener(type: string, fn: (event: { data: unknown }) => void) {
    const handler = (data: unknown) => fn({ data });
    this.handlers.set(fn, handler);
    this.thread.on(type, handler);
  }
  removeEventListener(type: string, fn: (event: { data: unknown }) => void) {
    const handler = this.handlers.get(fn);
    if (handler) this.thread.off(type, handler);
  }
}
Object.defineProperty(globalThis, 'Worker', { value: DataUrlWorker, configurable: true, writable: true });

// A fixed text size (racing-bars sizes text from the viewport, which an image does not have).
const BASE_FONT = 12;
const rough = (text: string) => text.length * 0.62 * 1.2 * BASE_FONT;

// happy-dom does no layout. racing-bars measures only the legend's names (getBBox, to wrap the
// legend's rows): give text a box from its length.
Object.defineProperty(window.SVGGraphicsElement.prototype, 'getBBox', {
  value(this: { textContent: string | null }) {
    return { x: 0, y: 0, width: rough(this.textContent ?? ''), height: 1.2 * 1.2 * BASE_FONT };
  },
  configurable: true,
});

async function rowsOf(dataUrl: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(job.siteOut, dataUrl), 'utf8');
  return dataUrl.endsWith('.json') ? JSON.parse(text) : parseCsv(text, dataUrl.endsWith('.tsv') ? '\t' : ',');
}

/** The chart's <svg> as a standalone file: its stylesheet inside, a fixed id and text size, a viewBox to scale by. */
function standalone(container: HTMLElement, css: string): string {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('racing-bars drew no <svg>');
  svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  svg.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  svg.setAttribute('viewBox', `0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}`);
  // The stylesheet's rules are scoped to the container's id (`#chart`), which the <svg> takes over.
  svg.setAttribute('id', container.id);
  const style = css.replace('max(1vw,12px)', `${BASE_FONT}px`);
  svg.insertAdjacentHTML('afterbegin', `<style>${style.replace(/</g, '\\3c ')}</style>`);
  return `${svg.outerHTML}\n`;
}

async function thumbnail(name: string): Promise<void> {
  const demo = getDemo(name);
  if (!demo) return;
  const options: Record<string, unknown> = { ...variantOptions(demo) };
  // A value computed on each page load (a random colour seed) would make every build's image differ.
  for (const key of Object.keys(computedOptions[name] ?? {})) delete options[key];
  const rows = await rowsOf(demo.dataUrl);
  const shown = typeof options.dataTransform === 'function' ? (options.dataTransform as (r: unknown) => Record<string, unknown>[])(structuredClone(rows)) : rows;
  const labels = labelOptions(options, namesInTop(shown, options), rough);
  const container = document.createElement('div');
  // racing-bars names its styles and clip paths after the container's id, or a random one.
  container.id = 'chart';
  document.body.append(container);
  const { race } = await import('racing-bars');
  const racer = await race(rows as never, container as unknown as globalThis.HTMLElement, {
    ...options,
    ...labels,
    width: THUMBNAIL_WIDTH,
    height: THUMBNAIL_HEIGHT,
    autorun: false,
    controlButtons: 'none',
    overlays: 'none',
    keyboardControls: false,
    mouseControls: false,
  });
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  const file = path.join(job.siteOut, galleryThumbnailPath(name));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, standalone(container as unknown as HTMLElement, css));
  racer.destroy();
  container.remove();
}

for (const name of job.demos) await thumbnail(name);
await window.happyDOM.abort();
parentPort?.postMessage('done');
