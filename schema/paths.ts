/**
 * Where the data of a route lives in out/: a contract between the emitter, which writes the
 * file, and the renderer, which computes the same name from a URL path before fetching it.
 */

/**
 * Where a built site keeps the data files the browser fetches (page data, sidebars, the config,
 * the search index), under the site's base URL: `<site>/__docs/data/…`, and `serve` and `dev`
 * answer from there too.
 */
export const SITE_DATA_DIR = '__docs/data';

/** A data file's path in the site (`pages/intro.json` → `__docs/data/pages/intro.json`), to put after the base URL. */
export function siteDataPath(file: string): string {
  return `${SITE_DATA_DIR}/${file}`;
}

/** The route without its trailing slash (the root stays `/`): `/x`, `/x/` and `/x/index.html` share one key. */
export function routeKey(route: string): string {
  // Most routes are already keys: no `.html` and no trailing slash (every link and route of a cycle comes here).
  const last = route.charCodeAt(route.length - 1);
  if (last !== 47 /* / */ && last !== 108 /* l */ && route !== '') return route;
  let key = route.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  return key === '' ? '/' : key;
}

const PLAIN_PATH = /^[\w\-/]*$/;

/** `/` → `pages/index.json`, `/a/b` and `/a/b/` → `pages/a/b.json`; never a path that leaves pages/. */
export function dataFileName(route: string): string {
  const trimmed = routeKey(route).replace(/^\/+/, '');
  // Most routes have nothing to escape and no dots (the emitter names every route's file each build).
  const clean = PLAIN_PATH.test(trimmed)
    ? trimmed
    : trimmed.replace(/[^\w\-./]/g, (c) => `_${c.codePointAt(0)?.toString(16)}`).replace(/(^|\/)\.{1,2}(?=\/|$)/g, '$1_');
  return `pages/${clean === '' ? 'index' : clean}.json`;
}

/**
 * A link that leaves the site: one with a scheme (`https:`, `mailto:`) or protocol-relative, as a
 * browser reads it in an http page (`\\` counts as `/`, leading spaces are skipped). The checker
 * leaves these alone and the renderer opens them as plain links.
 */
export function isExternalUrl(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard skips leading C0 controls and spaces
  return /^[\s\u0000-\u001f]*([a-z][a-z\d+.-]*:|[\\/][\\/])/i.test(href);
}
