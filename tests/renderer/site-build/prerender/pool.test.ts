/**
 * The site build prerenders on worker threads or in its own thread (`jobs: 1`), and both write the
 * same site: every page's HTML and its precompressed copies, byte for byte, on a fixture site of
 * several shares of routes (headings, code, tables, admonitions, links, a sidebar).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutesArtifact } from '../../../../schema/artifacts.ts';
import { buildSite } from '../../../../renderer/site-build/build.ts';
import { routeFile } from '../../../../renderer/site-build/prerender/document.ts';
import { builtFiles, fixtureSite, writeSite } from '../../../helpers/generated-site.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';

describe('prerendering on worker threads', () => {
  let tmp: string;
  const logs: string[] = [];
  let serial: Map<string, Buffer>;
  let parallel: Map<string, Buffer>;
  beforeAll(async () => {
    tmp = await makeTemp();
    const site = path.join(tmp, 'site');
    await writeSite(site, fixtureSite(40));
    const log = (line: string) => logs.push(line);
    expect(await buildSite(site, path.join(tmp, 'out-serial'), { jobs: 1, log, build: { quiet: true } })).toBe(0);
    expect(await buildSite(site, path.join(tmp, 'out-parallel'), { jobs: 2, log, build: { quiet: true } })).toBe(0);
    serial = await builtFiles(path.join(tmp, 'out-serial', 'site'), (name) => /\.html(\.gz|\.br)?$/.test(name));
    parallel = await builtFiles(path.join(tmp, 'out-parallel', 'site'), (name) => /\.html(\.gz|\.br)?$/.test(name));
  }, 600_000);
  afterAll(async () => {
    await removeTemp(tmp);
  });

  it('renders on one thread with jobs 1 and on two with jobs 2', () => {
    expect(logs.filter((line) => line.startsWith('prerendered'))).toEqual(['prerendered 50 pages on 1 thread', 'prerendered 50 pages on 2 threads']);
  });

  it('writes the same page files with the same bytes on both paths', () => {
    expect([...parallel.keys()]).toEqual([...serial.keys()]);
    const differing = [...serial].filter(([file, bytes]) => !bytes.equals(parallel.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
  });

  it("carries a page's data as the name of its data file, preloaded, not as the data itself", () => {
    const html = serial.get('topic-3/page-39/index.html')!.toString();
    expect(html.match(/<script id="__docs_data"[^>]*>[^<]*<\/script>/g)).toEqual(['<script id="__docs_data" type="application/json">{"path":"/topic-3/page-39","kind":"doc","data":"pages/topic-3/page-39.json"}</script>']);
    expect(html).toContain('<link rel="preload" href="/__docs/data/pages/topic-3/page-39.json" as="fetch" crossorigin="anonymous">');
    expect(serial.get('404.html')!.toString()).toContain('<script id="__docs_data" type="application/json">{"path":"/404.html","page":null}</script>');
  });

  it('writes every route of the site, its 404 page and their compressed copies', async () => {
    const { routes } = JSON.parse(await readFile(path.join(tmp, 'out-serial', 'routes.json'), 'utf8')) as RoutesArtifact;
    // 40 docs, the home page, the search page and the debug pages.
    expect(routes.length).toBe(49);
    for (const file of [...routes.map((route) => routeFile(route.path)), '404.html']) {
      expect([file, serial.has(file), serial.has(`${file}.gz`), serial.has(`${file}.br`)]).toEqual([file, true, true, true]);
    }
  });
});
