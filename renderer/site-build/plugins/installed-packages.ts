/**
 * Where the server bundle's packages come from. The bundle is written beside the site's out
 * directory, anywhere on disk, where Node would look for `react` in the site's folders; its
 * imports of packages name the files of docs-cli's own install instead, resolved from here.
 */

/** A bare package import as a file URL in docs-cli's install; anything else (or a package it lacks) as written. */
export function fromDocsCliInstall(id: string): string {
  if (!/^[@\w]/.test(id) || id.startsWith('node:')) return id;
  try {
    return import.meta.resolve(id);
  } catch {
    return id;
  }
}
