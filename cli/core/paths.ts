/** Path helpers every layer uses: site-relative paths are POSIX, and nothing is read or written outside a root. */
import path from 'node:path';

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** True when `candidate` is `root` or below it (both absolute). */
export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
