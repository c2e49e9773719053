/**
 * Page data: fetched from out/ artifacts by route, kept in memory, seeded from the JSON the
 * prerendered HTML carries so hydration needs no request. Sidebars are fetched once per id.
 */
import type { PageArtifact, RegistryArtifact } from '../../../schema/artifacts.ts';
import { dataFileName } from '../../../schema/paths.ts';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { dataUrl } from './site.ts';

export type PageData = PageArtifact;
export type Sidebar = ResolvedSidebarItem[];

export interface InitialData {
  path: string;
  page: PageData | null;
  sidebar?: { id: string; items: Sidebar };
}

/**
 * What a prerendered page carries inline: its path, its kind and the name of its data file (the
 * same file a client navigation fetches, preloaded by the page's head), or `page: null` on the
 * not-found page.
 */
export type PrerenderedData = { path: string; kind: PageData['kind']; data: string } | { path: string; page: null };

export class NotFoundError extends Error {
  constructor(readonly path: string) {
    super(`No page at ${path}`);
  }
}

export function keyOf(path: string): string {
  return dataFileName(path);
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status === 404) throw new NotFoundError(url);
  if (!response.ok) throw new Error(`Failed to load ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A prerendered page's data file, by its name in the data directory (`pages/….json`, nothing else). */
export function fetchPageFile(file: string): Promise<PageData> {
  if (!/^pages\/[^?#]*\.json$/.test(file) || file.split('/').includes('..')) return Promise.reject(new Error(`Not a page data file: ${file}`));
  return fetchJson<PageData>(dataUrl(file));
}

/** The pages and sidebars one session loaded, and what it is still loading: plain data the functions below read and write. */
export interface PageStore {
  pages: Map<string, Promise<PageData>>;
  settled: Map<string, PageData | Error>;
  sidebars: Map<string, Promise<Sidebar>>;
  settledSidebars: Map<string, Sidebar>;
  /** the registry of collided data file names, fetched when a page's own file is not found */
  registry?: Promise<RegistryArtifact>;
  /** counts invalidations (the dev server's data changed): a page renders again when it changes */
  version?: number;
  /** what the dev server's invalidations are told to (a build never has any) */
  listeners?: Set<() => void>;
}

export function createPageStore(): PageStore {
  return { pages: new Map(), settled: new Map(), sidebars: new Map(), settledSidebars: new Map() };
}

async function loadPage(store: PageStore, path: string): Promise<PageData> {
  try {
    return await fetchJson<PageData>(dataUrl(dataFileName(path)));
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    // A route whose data file name collided with another's: the registry knows where it is.
    store.registry ??= fetchJson<RegistryArtifact>(dataUrl('registry.json'));
    const entries = (await store.registry).entries;
    const entry = entries[path] ?? entries[path.endsWith('/') ? path.slice(0, -1) : `${path}/`];
    if (!entry) throw new NotFoundError(path);
    return fetchJson<PageData>(dataUrl(entry.data));
  }
}

/** Starts loading (or returns the load in flight); failures are not kept, so Retry retries. */
export function preloadPage(store: PageStore, path: string): Promise<PageData> {
  const key = keyOf(path);
  let promise = store.pages.get(key);
  if (!promise) {
    promise = loadPage(store, path).then(
      (data) => {
        store.settled.set(key, data);
        return data;
      },
      (error: Error) => {
        if (error instanceof NotFoundError) store.settled.set(key, error);
        else store.pages.delete(key);
        throw error;
      },
    );
    store.pages.set(key, promise);
  }
  return promise;
}

export function peekPage(store: PageStore, path: string): PageData | Error | undefined {
  return store.settled.get(keyOf(path));
}

export function preloadSidebar(store: PageStore, id: string): Promise<Sidebar> {
  let promise = store.sidebars.get(id);
  if (!promise) {
    promise = fetchJson<Sidebar>(dataUrl(`sidebars/${encodeURIComponent(id)}.json`)).then((items) => {
      store.settledSidebars.set(id, items);
      return items;
    });
    promise.catch(() => store.sidebars.delete(id));
    store.sidebars.set(id, promise);
  }
  return promise;
}

export function peekSidebar(store: PageStore, id: string): Sidebar | undefined {
  return store.settledSidebars.get(id);
}

/** Everything a page needs before it can render: its data and its sidebar. */
export async function preloadRoute(store: PageStore, path: string): Promise<void> {
  const page = await preloadPage(store, path);
  if (page.sidebar) await preloadSidebar(store, page.sidebar);
}

export function seed(store: PageStore, initial: InitialData): void {
  const key = keyOf(initial.path);
  if (initial.page) {
    store.settled.set(key, initial.page);
    store.pages.set(key, Promise.resolve(initial.page));
  } else store.settled.set(key, new NotFoundError(initial.path));
  if (initial.sidebar) {
    store.settledSidebars.set(initial.sidebar.id, initial.sidebar.items);
    store.sidebars.set(initial.sidebar.id, Promise.resolve(initial.sidebar.items));
  }
}

export function subscribe(store: PageStore, listener: () => void): () => void {
  store.listeners ??= new Set();
  const { listeners } = store;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For live reload in dev: forget what was loaded so the next render fetches again. */
export function invalidate(store: PageStore): void {
  store.pages.clear();
  store.settled.clear();
  store.sidebars.clear();
  store.settledSidebars.clear();
  store.registry = undefined;
  store.version = (store.version ?? 0) + 1;
  for (const listener of store.listeners ?? []) listener();
}
