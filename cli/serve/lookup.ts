/**
 * The file a request path names: the path itself, then `<path>.html`, then `<path>/index.html`
 * (clean URLs), the first regular file inside the site with every link resolved. Then its
 * precompressed twin (`.br`, `.gz`) when the browser accepts that encoding and the build made one.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../core/paths.ts';

export interface FoundFile {
  /** The file to send (maybe the precompressed twin). */
  file: string;
  /** The file whose name says the content type (the page, not its `.br`). */
  typeName: string;
  encoding: 'br' | 'gzip' | undefined;
}

/** A regular file inside the site, links followed; undefined for anything else. */
function regularFileInside(realRoot: string, file: string): string | undefined {
  try {
    const real = realpathSync.native(file);
    if (!isInside(realRoot, real)) return undefined;
    return statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

function acceptedEncodings(acceptEncoding: string): ('br' | 'gzip')[] {
  const accepted: ('br' | 'gzip')[] = [];
  // `q=0` refuses an encoding (RFC 9110 §12.5.3).
  const refuses = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*;\\s*q=0(\\.0*)?\\s*(,|$)`, 'i').test(acceptEncoding);
  if (/(^|,)\s*br\s*(;|,|$)/i.test(acceptEncoding) && !refuses('br')) accepted.push('br');
  if (/(^|,)\s*gzip\s*(;|,|$)/i.test(acceptEncoding) && !refuses('gzip')) accepted.push('gzip');
  return accepted;
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

export function findFile(realRoot: string, sitePath: string, acceptEncoding: string): FoundFile | undefined {
  const base = path.join(realRoot, sitePath.replace(/\/+$/, ''));
  const candidates = [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    const found = regularFileInside(realRoot, candidate);
    if (!found) continue;
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const twin = regularFileInside(realRoot, `${candidate}${SUFFIX[encoding]}`);
      if (twin) return { file: twin, typeName: candidate, encoding };
    }
    return { file: found, typeName: candidate, encoding: undefined };
  }
  return undefined;
}
