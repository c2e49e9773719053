/**
 * `checks.externalRoutes`: routes made by things docs-cli cannot see (a plugin it does not run),
 * as globs (`/api/**`). A link into one is not reported: whether it exists is not known here.
 */
import { Minimatch } from 'minimatch';

/** Whether a link's path (with or without the base URL, query, hash or a final slash) is in an external route. */
export function externalRouteMatcher(globs: readonly string[], baseUrl: string): (path: string) => boolean {
  if (globs.length === 0) return () => false;
  const patterns = globs.map((glob) => new Minimatch(glob, { dot: true }));
  return (written) => {
    let path = written.replace(/[?#].*$/, '');
    if (baseUrl !== '/' && path.startsWith(baseUrl)) path = `/${path.slice(baseUrl.length)}`;
    if (path.length > 1) path = path.replace(/\/+$/, '');
    return patterns.some((pattern) => pattern.match(path));
  };
}
