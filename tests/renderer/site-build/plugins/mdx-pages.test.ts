import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HastNode } from '../../../../schema/artifacts.ts';
import { docusaurusAliases } from '../../../../renderer/site-build/plugins/docusaurus-modules.ts';
import { highlightedBlocks, mdxPages, pageModulesSource, type SiteIndex, siteUrl } from '../../../../renderer/site-build/plugins/mdx-pages.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';

const index: SiteIndex = {
  urls: new Map([
    ['docs/other.md', '/docs/other'],
    ['docs/img/chart.png', '/__assets/docs/img/chart.png'],
  ]),
  codeBlocks: new Map(),
  modules: ['docs/code.mdx', 'src/pages/hello.tsx'],
};

const COMPILE_CONFIG = JSON.stringify({ config: { markdown: { mdxCode: 'compile' } } });

describe('siteUrl', () => {
  it("gives a file link the route or asset URL of the file it names, relative to the page's folder, keeping the hash", () => {
    const from = '/site/docs/code.mdx';
    expect(['./other.md#end', 'other.md', 'img/chart.png', '../docs/other.md?x=1'].map((url) => siteUrl(index, '/site', url, from))).toEqual([
      '/docs/other#end',
      '/docs/other',
      '/__assets/docs/img/chart.png',
      '/docs/other?x=1',
    ]);
  });

  it('leaves absolute, external, hash-only and unknown links as written (undefined)', () => {
    expect(['/docs/other', 'https://example.com/a.md', '#part', 'mailto:a@b.c', './missing.md'].map((url) => siteUrl(index, '/site', url, '/site/docs/code.mdx'))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('pageModulesSource', () => {
  it('maps each module to a lazy import of its file in the site folder', () => {
    expect(pageModulesSource('/site', index.modules)).toBe(
      'export default {\n  "docs/code.mdx": () => import("/site/docs/code.mdx"),\n  "src/pages/hello.tsx": () => import("/site/src/pages/hello.tsx"),\n};\n',
    );
  });
});

describe('highlightedBlocks', () => {
  it("lists a body's highlighted pre elements in document order, not a pre written as HTML", () => {
    const pre = (lang: string | undefined, text: string): HastNode => ({ type: 'element', tagName: 'pre', properties: lang ? { dataLanguage: lang } : {}, children: [{ type: 'text', value: text }] });
    const body = { children: [pre('js', 'a'), { type: 'element', tagName: 'div', properties: {}, children: [pre(undefined, 'raw'), pre('sh', 'b')] }] as HastNode[] };
    expect(highlightedBlocks(body).map((p) => [p.properties.dataLanguage, (p.children[0] as { value: string }).value])).toEqual([
      ['js', 'a'],
      ['sh', 'b'],
    ]);
  });
});

describe('mdxPages in a Vite build', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await makeTemp('docs-cli-mdx-plugin-');
    const files: Record<string, string> = {
      'out/config.json': COMPILE_CONFIG,
      'out/content.json': JSON.stringify({ docs: [], pages: [], blogPosts: [] }),
      'out/assets.json': JSON.stringify({ assets: [] }),
      'out/routes.json': JSON.stringify({ routes: [] }),
      'site/docs/good.mdx': "import Admonition from '@theme/Admonition';\n\n# Good\n\n:::note\n\nBody\n\n:::\n\n<Admonition type=\"tip\">Hi</Admonition>\n",
      'site/docs/bad.mdx': "import Fancy from '@theme/Fancy';\n\n# Bad\n\n<Fancy />\n",
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
      await writeFile(path.join(tmp, file), text);
    }
  });
  afterAll(() => removeTemp(tmp));

  const bundle = (page: string) =>
    build({
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      root: tmp,
      plugins: mdxPages({ siteDir: path.join(tmp, 'site'), outDir: path.join(tmp, 'out'), format: 'mdx', htmlComments: true }),
      resolve: { alias: docusaurusAliases() },
      build: { write: false, minify: false, rolldownOptions: { input: path.join(tmp, 'site', page), preserveEntrySignatures: 'strict', external: [/^react/, /registry\.tsx$/, /provider\.tsx$/] } },
    });

  it("compiles a page that imports a theme module docs-cli provides, its admonition the data path's", async () => {
    const out = (await bundle('docs/good.mdx')) as { output: { type: string; code?: string }[] }[] | { output: { type: string; code?: string }[] };
    const code = (Array.isArray(out) ? out[0] : out).output.find((o) => o.type === 'chunk')?.code ?? '';
    expect(code).toContain('className: "admonition admonition-note"');
    expect(code).toContain('type: "tip"');
  });

  it('fails the build on a @theme module docs-cli does not provide, naming the import and the page', async () => {
    await expect(bundle('docs/bad.mdx')).rejects.toThrow(/unknown module "@theme\/Fancy" imported by docs\/bad\.mdx: docs-cli provides @theme\/Tabs, @theme\/TabItem/);
  });
});

describe('mdxPages in the dev server', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await makeTemp('docs-cli-mdx-dev-');
    const files: Record<string, string> = {
      'out/config.json': COMPILE_CONFIG,
      'out/content.json': JSON.stringify({ docs: [], pages: [], blogPosts: [] }),
      'out/assets.json': JSON.stringify({ assets: [] }),
      'out/routes.json': JSON.stringify({ routes: [{ path: '/a', data: 'pages/a.json' }] }),
      'out/pages/a.json': JSON.stringify({ route: '/a', body: { type: 'root', children: [] } }),
      'site/docs/a.mdx': 'export const a = 1;\n\n{a}\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
      await writeFile(path.join(tmp, file), text);
    }
  });
  afterAll(() => removeTemp(tmp));

  it('lists a page that gains its module after a rebuild (the list is read again when the artifacts change)', async () => {
    const { createServer } = await import('vite');
    const server = await createServer({
      configFile: false,
      logLevel: 'silent',
      root: tmp,
      plugins: mdxPages({ siteDir: path.join(tmp, 'site'), outDir: path.join(tmp, 'out'), format: 'mdx', htmlComments: true }),
      server: { middlewareMode: true, ws: false },
    });
    try {
      const keys = async () => Object.keys(((await server.ssrLoadModule('virtual:docs-page-modules')) as { default: Record<string, unknown> }).default);
      expect(await keys()).toEqual([]);
      await writeFile(path.join(tmp, 'out', 'pages', 'a.json'), JSON.stringify({ route: '/a', module: 'docs/a.mdx', body: { type: 'root', children: [] } }));
      await expect.poll(keys, { timeout: 10_000 }).toEqual(['docs/a.mdx']);
    } finally {
      await server.close();
    }
  });
});

describe('mdxPages in data mode', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await makeTemp('docs-cli-mdx-data-');
    // A route whose data file is not there: listing the module pages would read it.
    const files: Record<string, string> = {
      'out/config.json': JSON.stringify({ config: { markdown: { mdxCode: 'data' } } }),
      'out/routes.json': JSON.stringify({ routes: [{ path: '/a', data: 'pages/missing.json' }] }),
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
      await writeFile(path.join(tmp, file), text);
    }
  });
  afterAll(() => removeTemp(tmp));

  it("lists no module page without reading any page's data, the routes', the content's or the assets'", async () => {
    const { createServer } = await import('vite');
    const server = await createServer({
      configFile: false,
      logLevel: 'silent',
      root: tmp,
      plugins: mdxPages({ siteDir: path.join(tmp, 'site'), outDir: path.join(tmp, 'out'), format: 'mdx', htmlComments: true }),
      server: { middlewareMode: true, ws: false },
    });
    try {
      expect(((await server.ssrLoadModule('virtual:docs-page-modules')) as { default: Record<string, unknown> }).default).toEqual({});
    } finally {
      await server.close();
    }
  });
});
