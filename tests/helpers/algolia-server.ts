/**
 * A small Algolia-protocol HTTP server for tests, on 127.0.0.1 (ephemeral ports). One state,
 * any number of "hosts" (each its own listening port) so the real algoliasearch client can be
 * pointed at several through its `hosts` option and fail over between them.
 *
 * - POST /1/indexes/*\/queries: answered by the local engine (renderer/theme/search/engine.ts) of the
 *   named index; `params` may be a query-string (what the site sends) or inline keys.
 * - The write endpoints algoliasearch v5's `setSettings`, `saveSynonyms`, `waitForTask` and
 *   `replaceAllObjects` call: PUT/GET …/{index}/settings, POST …/{index}/synonyms/batch, POST
 *   …/{index}/batch, POST …/{index}/operation (copy with scope / move), GET …/{index}/task/{id},
 *   DELETE …/{index}; indices live in memory.
 * - Credentials: x-algolia-application-id / x-algolia-api-key, as headers or query parameters
 *   (the Node client sends headers by default; with authMode WithinQueryParameters, as the
 *   browser builds do, query parameters). Unknown app or key → 403, search key on a write → 403.
 * - Per host behaviour: answer, delay the response, answer a status, or drop the connection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { parseParams } from '../../schema/algolia.ts';
import type { SearchEngine } from '../../renderer/theme/search/engine.ts';
import type { AlgoliaHost } from '../../schema/algolia-client.ts';

export type HostBehaviour =
  | { kind: 'ok' }
  /** wait this long before answering (before the status line: the client sees a timeout) */
  | { kind: 'delay'; ms: number }
  /** answer this status with Algolia's error body */
  | { kind: 'status'; status: number; message?: string }
  /** destroy the socket without answering */
  | { kind: 'drop' };

export interface RecordedRequest {
  host: number;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** where the credentials came from */
  credentialsIn: 'headers' | 'query' | 'none';
}

export interface IndexState {
  records: Record<string, unknown>[];
  settings: Record<string, unknown> | undefined;
  synonyms?: Record<string, unknown>[];
}

export interface AlgoliaServerOptions {
  appId: string;
  /** search-only keys: may query, may not write */
  searchKeys: string[];
  /** admin keys: may do anything */
  adminKeys?: string[];
  /** indices answered by the local engine, by name */
  engines?: Record<string, SearchEngine>;
  /** how many hosts (ports) to listen on */
  hostCount?: number;
}

