/**
 * model (route table): the route a link's path names, as Docusaurus's checker finds it (raw or
 * decoded, with or without a trailing slash), or a static file. The `.html` file a page is written
 * to is not one of its routes: most static hosts answer 404 for `/x.html`, so a link to it is
 * broken, with the page's route as the hint. It can record every key it tries, which is what lets `watch` re-resolve only the pages
 * whose lookups changed answer (./links.ts).
 */
import { routeKey } from './paths.ts';
import type { RouteRecord } from './types.ts';

export function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const HTML_FILE = /\.html$/;

export class RouteTable {
  private readonly byKey = new Map<string, RouteRecord>();
  /** while set, every route key and static path a lookup tries goes in here (see resolveLinks) */
  lookups: Set<string> | undefined;
  constructor(
    routes: RouteRecord[],
    private readonly staticFiles: ReadonlySet<string>,
    private readonly baseUrl: string,
    /** `trailingSlash: true`: every link gets a `/` appended, so `/404.html` is `/404.html/`, which is no page */
    private readonly trailingSlash?: boolean,
  ) {
    for (const route of routes) {
      const key = routeKey(route.path);
      if (!this.byKey.has(key)) this.byKey.set(key, route);
    }
  }

  /**
   * Puts `after` where the route `before` stands for was found (a patched route: same path, new
   * anchors). Compared by path and source, not by record: the table may hold the record of an
   * older model, patched since in other places.
   */
  swap(before: RouteRecord, after: RouteRecord): void {
    const key = routeKey(before.path);
    const held = this.byKey.get(key);
    if (held && held.path === before.path && held.source === before.source) this.byKey.set(key, after);
  }

  /** Adds a route whose key no route has (a new page). */
  add(route: RouteRecord): void {
    const key = routeKey(route.path);
    if (!this.byKey.has(key)) this.byKey.set(key, route);
  }

  /** Removes the route of this path (a deleted page). */
  remove(route: RouteRecord): void {
    const key = routeKey(route.path);
    if (this.byKey.get(key)?.path === route.path) this.byKey.delete(key);
  }

  get keys(): string[] {
    return [...this.byKey.keys()];
  }

  /** Each route key with the path of the route it finds. */
  get paths(): Map<string, string> {
    return new Map([...this.byKey].map(([key, route]) => [key, route.path]));
  }

  private route(key: string): RouteRecord | undefined {
    this.lookups?.add(`r:${key}`);
    return this.byKey.get(key);
  }

  private isStatic(file: string): boolean {
    this.lookups?.add(`s:${file}`);
    return this.staticFiles.has(file);
  }

  /** The route a path names: raw or decoded, with or without a trailing slash. */
  find(pathname: string): RouteRecord | 'static' | undefined {
    // Most links name a route exactly.
    if (this.baseUrl === '/' && !HTML_FILE.test(pathname) && !this.isStatic(pathname)) {
      const direct = this.route(routeKey(pathname));
      if (direct) return direct;
    }
    for (const candidate of new Set([pathname, decode(pathname)])) {
      const p = this.withoutBase(candidate);
      if (this.isStatic(p)) return 'static';
      if (p === '/404.html') return this.trailingSlash === true ? undefined : 'static';
      if (HTML_FILE.test(p)) continue;
      const route = this.route(routeKey(p));
      if (route) return route;
    }
    return undefined;
  }

  /** The route whose page a `.html` path is the file of (`/x.html`, `/x/index.html`): the hint for a link to it. */
  htmlTarget(pathname: string): RouteRecord | undefined {
    const p = this.withoutBase(decode(pathname));
    return HTML_FILE.test(p) && p !== '/404.html' ? this.route(routeKey(p)) : undefined;
  }

  private withoutBase(p: string): string {
    return this.baseUrl !== '/' && p.startsWith(this.baseUrl) ? `/${p.slice(this.baseUrl.length)}` : p;
  }
}
