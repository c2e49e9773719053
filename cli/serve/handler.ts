/**
 * The request handler of `docs-cli serve`. Clean URLs; `/x.html` and `/x/index.html` redirect to
 * `/x`; unknown paths get 404.html with a real 404; precompressed files when the browser accepts
 * them; long-lived caching for hashed assets; nothing outside the site directory is ever served.
 * Pages (and the 404 page) carry the build's Content-Security-Policy as a header too.
 *
 * The file is sent by `send` (Express's static layer): RFC 9110 ranges (a suffix is the last N
 * bytes, an unsatisfiable range is 416 with `Content-Range: bytes *\/size`, several ranges or a stale
 * If-Range get the whole file), conditional GET and HEAD. Whatever a request holds, a failure
 * ends that response only: the server goes on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import send from 'send';
import { findFile } from './lookup.ts';
import { isValidByteRange } from './range-header.ts';
import { emptySiteView, readSiteView, realRootOf, type SiteView } from './site-view.ts';

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

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

/** A redirect's target as a path on this server: exactly one leading slash (`//host/x` or `/\\host/x` would name another site). */
export function sameOriginPath(target: string): string {
  return `/${target.replace(/^[/\\]+/, '')}`;
}

/** A name starting with a dot anywhere in the path (`.git`, `.env`), except `.well-known`: never served. */
function isDotfile(sitePath: string): boolean {
  return sitePath.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/**
 * The path as the file system names it (`%20` → space), with decodeURI: what encodes a reserved
 * character stays as written (`%2F` is no folder: the build writes a sidebar id `a/b` to a file
 * named `a%2Fb.json`); as written when it is no valid encoding (a page named `100%`).
 */
function decodePath(sitePath: string): string {
  try {
    return decodeURI(sitePath);
  } catch {
    return sitePath;
  }
}

/** send decodes the path it is given: each segment encoded, so a file named `%2e.html` stays itself. */
function encodeFilePath(file: string): string {
  return file.split(path.sep).map(encodeURIComponent).join('/');
}

/** The type a file is sent as, by its name (a precompressed twin by the page's): pages say their charset. */
function contentTypeOf(file: string): string {
  const type = lookup(path.basename(file)) ?? 'application/octet-stream';
  return type === 'text/html' ? 'text/html; charset=utf-8' : type;
}

function cacheControl(pathname: string, page: boolean): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (page || pathname.endsWith('.html') || pathname.endsWith('/')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** The view of the build the directory names now: read again only when the directory resolves to another build. */
function siteViews(root: string): () => SiteView {
  let current: SiteView | undefined;
  return () => {
    const realRoot = realRootOf(root);
    if (realRoot === undefined) return emptySiteView(root);
    if (current?.realRoot !== realRoot) current = readSiteView(realRoot);
    return current;
  };
}

function reachesOutside(view: SiteView, decoded: string): boolean {
  if (view.leaving.length === 0) return false;
  const base = decoded.replace(/\/+$/, '');
  const candidates = [base, `${base}.html`, `${base}/index.html`].flatMap((c) => [c, `${c}.gz`, `${c}.br`]);
  return candidates.some((c) => view.leaving.some((link) => c === link || c.startsWith(`${link}/`)));
}

export function createSiteHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const viewNow = siteViews(path.resolve(dir));
  const sendNotFound = (view: SiteView, res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS, ...(view.csp ? { 'Content-Security-Policy': view.csp } : {}) });
    res.end(view.notFound);
  };
  const badRequest = (res: ServerResponse) => {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request');
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const rawUrl = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    if (isTraversal(rawUrl)) return badRequest(res);
    const [pathname, query = ''] = rawUrl.split('?');
    // Only a path: not `*` nor an absolute URL (`GET http://host/x.html`, whose redirect would go there).
    if (!pathname.startsWith('/')) return badRequest(res);
    const view = viewNow();
    const { baseUrl } = view;
    if (baseUrl !== '/' && !pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return sendNotFound(view, res);
    const sitePath = baseUrl === '/' ? pathname : `/${pathname.slice(baseUrl.length)}`;
    // Clean URLs: /x.html and /x/index.html → /x (the 404 page itself is a real file).
    if (sitePath !== '/404.html' && /(\/index)?\.html$/.test(sitePath)) {
      const clean = sitePath.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
      const target = sameOriginPath(baseUrl === '/' ? clean : baseUrl + clean.slice(1)) + (query ? `?${query}` : '');
      res.writeHead(301, { Location: target });
      return res.end();
    }
    const decoded = decodePath(sitePath);
    if (reachesOutside(view, decoded) || isDotfile(decoded)) return sendNotFound(view, res);
    const found = findFile(view.realRoot, decoded, String(req.headers['accept-encoding'] ?? ''));
    if (!found) return sendNotFound(view, res);
    // An invalid Range is ignored (the whole file, 200), as RFC 9110 §14.2 allows.
    const range = req.headers.range;
    if (range !== undefined && !isValidByteRange(range)) delete req.headers.range;
    const page = view.pages.has(sitePath);
    send(req, encodeFilePath(found.file), { dotfiles: 'allow', etag: true, lastModified: true, cacheControl: false, index: false })
      .on('headers', (response: ServerResponse) => {
        for (const [k, v] of Object.entries(SECURITY_HEADERS)) response.setHeader(k, v);
        if (page && view.csp) response.setHeader('Content-Security-Policy', view.csp);
        // The playground's sandboxed preview frame (an opaque origin) loads these cross-origin.
        if (sitePath.startsWith('/lib/') || sitePath.startsWith('/data/')) response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Cache-Control', cacheControl(sitePath, page));
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Content-Type', contentTypeOf(found.typeName));
        if (found.encoding) response.setHeader('Content-Encoding', found.encoding);
      })
      .on('error', (error: { status?: number }) => {
        // The file went between its look-up and its read (a rebuild, a cleanup): not found, or,
        // once bytes are out, the response cut.
        if (res.headersSent) return res.destroy();
        if (error.status === 412 || error.status === 416) {
          res.statusCode = error.status;
          return res.end();
        }
        sendNotFound(view, res);
      })
      .pipe(res);
  };
  return (req, res) => {
    try {
      handle(req, res);
    } catch {
      // No request may end the server: whatever was not foreseen ends this response only.
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal error');
      } else res.destroy();
    }
  };
}
