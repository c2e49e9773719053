/**
 * Pages whose body is the site's code (issue 29 items 4 and 6), built with `docs-cli build --site`
 * in site folders outside the repository and walked in Chromium: a zero-config Docusaurus site
 * (compile mode) whose MDX page imports theme and own components and uses exports and
 * expressions, and whose src/pages React page uses `@theme/Layout`; and a docs.config site (data
 * mode) with the same page, none of whose code runs.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../helpers/generated-site.ts';
import { makeTemp, removeTemp } from '../helpers/site.ts';
import { type Built, buildAndServe, DOCS_CLI, outcome, userEnv } from '../helpers/user-site.ts';
import { hydrated, sameDocument, sharedBrowser, visitBuiltSite } from './browser.ts';

const browser = sharedBrowser();

/** The MDX page with code, in both sites. */
const CODE_PAGE = `---
sidebar_position: 1
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Greeting from '@site/src/components/Greeting';

export const release = '4.2';
export const fruits = ['apple', 'kiwi'];

# Code page

The release is {release} and {fruits.length * 10} fruits.

<Greeting name={\`v\${release}\`} format={(name) => name.toUpperCase()} />

{globalThis.__ran = 1, null}

## Release {release} {#custom}

:::tip Mind this

An admonition body.

:::

<Tabs groupId="fruit">
  <TabItem value="apple" label="Apple" default>Red apple</TabItem>
  <TabItem value="kiwi" label="Kiwi">Green kiwi</TabItem>
</Tabs>

## Second part

Go to [the other page](./other.md#end).

\`\`\`js title="hello.js"
console.log('hello');
\`\`\`
`;

const OTHER_PAGE = '---\nsidebar_position: 2\n---\n# Other page\n\nPlain Markdown.\n\n## End\n\nThe end.\n';

const GREETING = `import type { ReactNode } from 'react';

export default function Greeting({ name, format }: { name: string; format: (name: string) => string; children?: ReactNode }) {
  return <p className="greeting">Hello {format(name)}</p>;
}
`;

const HELLO_PAGE = `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useState } from 'react';

export default function Hello() {
  const { siteConfig } = useDocusaurusContext();
  const [count, setCount] = useState(0);
  return (
    <Layout title="Hello" description="A React page">
      <main className="hello-page">
        <h1>Hello from {siteConfig.title}</h1>
        <button type="button" onClick={() => setCount(count + 1)}>Clicked {count}</button>
        <Link to="/docs/other">To the other page</Link>
      </main>
    </Layout>
  );
}
`;

const DOCUSAURUS_SITE: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Compiled site',
  url: 'https://compiled.example',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false } }]],
};
`,
  'blog/2026-01-02-post.mdx': '---\ntitle: A post\n---\nexport const parts = 2;\n\nThe post has {parts * 3} parts.\n',
  'docs/code.mdx': CODE_PAGE,
  'docs/other.md': OTHER_PAGE,
  'src/components/Greeting.tsx': GREETING,
  'src/pages/hello.tsx': HELLO_PAGE,
  'src/pages/index.md': '# Home\n\n[The code page](/docs/code)\n',
};

/**
 * A docs.config site (data mode): its page imports a module that would mark the window if it ran.
 * Content is data: import lines are ignored, and an expression is refused (the next page).
 */
const DATA_SITE: Record<string, string> = {
  'docs.config.ts': `export default { title: 'Data site', url: 'https://data.example', baseUrl: '/' };
