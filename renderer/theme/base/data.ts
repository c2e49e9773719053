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

/** The pages and sidebars one session loaded, and what it is still loading. */
export interface PageStore {
  /** Starts loading (or returns the load in flight); failures are not kept, so Retry retries. */
  preloadPage(path: string): Promise<PageData>;
  peekPage(path: string): PageData | Error | undefined;
  preloadSidebar(id: string): Promise<Sidebar>;
  peekSidebar(id: string): Sidebar | undefined;
  /** Everything a page needs before it can render: its data and its sidebar. */
  preloadRoute(path: string): Promise<void>;
  seed(initial: InitialData): void;
  subscribe(listener: () => void): () => void;
  /** Counts invalidations: a page renders again when it changes. */
  dataVersion(): number;
  /** For live reload in dev: forget what was loaded so the next render fetches again. */
  invalidate(): void;
}

export function createPageStore(): PageStore {
  const pages = new Map<string, Promise<PageData>>();
  const settled = new Map<string, PageData | Error>();
  const sidebars = new Map<string, Promise<Sidebar>>();
  const settledSidebars = new Map<string, Sidebar>();
  const listeners = new Set<() => void>();
  let registry: Promise<RegistryArtifact> | undefined;
  let version = 0;

  async function loadPage(path: string): Promise<PageData> {
    try {
      return await fetchJson<PageData>(dataUrl(dataFileName(path)));
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      // A route whose data file name collided with another's: the registry knows where it is.
      registry ??= fetchJson<RegistryArtifact>(dataUrl('registry.json'));
      const entries = (await registry).entries;
      const entry = entries[path] ?? entries[path.endsWith('/') ? path.slice(0, -1) : `${path}/`];
      if (!entry) throw new NotFoundError(path);
      return fetchJson<PageData>(dataUrl(entry.data));
    }
  }

  const store: PageStore = {
    preloadPage(path) {
      const key = keyOf(path);
      let promise = pages.get(key);
      if (!promise) {
        promise = loadPage(path).then(
          (data) => {
            settled.set(key, data);
            return data;
          },
          (error: Error) => {
            if (error instanceof NotFoundError) settled.set(key, error);
            else pages.delete(key);
            throw error;
          },
        );
        pages.set(key, promise);
      }
      return promise;
    },
    peekPage: (path) => settled.get(keyOf(path)),
    preloadSidebar(id) {
      let promise = sidebars.get(id);
      if (!promise) {
        promise = fetchJson<Sidebar>(dataUrl(`sidebars/${encodeURIComponent(id)}.json`)).then((items) => {
          settledSidebars.set(id, items);
          return items;
        });
        promise.catch(() => sidebars.delete(id));
        sidebars.set(id, promise);
      }
      return promise;
    },
    peekSidebar: (id) => settledSidebars.get(id),
    async preloadRoute(path) {
      const page = await store.preloadPage(path);
      if (page.sidebar) await store.preloadSidebar(page.sidebar);
    },
    seed(initial) {
      const key = keyOf(initial.path);
      if (initial.page) {
        settled.set(key, initial.page);
        pages.set(key, Promise.resolve(initial.page));
      } else settled.set(key, new NotFoundError(initial.path));
      if (initial.sidebar) {
        settledSidebars.set(initial.sidebar.id, initial.sidebar.items);
        sidebars.set(initial.sidebar.id, Promise.resolve(initial.sidebar.items));
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dataVersion: () => version,
    invalidate() {
      pages.clear();
      settled.clear();
      sidebars.clear();
      settledSidebars.clear();
      registry = undefined;
      version++;
      for (const listener of listeners) listener();
    },
  };
  return store;
}
