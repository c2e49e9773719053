/** `docs-cli serve`'s server on a free loopback port for a test, and how to stop it. */
import type { AddressInfo } from 'node:net';
import { startServer } from '../../cli/commands/serve.ts';

export interface LiveServer {
  port: number;
  url: string;
  close: () => Promise<void>;
}

export async function serveDirectory(dir: string): Promise<LiveServer> {
  const server = await startServer({ dir, port: 0, host: '127.0.0.1' });
  const { port } = server.address() as AddressInfo;
  return { port, url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