`,
  'docs/code.mdx': "---\nsidebar_position: 1\n---\nimport '@site/src/ran.js';\nimport Tabs from '@theme/Tabs';\n\n# Code page\n\nText of the page.\n",
  'docs/other.md': OTHER_PAGE,
  'src/ran.js': 'globalThis.__ran = 1;\n',
  'pages/index.md': '# Home\n\n[The code page](/code)\n',
};

const visit = (built: Built, route: string) => visitBuiltSite(browser(), built, route);

let tmp: string;
const built: Built[] = [];
beforeAll(async () => {
  tmp = await makeTemp('docs-cli-mdx-');
});
afterAll(async () => {
  for (const { server } of built) server?.child.kill();
  await removeTemp(tmp);
});

describe('a zero-config Docusaurus site: MDX with code and a React page compiled into modules of the site', () => {
  let site: Built;
  beforeAll(async () => {
    const dir = path.join(tmp, 'compiled');
    await writeSite(dir, DOCUSAURUS_SITE);
    site = await buildAndServe(dir);
    built.push(site);
  }, 300_000);

  it('builds, the code page and the React page naming their modules in their artifacts', async () => {
    expect(outcome(site)).toEqual({ code: 0, error: '' });
    const routes = JSON.parse(await readFile(path.join(site.site, 'out', 'routes.json'), 'utf8')).routes as { path: string; data: string }[];
    const moduleOf = async (route: string) => JSON.parse(await readFile(path.join(site.site, 'out', routes.find((r) => r.path === route)!.data), 'utf8')).module;
    expect([await moduleOf('/docs/code'), await moduleOf('/docs/other'), await moduleOf('/hello')]).toEqual(['docs/code.mdx', undefined, 'src/pages/hello.tsx']);
  });

  it('prerenders the compiled page and blog post with their values, components and heading ids (no fallback in the HTML)', async () => {
    const html = await readFile(path.join(site.site, 'out', 'site', 'docs', 'code', 'index.html'), 'utf8');
    // React separates text from an expression's value with an empty comment.
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain('<p>The release is 4.2 and 20 fruits.</p>');
    expect(text).toContain('<p class="greeting">Hello V4.2</p>');
    expect(html).toContain('id="custom"');
    expect(html).not.toContain('class="spinner"');
    const post = (await readFile(path.join(site.site, 'out', 'site', 'blog', '2026', '01', '02', 'post', 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    expect(post).toContain('<p>The post has 6 parts.</p>');
  });

  it('renders the page in the browser as its code says, hydrated without a warning, its heading ids those of the TOC', async () => {
    const visitCode = await visit(site, '/docs/code');
    const { page } = visitCode;
    const article = page.locator('article');
    expect(await article.locator('h1').textContent()).toBe('Code page');
    expect(await article.locator('.markdown > p').first().textContent()).toBe('The release is 4.2 and 20 fruits.');
    expect(await article.locator('.greeting').textContent()).toBe('Hello V4.2');
    // The expression ran (compile mode: the site's code runs in the browser as in Docusaurus).
    expect(await page.evaluate(() => (globalThis as { __ran?: number }).__ran)).toBe(1);
    const headings = await article.locator('.markdown h2').evaluateAll((hs) => hs.map((h) => [h.id, h.textContent?.replace(/#$/, '')]));
    expect(headings).toEqual([
      ['custom', 'Release 4.2'],
      ['second-part', 'Second part'],
    ]);
    const toc = await page.locator('.toc-column a').evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.textContent]));
    expect(toc).toEqual([
      ['#custom', 'Release 4.2'],
      ['#second-part', 'Second part'],
    ]);
    expect(await article.locator('[data-admonition="tip"] .admonition-heading').textContent()).toBe('Mind this');
    expect((await article.locator('[data-admonition="tip"] .admonition-content').textContent())?.trim()).toBe('An admonition body.');
    expect(await article.locator('.code-block-title').textContent()).toBe('hello.js');
    expect(await article.locator('.code-block pre').textContent()).toBe("console.log('hello');");
    // The tab set works: a click shows the other panel.
    await article.getByRole('tab', { name: 'Kiwi' }).click();
    await expect.poll(() => article.getByRole('tabpanel').textContent()).toBe('Green kiwi');
    // The Markdown link to the other file is its route, followed in the page.
    await article.getByRole('link', { name: 'the other page' }).click();
    await page.waitForURL(`${visitCode.url}/docs/other#end`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Other page');
    expect(await sameDocument(page)).toBe(true);
    expect(visitCode.messages).toEqual([]);
  });

  it("loads no part of the compiled pages' code on a page without code (the modules' map is the compiled pages' own chunk)", async () => {
    const page = await (await browser().newContext()).newPage();
    const scripts: Promise<string>[] = [];
    const record = (response: import('playwright-core').Response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    };
    page.on('response', record);
    await page.goto(`${site.server!.url}/docs/other`);
    await hydrated(page);
    // The scripts of the page as it loaded: one fetched later (a prefetch) could still be reading when the page closes.
    page.off('response', record);
    const texts = await Promise.all(scripts);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.includes('docs/code.mdx'))).toEqual([]);
    await page.context().close();
  });

  it('loads the compiled page on a client navigation to it', async () => {
    const home = await visit(site, '/');
    await home.page.getByRole('link', { name: 'The code page' }).click();
    await home.page.waitForURL(`${home.url}/docs/code`);
    await expect.poll(() => home.page.locator('article .greeting').textContent()).toBe('Hello V4.2');
    expect(await sameDocument(home.page)).toBe(true);
    expect(home.messages).toEqual([]);
  });

  it('renders the React page inside @theme/Layout with the site config, its state live and its link client-side', async () => {
    const hello = await visit(site, '/hello');
    const { page } = hello;
    expect(await page.locator('.page-layout .hello-page h1').textContent()).toBe('Hello from Compiled site');
    expect(await page.title()).toBe('Hello | Compiled site');
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await expect.poll(() => page.locator('.hello-page button').textContent()).toBe('Clicked 1');
    await page.getByRole('link', { name: 'To the other page' }).click();
    await page.waitForURL(`${hello.url}/docs/other`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Other page');
    expect(await sameDocument(page)).toBe(true);
    expect(hello.messages).toEqual([]);
  });
});

describe('a docs.config site (data mode): the same MDX code never runs', () => {
  let site: Built;
  beforeAll(async () => {
    const dir = path.join(tmp, 'data');
    await writeSite(dir, DATA_SITE);
    site = await buildAndServe(dir);
    built.push(site);
  }, 300_000);

  it('renders the page from its data, the module it imports never run, and refuses an expression', async () => {
    expect(outcome(site)).toEqual({ code: 0, error: '' });
    const code = await visit(site, '/code');
    expect(await code.page.locator('article .markdown > p').textContent()).toBe('Text of the page.');
    expect(await code.page.evaluate(() => (globalThis as { __ran?: number }).__ran)).toBe(undefined);
    expect(code.messages).toEqual([]);
    const data = JSON.parse(await readFile(path.join(site.site, 'out', 'pages', 'code.json'), 'utf8').catch(() => '{}'));
    expect(data.module).toBe(undefined);
    await writeFile(path.join(site.site, 'docs', 'code.mdx'), '# Code page\n\n{globalThis.__ran = 1, null}\n');
    const check = await promisify(execFile)(process.execPath, [DOCS_CLI, 'check', '--format', 'json'], { cwd: site.site, env: userEnv }).then(
      () => ({ code: 0, diagnostics: [] as { code: string; file: string; line: number }[] }),
      (error: { code: number; stdout: string }) => ({ code: error.code, diagnostics: JSON.parse(error.stdout).diagnostics as { code: string; file: string; line: number }[] }),
    );
    expect({ code: check.code, found: check.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`) }).toEqual({ code: 1, found: ['docs/code.mdx:3 unsupported-mdx'] });
  });
});
