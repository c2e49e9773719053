import { rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildMix, loadFailures, runLoad } from '../../../bench/serve-mix.ts';
import { startServer } from '../../../cli/commands/serve.ts';
import { PAGE_POLICY, ROUTES, writeServeSite } from '../../helpers/serve-site.ts';
import { REPO } from '../../helpers/site.ts';

const DIR = path.join(REPO, 'tests', '.tmp', 'serve-load');
const HEADER_POLICY = `${PAGE_POLICY}; frame-ancestors 'self'`;

let server: Server;
let url: string;

beforeAll(async () => {
  writeServeSite(DIR);
  server = await startServer({ dir: DIR, port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(DIR, { recursive: true, force: true });
});

const size = (rel: string) => String(statSync(path.join(DIR, rel)).size);
const statusesByKind = (byKind: Record<string, Record<string, number>>) => Object.fromEntries(Object.entries(byKind).map(([kind, counts]) => [kind, Object.keys(counts)]));

it('builds a mix of every kind of request, each with and without compression, with the headers the server must send', () => {
  const mix = buildMix(DIR, { routes: ROUTES, perKind: 4, seed: 1, pagePolicy: HEADER_POLICY });
  const kinds: Record<string, number> = {};
  for (const request of mix) kinds[request.kind] = (kinds[request.kind] ?? 0) + 1;
  // 4 routes, the site's 2 assets, 2 data files and 2 images, 4 of the routes' 7 redirects (the root has no /.html form), 4 unknown paths.
  expect(kinds).toEqual({ page: 8, asset: 4, data: 4, image: 4, redirect: 8, missing: 8 });
  const page = { kind: 'page', path: '/guide', status: 200 };
  const pageHeaders = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', 'content-security-policy': HEADER_POLICY };
  expect(mix.filter((r) => r.path === '/guide').sort((a, b) => Number(a.compressed) - Number(b.compressed))).toEqual([
    { ...page, compressed: false, headers: { 'content-encoding': null, 'content-length': size('guide/index.html'), ...pageHeaders } },
    { ...page, compressed: true, headers: { 'content-encoding': 'br', 'content-length': size('guide/index.html.br'), ...pageHeaders } },
  ]);
  expect(mix.filter((r) => r.path === '/about.html').map((r) => [r.status, r.headers.location])).toEqual([
    [301, '/about'],
    [301, '/about'],
  ]);
});

it('answers 5 s of 20 connections over the mix with no errors, no timeouts and only the expected statuses and headers', async () => {
  const mix = buildMix(DIR, { routes: ROUTES, perKind: 4, seed: 1, pagePolicy: HEADER_POLICY });
  const report = await runLoad(url, mix, { duration: 5, connections: 20 });
  expect(loadFailures(report)).toEqual([]);
  expect([report.result.errors, report.result.timeouts, report.unexpected, report.result['5xx']]).toEqual([0, 0, 0, 0]);
  expect(statusesByKind(report.byKind)).toEqual({ page: ['200'], asset: ['200'], data: ['200'], image: ['200'], redirect: ['301'], missing: ['404'] });
});

it('counts a response that differs from its expectation as unexpected and says how', async () => {
  // Expecting no policy on pages: every page and 404 response is then a difference.
  const mix = buildMix(DIR, { routes: ['/about'], perKind: 1, seed: 1 }).filter((r) => r.kind === 'page' && !r.compressed);
  const report = await runLoad(url, mix, { duration: 1, connections: 1 });
  expect(report.unexpected).toBe(report.byKind.page?.['200']);
  expect(report.problems).toEqual([`GET /about: content-security-policy: ${HEADER_POLICY}, expected (none)`]);
  expect(loadFailures(report)).toEqual([`${report.unexpected} unexpected responses:\n  GET /about: content-security-policy: ${HEADER_POLICY}, expected (none)`]);
});
