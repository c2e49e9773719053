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

/**
 * The precompressed encodings the browser takes, brotli first: `br` and `gzip` when listed with a
 * weight above 0 (RFC 9110 §12.5.3: `q=0` refuses a coding). One pass over the header.
 */
function acceptedEncodings(acceptEncoding: string): ('br' | 'gzip')[] {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const takes = (coding: string) => (weights.get(coding) ?? 0) > 0;
  return (['br', 'gzip'] as const).filter((coding) => takes(coding));
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