export interface AlgoliaServer {
  hosts: AlgoliaHost[];
  /** `http://127.0.0.1:port,…` for DOCS_ALGOLIA_HOSTS */
  hostList: string;
  requests: RecordedRequest[];
  indices: Map<string, IndexState>;
  setBehaviour(host: number, behaviour: HostBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let buffer = Buffer.concat(chunks);
  if (buffer.length === 0) return undefined;
  if (req.headers['content-encoding'] === 'gzip') buffer = gunzipSync(buffer);
  return JSON.parse(buffer.toString('utf8'));
}

export async function startAlgoliaServer(options: AlgoliaServerOptions): Promise<AlgoliaServer> {
  const requests: RecordedRequest[] = [];
  const indices = new Map<string, IndexState>();
  const behaviours = new Map<number, HostBehaviour>();
  const sockets = new Set<import('node:net').Socket>();
  const engines = new Map(Object.entries(options.engines ?? {}));
  let taskCounter = 0;
  const task = () => ({ taskID: ++taskCounter, updatedAt: new Date().toISOString() });


  async function handle(host: number, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req).catch(() => Symbol.for('invalid'));
    const headerApp = req.headers['x-algolia-application-id'];
    const headerKey = req.headers['x-algolia-api-key'];
    const queryApp = url.searchParams.get('x-algolia-application-id');
    const queryKey = url.searchParams.get('x-algolia-api-key');
    const credentialsIn = headerKey !== undefined ? 'headers' : queryKey !== null ? 'query' : 'none';
    requests.push({ host, method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body, credentialsIn });

    const behaviour = behaviours.get(host) ?? { kind: 'ok' };
    if (behaviour.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (behaviour.kind === 'delay') await new Promise((r) => setTimeout(r, behaviour.ms));
    if (res.destroyed || req.socket.destroyed) return;
    if (behaviour.kind === 'status') {
      json(res, behaviour.status, { message: behaviour.message ?? `host ${host} answers ${behaviour.status}`, status: behaviour.status });
      return;
    }
    if (body === Symbol.for('invalid')) return json(res, 400, { message: 'Invalid JSON', status: 400 });

    const appId = headerApp ?? queryApp;
    const apiKey = String(headerKey ?? queryKey ?? '');
    const isAdmin = (options.adminKeys ?? []).includes(apiKey);
    if (appId !== options.appId || !(isAdmin || options.searchKeys.includes(apiKey))) {
      return json(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
    }

    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== '1' || parts[1] !== 'indexes' || parts.length < 3) return json(res, 404, { message: 'Not found', status: 404 });
    const name = parts[2];
    const rest = parts.slice(3).join('/');

    if (req.method === 'POST' && name === '*' && rest === 'queries') {
      const { requests: searches } = body as { requests: { indexName: string; params?: string; [k: string]: unknown }[] };
      const results = [];
      for (const { indexName, params, ...inline } of searches) {
        const engine = engines.get(indexName);
        if (!engine) return json(res, 404, { message: 'Index does not exist', status: 404 });
        const request = { ...inline, ...(typeof params === 'string' ? parseParams(params) : (params ?? {})) };
        results.push({ ...engine.search(request as Parameters<SearchEngine['search']>[0]), index: indexName });
      }
      return json(res, 200, { results });
    }

    if (!isAdmin) return json(res, 403, { message: 'Method not allowed with this API key', status: 403 });
    const index = indices.get(name);
    if (req.method === 'PUT' && rest === 'settings') {
      indices.set(name, { ...index, records: index?.records ?? [], settings: { ...(index?.settings ?? {}), ...(body as object) } });
      return json(res, 200, task());
    }
    if (req.method === 'POST' && rest === 'synonyms/batch') {
      const hits = body as Record<string, unknown>[];
      const kept = url.searchParams.get('replaceExistingSynonyms') === 'true' ? [] : (index?.synonyms ?? []).filter((old) => !hits.some((hit) => hit.objectID === old.objectID));
      indices.set(name, { records: index?.records ?? [], settings: index?.settings, synonyms: [...kept, ...hits] });
      return json(res, 200, task());
    }
    if (req.method === 'GET' && rest === 'settings') {
      return index?.settings ? json(res, 200, index.settings) : json(res, 404, { message: 'Index does not exist', status: 404 });
    }
    if (req.method === 'GET' && /^task\/\d+$/.test(rest)) return json(res, 200, { status: 'published', pendingTask: false });
    if (req.method === 'POST' && rest === 'batch') {
      const target = index ?? { records: [], settings: undefined };
      const objectIDs: string[] = [];
      for (const { action, body: object } of (body as { requests: { action: string; body: Record<string, unknown> }[] }).requests) {
        if (action !== 'addObject' && action !== 'updateObject') return json(res, 400, { message: `unsupported action ${action}`, status: 400 });
        target.records = target.records.filter((r) => r.objectID !== object.objectID);
        target.records.push(object);
        objectIDs.push(String(object.objectID));
      }
      indices.set(name, target);
      return json(res, 200, { ...task(), objectIDs });
    }
    if (req.method === 'POST' && rest === 'operation') {
      const { operation, destination, scope } = body as { operation: 'copy' | 'move'; destination: string; scope?: string[] };
      const source = index ?? { records: [], settings: undefined };
      const existing = indices.get(destination) ?? { records: [], settings: undefined };
      if (operation === 'copy' && scope) {
        indices.set(destination, {
          records: existing.records,
          settings: scope.includes('settings') ? source.settings : existing.settings,
          synonyms: scope.includes('synonyms') ? source.synonyms : existing.synonyms,
        });
      } else {
        indices.set(destination, { records: [...source.records], settings: source.settings, synonyms: source.synonyms });
        if (operation === 'move') indices.delete(name);
      }
      return json(res, 200, task());
    }
    if (req.method === 'DELETE' && rest === '') {
      indices.delete(name);
      return json(res, 200, { ...task(), deletedAt: new Date().toISOString() });
    }
    return json(res, 404, { message: `no route ${req.method} ${url.pathname}`, status: 404 });
  }

  const servers: http.Server[] = [];
  const hosts: AlgoliaHost[] = [];
  for (let i = 0; i < (options.hostCount ?? 2); i++) {
    const server = http.createServer((req, res) => {
      handle(i, req, res).catch((error) => {
        if (!res.headersSent) json(res, 500, { message: String(error), status: 500 });
      });
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    hosts.push({ url: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http', accept: 'readWrite' });
  }

  return {
    hosts,
    hostList: hosts.map((h) => `http://${h.url}:${h.port}`).join(','),
    requests,
    indices,
    setBehaviour(host, behaviour) {
      behaviours.set(host, behaviour);
    },
    reset() {
      requests.length = 0;
      behaviours.clear();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}

