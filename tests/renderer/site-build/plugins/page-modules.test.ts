import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulePages } from '../../../../renderer/site-build/plugins/page-modules.ts';
import { bundleKey, pageSummaries, siteCodeKey } from '../../../../renderer/site-build/prerender/incremental.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';

describe('the pages whose body is a module of the site', () => {
  let tmp: string;
  const site = () => path.join(tmp, 'site');
  const out = () => path.join(tmp, 'out');
  beforeAll(async () => {
    tmp = await makeTemp('docs-cli-page-modules-');
    const page = (route: string, module?: string) => JSON.stringify({ route, ...(module ? { module } : {}), body: { type: 'root', children: [] } });
    const files: Record<string, string> = {
      'out/routes.json': JSON.stringify({ routes: [{ path: '/a', data: 'pages/a.json' }, { path: '/b', data: 'pages/b.json' }, { path: '/hello', data: 'pages/hello.json' }] }),
      'out/pages/a.json': page('/a', 'docs/a.mdx'),
      'out/pages/b.json': page('/b'),
      'out/pages/hello.json': page('/hello', 'src/pages/hello.tsx'),
      'out/config.json': '{}',
      'out/globalData.json': '{}',
      'site/docs/a.mdx': 'export const a = 1;\n\n{a}\n',
      'site/src/pages/hello.tsx': 'export default () => null;\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
      await writeFile(path.join(tmp, file), text);
    }
  });
  afterAll(() => removeTemp(tmp));

  it('are the routes whose data names a module, in route order', () => {
    expect(modulePages(out()).map((page) => [page.route, page.module])).toEqual([
      ['/a', 'docs/a.mdx'],
      ['/hello', 'src/pages/hello.tsx'],
    ]);
  });

  it("are part of the bundles' key: an edit of a compiled page's code makes the bundles again", async () => {
    const summaries = Object.values(await pageSummaries(out(), ['pages/a.json', 'pages/b.json', 'pages/hello.json']));
    const before = bundleKey('code', { siteDir: site(), siteCode: siteCodeKey(site()), out: out(), summaries });
    expect(bundleKey('code', { siteDir: site(), siteCode: siteCodeKey(site()), out: out(), summaries })).toBe(before);
    await writeFile(path.join(site(), 'docs', 'a.mdx'), 'export const a = 2;\n\n{a}\n');
    expect(bundleKey('code', { siteDir: site(), siteCode: siteCodeKey(site()), out: out(), summaries })).not.toBe(before);
  });

  it("take the site's files the last bundles loaded into the bundles' key: an edit of an imported partial, or its removal, makes them again", async () => {
    await mkdir(path.join(site(), 'shared'), { recursive: true });
    await writeFile(path.join(site(), 'shared', '_intro.mdx'), 'First.\n');
    const summaries = Object.values(await pageSummaries(out(), ['pages/a.json']));
    const keys = [bundleKey('code', { siteDir: site(), siteCode: siteCodeKey(site()), out: out(), summaries, siteFiles: ['shared/_intro.mdx'] })];
    await writeFile(path.join(site(), 'shared', '_intro.mdx'), 'Second.\n');
    keys.push(bundleKey('code', { siteDir: site(), siteCode: siteCodeKey(site()), out: out(), summaries, siteFiles: ['shared/_intro.mdx'] }));
    await rm(path.join(site(), 'shared', '_intro.mdx'));
    keys.push(bundleKey('code', { siteDir: site(), siteCode: siteCodeKey(site()), out: out(), summaries, siteFiles: ['shared/_intro.mdx'] }));
    expect(new Set(keys).size).toBe(3);
  });
});
