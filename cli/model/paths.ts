/** Docusaurus's rules for number prefixes, doc ids, slugs and URL joining. */
import path from 'node:path';

const NUMBER_PREFIX = /^(?<number>\d+)\s*[-_.]+\s*(?<name>[^-_.\s].*)$/;
// Dates and versions (`2021-01-notes`, `1.0-release`) keep their names.
const DATE_OR_VERSION = /^\d+[-_.]\d/;

export function stripNumberPrefix(name: string): { name: string; number?: number } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match?.groups ? { name: match.groups.name, number: Number(match.groups.number) } : { name };
}

export function stripExtension(file: string): string {
  return file.replace(/\.(mdx?|json|ya?ml)$/i, '');
}

/** Joins URL segments with single slashes, keeping a trailing slash if the last has one. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  const collapsed = joined.replace(/\/{2,}/g, '/');
  return collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
}

/** Resolves a slug like a relative URL against a folder URL (`/guide/`). */
export function resolveSlug(folderUrl: string, slug: string): string {
  // Absolute slugs go through URL resolution too, so `/../x` cannot climb above the root.
  const base = new URL(folderUrl.endsWith('/') ? folderUrl : `${folderUrl}/`, 'http://site.invalid');
  return decodeURIComponent(new URL(slug, base).pathname);
}

/** A category index: index.md, README.md, or a file named like its folder. */
export function isCategoryIndex(relPath: string): boolean {
  const file = stripExtension(path.posix.basename(relPath)).toLowerCase();
  const folder = path.posix.basename(path.posix.dirname(relPath)).toLowerCase();
  return file === 'index' || file === 'readme' || (folder !== '.' && file === stripNumberPrefix(folder).name.toLowerCase()) || (folder !== '.' && file === folder);
}

export { routeKey } from '../../schema/paths.ts';
