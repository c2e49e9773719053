/**
 * Where the data of a route lives in out/: a contract between the emitter, which writes the
 * file, and the renderer, which computes the same name from a URL path before fetching it.
 */

/** The route without its trailing slash (the root stays `/`): `/x`, `/x/` and `/x/index.html` share one key. */
export function routeKey(route: string): string {
  let key = route.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  return key === '' ? '/' : key;
}

/** `/` → `pages/index.json`, `/a/b` and `/a/b/` → `pages/a/b.json`; never a path that leaves pages/. */
export function dataFileName(route: string): string {
  const key = routeKey(route);
  const clean = key
    .replace(/^\/+/, '')
    .replace(/[^\w\-./]/g, (c) => `_${c.codePointAt(0)?.toString(16)}`)
    .replace(/(^|\/)\.{1,2}(?=\/|$)/g, '$1_');
  return `pages/${clean === '' ? 'index' : clean}.json`;
}
