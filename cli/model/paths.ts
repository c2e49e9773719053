/** Docusaurus's rules for number prefixes, doc ids, slugs and URL joining. */
import path from 'node:path';
import { dotSegment } from '../../schema/urls.ts';

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


/**
 * Joins URL segments with single slashes, keeping a trailing slash if the last has one. Dot
 * segments are resolved and cannot climb above `/`: every route path is made here, and a route
 * path becomes a file path under out/ (see schema/paths.ts and the renderer's prerender).
 */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  const segments = joined.split('/');
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const dot = dotSegment(segment);
    if (dot === '..') out.pop();
    if (dot) {
      if (i === segments.length - 1) out.push('');
    } else if (segment !== '' || i === segments.length - 1) out.push(segment);
  });
  return `/${out.join('/')}`.replace(/\/{2,}/g, '/');
}

/**
 * Whether a slug climbs above its root with `..` (where resolution clamps it): `depth` is the
 * number of folders the slug is relative to; an absolute slug starts from the root.
 */
export function slugClimbsAboveRoot(slug: string, depth: number): boolean {
  let level = /^[/\\]/.test(slug) ? 0 : depth;
  for (const segment of slug.split(/[?#]/)[0].split(/[/\\]/)) {
    const dot = dotSegment(segment);
    if (dot === '..') level--;
    else if (!dot && segment !== '') level++;
    if (level < 0) return true;
  }
  return false;
}

/** Resolves a slug like a relative URL against a folder URL (`/guide/`). */
export function resolveSlug(folderUrl: string, slug: string): string {
  // Absolute slugs go through URL resolution too, so `/../x` cannot climb above the root.
  const base = new URL(folderUrl.endsWith('/') ? folderUrl : `${folderUrl}/`, 'http://site.invalid');
  return new URL(slug, base).pathname.split('/').map(decodeSegment).join('/');
}

/**
 * A segment percent-decoded, except what would change the path if it were raw: `..%2F..%2Fx`
 * stays one segment (as in Docusaurus) instead of becoming two that climb, `a%3Fb` keeps its `?`,
 * and `%252e%252e` (a file named `%2e%2e`) never becomes a dot segment.
 */
function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters stay encoded
    const decoded = decodeURIComponent(segment).replace(/[/\\?#\u0000-\u001f\u007f-\u009f]/g, encodeURIComponent);
    // A name that would decode into `%2e%2e` stays escaped: decoded, it would read as `..` and climb.
    return dotSegment(decoded) ? segment : decoded;
  } catch {
    return segment; // a lone `%` (`100%`): the URL keeps it as written
  }
}

/** A category index: index.md, README.md, or a file named like its folder. */
export function isCategoryIndex(relPath: string): boolean {
  const file = stripExtension(path.posix.basename(relPath)).toLowerCase();
  const folder = path.posix.basename(path.posix.dirname(relPath)).toLowerCase();
  return file === 'index' || file === 'readme' || (folder !== '.' && file === stripNumberPrefix(folder).name.toLowerCase()) || (folder !== '.' && file === folder);
}

export { routeKey } from '../../schema/paths.ts';
