/**
 * `docs-cli serve [--dir out/site] [--port 3000] [--host 127.0.0.1]`: serves the built site with
 * sirv. Clean URLs; `/x.html` and `/x/index.html` redirect to `/x`; unknown paths get 404.html
 * with a real 404; precompressed files when the browser accepts them; long-lived caching for
 * hashed assets; nothing outside the site directory is ever served. Pages (and the 404 page) carry
 * the build's Content-Security-Policy as a header too, plus what only a header can say.
 */
import { existsSync, lstatSync, type ReadStream, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { isInside } from '../core/paths.ts';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
}

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

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

function readBaseUrl(dir: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(dir, '__docs', 'data', 'config.json'), 'utf8')) as { config: { baseUrl: string } }).config.baseUrl;
  } catch {
    return '/';
  }
}

/** Requests that try to climb out of the site: `..` (plain or encoded), backslashes, NUL. */
export function isTraversal(rawUrl: string): boolean {
  const pathname = rawUrl.split(/[?#]/)[0];
  let decoded = pathname;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return true;
    }
  }
  return decoded.includes('\\') || decoded.includes('\0') || decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

/** The file is there and, links followed, inside the site. Asked of every file served: the native realpath is one call, not one per folder. */
function isInsideSite(realRoot: string, file: string): boolean {
  try {
    return isInside(realRoot, realpathSync.native(file));
  } catch {
    return false;
  }
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

/** A redirect's target as a path on this server: exactly one leading slash (`//host/x` or `/\\host/x` would name another site). */
export function sameOriginPath(target: string): string {
  return `/${target.replace(/^[/\\]+/, '')}`;
}

/** A name starting with a dot anywhere in the path (`.git`, `.env`), except `.well-known`: never served. */
function isDotfile(sitePath: string): boolean {
  return sitePath.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/**
 * One walk of the site at start-up, for two things sirv cannot tell:
 * - `pages`: the request paths sirv answers with a page (`/x`, `/x/` and `/x/index.html` for
 *   x/index.html; `/y` and `/y.html` for y.html). Its setHeaders sees the request path, not the
 *   file it picked. /lib/ is left out: the playground's preview frame there runs inline scripts
 *   and must not get the site's policy.
 * - `leaving`: URL paths of the symlinks that lead outside the site (or nowhere). sirv follows
 *   links, so these are refused before it is asked.
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
      return; // unreadable: sirv cannot read it either
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
        isDirectory = lstatSync(target).isDirectory();
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

export function createSiteHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = path.resolve(dir);
  const baseUrl = readBaseUrl(root);
  const notFoundFile = path.join(root, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');
  const { pages, leaving } = existsSync(root) ? scanSite(root) : { pages: new Set<string>(), leaving: [] };
  const realRoot = existsSync(root) ? realpathSync(root) : root;
  // What sirv may serve for a path: the file, `.html` and `/index.html` after it, each maybe precompressed.
  const reachesOutside = (sitePath: string): boolean => {
    if (leaving.length === 0) return false;
    let decoded: string;
    try {
      decoded = decodeURI(sitePath);
    } catch {
      return true;
    }
    const base = decoded.replace(/\/+$/, '');
    const candidates = [base, `${base}.html`, `${base}/index.html`].flatMap((c) => [c, `${c}.gz`, `${c}.br`]);
    return candidates.some((c) => leaving.some((link) => c === link || c.startsWith(`${link}/`)));
  };
  const csp = readContentSecurityPolicy(root);
  const assets = sirv(root, {
    // Files are looked up when asked for. Otherwise sirv walks the site at start-up following
    // every link, through a link out of the site into all of the tree it leads to (and dies on a
    // loop or a dangling link there).
    dev: true,
    etag: true,
    extensions: ['html'],
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
      const page = pages.has(pathname);
      if (page && csp) res.setHeader('Content-Security-Policy', csp);
      // The playground's sandboxed preview frame (an opaque origin) loads these cross-origin.
      if (pathname.startsWith('/lib/') || pathname.startsWith('/data/')) res.setHeader('Access-Control-Allow-Origin', '*');
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (page || pathname.endsWith('.html') || pathname.endsWith('/')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  const sendNotFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS, ...(csp ? { 'Content-Security-Policy': csp } : {}) });
    res.end(notFound);
  };
  return (req, res) => {
    const rawUrl = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    if (isTraversal(rawUrl)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad request');
    }
    const [pathname, query = ''] = rawUrl.split('?');
    // Only a path: not `*` nor an absolute URL (`GET http://host/x.html`, whose redirect would go there).
    if (!pathname.startsWith('/')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad request');
    }
    if (baseUrl !== '/' && !pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return sendNotFound(res);
    const sitePath = baseUrl === '/' ? pathname : `/${pathname.slice(baseUrl.length)}`;
    // Clean URLs: /x.html and /x/index.html → /x (the 404 page itself is a real file).
    if (sitePath !== '/404.html' && /(\/index)?\.html$/.test(sitePath)) {
      const clean = sitePath.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
      const target = sameOriginPath(baseUrl === '/' ? clean : baseUrl + clean.slice(1)) + (query ? `?${query}` : '');
      res.writeHead(301, { Location: target });
      return res.end();
    }
    if (reachesOutside(sitePath) || isDotfile(sitePath)) return sendNotFound(res);
    req.url = sitePath + (query ? `?${query}` : '');
    // sirv pipes a read stream without an error listener: a file removed between its look-up and
    // the read (a rebuild, a cleanup) would throw out of the process. A file that turns out to be
    // outside the site (a link made since start-up) is not sent. Its headers are already sent by
    // then, so the one honest answer left is to cut this response; no byte of the file goes out.
    res.once('pipe', (source: ReadStream) => {
      source.once('error', () => res.destroy());
      if (!isInsideSite(realRoot, String(source.path))) {
        source.destroy();
        res.destroy();
      }
    });
    assets(req, res, () => sendNotFound(res));
  };
}

export function startServer(options: ServeOptions): Promise<Server> {
  const server = createServer(createSiteHandler(options.dir));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

export async function serveCommand(options: ServeOptions): Promise<number> {
  if (!existsSync(path.join(options.dir, 'index.html'))) {
    process.stderr.write(`nothing to serve: ${options.dir}/index.html does not exist (run npm run build first)\n`);
    return 2;
  }
  const server = await startServer(options);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  process.stdout.write(`Serving ${options.dir} at http://${options.host}:${port}${readBaseUrl(options.dir)}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
