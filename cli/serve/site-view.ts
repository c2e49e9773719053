/**
 * What the server knows of one build of the site beyond its files: the pages (which get the
 * build's Content-Security-Policy), the links that lead out of it, its base URL, its 404 page.
 * Read once per build: `serve` of docs-cli's `out` (a link that the next build moves) asks
 * for the view of whatever build the directory resolves to now, so a finished rebuild is served
 * as soon as it is in place and a half-made one never is.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../core/paths.ts';
import { SITE_DATA_DIR } from '../../schema/paths.ts';

export interface SiteView {
  /** The site directory with every link resolved: files served must be inside it. */
  realRoot: string;
  pages: Set<string>;
  leaving: string[];
  baseUrl: string;
  csp: string | undefined;
  notFound: Buffer;
}

/** What a `<meta>` policy cannot say (browsers ignore frame-ancestors there): the same rule as X-Frame-Options. */
const HEADER_ONLY_CSP = "frame-ancestors 'self'";

/** The policy of the pages' CSP `<meta>`, which the build writes to __docs/csp.txt; no file, no header. */
function readContentSecurityPolicy(dir: string): string | undefined {
  try {
    const policy = readFileSync(path.join(dir, '__docs', 'csp.txt'), 'utf8').trim();
    return policy ? `${policy}; ${HEADER_ONLY_CSP}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's base URL: from the config the site carries (docs-cli's theme links it into
 * __docs/data), else from the build's config artifact beside the site (`<out>/config.json`; a
 * site built by its own Docusaurus carries none), else `/`.
 */
export function readBaseUrl(dir: string): string {
  for (const file of [path.join(dir, ...SITE_DATA_DIR.split('/'), 'config.json'), path.join(dir, '..', 'config.json')]) {
    try {
      return (JSON.parse(readFileSync(file, 'utf8')) as { config: { baseUrl: string } }).config.baseUrl;
    } catch {
      // the next place
    }
  }
  return '/';
}

function addPage(pages: Set<string>, file: string): void {
  if (file.startsWith('/lib/')) return;
  pages.add(file);
  if (file.endsWith('/index.html')) {
    const dir = file.slice(0, -'index.html'.length);
    pages.add(dir);
    if (dir !== '/') pages.add(dir.slice(0, -1));
  } else {
    pages.add(file.slice(0, -'.html'.length));
  }
}

/**
 * One walk of the site, for two things a file look-up cannot tell:
 * - `pages`: the request paths answered with a page (`/x`, `/x/` and `/x/index.html` for
 *   x/index.html; `/y` and `/y.html` for y.html). /lib/ is left out: the playground's preview
 *   frame there runs inline scripts and must not get the site's policy.
 * - `leaving`: URL paths of the symlinks that lead outside the site (or nowhere), refused
 *   before any look-up.
 */
export function scanSite(root: string): { pages: Set<string>; leaving: string[] } {
  const realRoot = realpathSync(root);
  const pages = new Set<string>();
  const leaving: string[] = [];
  /** `real`: the directory's path with links resolved; a link back to it or above it would be walked forever. */
  const walk = (dir: string, real: string, prefix: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // unreadable: it cannot be served either
    }
    for (const entry of entries) {
      const abs = path.join(dir, entry.name);
      const url = `${prefix}/${entry.name}`;
      let isDirectory = entry.isDirectory();
      let target = path.join(real, entry.name);
      if (entry.isSymbolicLink()) {
        try {
          target = realpathSync(abs);
        } catch {
          leaving.push(url);
          continue;
        }
        if (!isInside(realRoot, target)) {
          leaving.push(url);
          continue;
        }
        try {
          isDirectory = lstatSync(target).isDirectory();
        } catch {
          continue;
        }
        if (isDirectory && isInside(target, real)) {
          leaving.push(url);
          continue;
        }
      }
      if (isDirectory) walk(abs, target, url);
      else if (entry.name.endsWith('.html')) addPage(pages, url);
    }
  };
  walk(root, realRoot, '');
  return { pages, leaving };
}

/** The site directory's real path now, or undefined while it does not exist (a first build not yet done). */
export function realRootOf(root: string): string | undefined {
  try {
    return realpathSync.native(root);
  } catch {
    return undefined;
  }
}

export function readSiteView(realRoot: string): SiteView {
  const notFoundFile = path.join(realRoot, '404.html');
  let notFound = Buffer.from('Not found');
  try {
    if (existsSync(notFoundFile)) notFound = readFileSync(notFoundFile);
  } catch {
    // unreadable: the plain answer
  }
  return { realRoot, ...scanSite(realRoot), baseUrl: readBaseUrl(realRoot), csp: readContentSecurityPolicy(realRoot), notFound };
}

/** A view of a missing site: every path is not found. */
export function emptySiteView(root: string): SiteView {
  return { realRoot: root, pages: new Set(), leaving: [], baseUrl: '/', csp: undefined, notFound: Buffer.from('Not found') };
}
