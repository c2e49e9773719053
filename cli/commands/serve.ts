/**
 * `docs-cli serve [--dir out/site] [--port 3000] [--host 127.0.0.1]`: serves the built site with
 * sirv. Clean URLs; `/x.html` and `/x/index.html` redirect to `/x`; unknown paths get 404.html
 * with a real 404; precompressed files when the browser accepts them; long-lived caching for
 * hashed assets; nothing outside the site directory is ever served.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

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

export function createSiteHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = path.resolve(dir);
  const baseUrl = readBaseUrl(root);
  const notFoundFile = path.join(root, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');
  const assets = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
      // The playground's sandboxed preview frame (an opaque origin) loads these cross-origin.
      if (pathname.startsWith('/lib/') || pathname.startsWith('/data/')) res.setHeader('Access-Control-Allow-Origin', '*');
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (pathname.endsWith('.html') || pathname.endsWith('/')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  const sendNotFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS });
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
    if (baseUrl !== '/' && !pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return sendNotFound(res);
    const sitePath = baseUrl === '/' ? pathname : `/${pathname.slice(baseUrl.length)}`;
    // Clean URLs: /x.html and /x/index.html → /x (the 404 page itself is a real file).
    if (sitePath !== '/404.html' && /(\/index)?\.html$/.test(sitePath)) {
      const clean = sitePath.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
      const target = (baseUrl === '/' ? clean : baseUrl + clean.slice(1)) + (query ? `?${query}` : '');
      res.writeHead(301, { Location: target });
      return res.end();
    }
    req.url = sitePath + (query ? `?${query}` : '');
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
