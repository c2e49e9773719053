/**
 * A page's key for a warm site build: its data file's and its sidebar's, and for a debug page the
 * artifacts it shows, each taken from the manifest's hashes (the files are not read for it).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../../schema/artifacts.ts';
import { pageKeys } from '../../../../renderer/site-build/prerender/incremental.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';

const ROUTES: RouteEntry[] = [
  { path: '/a', kind: 'doc', title: 'A', data: 'pages/a.json', layout: 'docs', sidebar: 'main' },
  { path: '/b', kind: 'doc', title: 'B', data: 'pages/b.json', layout: 'docs' },
  { path: '/__docs/content', kind: 'debug', title: 'Content', data: 'pages/debug-content.json', layout: 'page' },
];

/** The manifest's hashes of every file the keys take: none of them is on disk. */
const HASHES: Record<string, string> = Object.fromEntries(
  ['pages/a.json', 'pages/b.json', 'pages/debug-content.json', 'config.json', 'content.json', 'globalData.json', 'metadata.json', 'registry.json', 'routes.json'].map((file) => [file, `hash of ${file}`]),
);

describe('pageKeys', () => {
  let out: string;
  beforeEach(async () => {
    out = await makeTemp();
  });
  afterEach(async () => {
    await removeTemp(out);
  });

  it('takes every hash from the manifest, reading no artifact', async () => {
    const keys = await pageKeys(out, ROUTES, { main: [] }, HASHES);
    expect(Object.keys(keys)).toEqual(['/a', '/b', '/__docs/content']);
  });

  it("changes a debug page's key, and only its, when content.json's hash changes", async () => {
    const before = await pageKeys(out, ROUTES, { main: [] }, HASHES);
    const after = await pageKeys(out, ROUTES, { main: [] }, { ...HASHES, 'content.json': 'another hash' });
    expect(ROUTES.map((route) => after[route.path] === before[route.path])).toEqual([true, true, false]);
  });

  it("changes the key of a sidebar's pages, and only theirs, when the sidebar's items change", async () => {
    const before = await pageKeys(out, ROUTES, { main: [] }, HASHES);
    const after = await pageKeys(out, ROUTES, { main: [{ type: 'link', label: 'Elsewhere', href: 'https://example.com', external: true }] }, HASHES);
    expect(ROUTES.map((route) => after[route.path] === before[route.path])).toEqual([false, true, true]);
  });

  it("hashes a data file's bytes when the manifest does not list it", async () => {
    const { 'pages/b.json': _, ...withoutB } = HASHES;
    await writeFile(path.join(out, 'b.json'), '{}');
    const routes = ROUTES.map((route) => (route.path === '/b' ? { ...route, data: 'b.json' } : route));
    const before = await pageKeys(out, routes, { main: [] }, withoutB);
    await writeFile(path.join(out, 'b.json'), '{"edited":true}');
    const after = await pageKeys(out, routes, { main: [] }, withoutB);
    expect(routes.map((route) => after[route.path] === before[route.path])).toEqual([true, false, true]);
  });
});
