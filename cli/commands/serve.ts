/**
 * `docs-cli serve [--dir out/site] [--port 3000] [--host 127.0.0.1]`: serves the built site
 * (cli/serve/handler.ts says how). A port in use or a host that cannot be bound is one line and
 * exit 2, not a stack trace.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createSiteHandler } from '../serve/handler.ts';
import { readBaseUrl } from '../serve/site-view.ts';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
}

export function startServer(options: ServeOptions): Promise<Server> {
  const server = createServer(createSiteHandler(options.dir));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

/** Why the server could not listen, in one line with what to do about it. */
export function listenFailure(error: NodeJS.ErrnoException, options: ServeOptions): string {
  const where = `${options.host}:${options.port}`;
  if (error.code === 'EADDRINUSE') return `cannot serve on ${where}: port ${options.port} is in use (choose another with --port, or --port 0 for a free one)`;
  if (error.code === 'EACCES') return `cannot serve on ${where}: permission denied for port ${options.port} (ports below 1024 need privileges; try --port 3000, or --port 0 for a free one)`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') return `cannot serve on ${where}: host ${options.host} is not an address of this machine (try --host 127.0.0.1)`;
  return `cannot serve on ${where}: ${error.message}`;
}

export async function serveCommand(options: ServeOptions): Promise<number> {
  // A built site has a home page or, when it has none (a Docusaurus site may not), its 404 page.
  if (!['index.html', '404.html'].some((page) => existsSync(path.join(options.dir, page)))) {
    process.stderr.write(`nothing to serve: ${options.dir} holds neither index.html nor 404.html (run npm run build first)\n`);
    return 2;
  }
  let server: Server;
  try {
    server = await startServer(options);
  } catch (error) {
    process.stderr.write(`${listenFailure(error as NodeJS.ErrnoException, options)}\n`);
    return 2;
  }
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
