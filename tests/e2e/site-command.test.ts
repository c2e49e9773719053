/**
 * `docs-cli build --site` on site folders outside the repository (a docs.config site, and a
 * zero-config Docusaurus one), run as their users run it (in the folder, docs-cli from its
 * install): the deployable site in out/site, every page prerendered and precompressed, then
 * `docs-cli serve`d and walked in Chromium.
 */
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../helpers/generated-site.ts';
import { makeTemp, REPO, removeTemp } from '../helpers/site.ts';
import { type Built, buildAndServe, outcome } from '../helpers/user-site.ts';
import { type ObservedPage, sameDocument, sharedBrowser, visitBuiltSite } from './browser.ts';

const browser = sharedBrowser();

const SITE: Record<string, string> = {
  'docs.config.ts': `export default {
  title: 'Outside',
  url: 'https://outside.example',
  baseUrl: '/',
  themeConfig: { navbar: { title: 'Outside', items: [{ to: '/intro', label: 'Intro', position: 'left' }] } },
};
`,
  'pages/index.md': '# Outside docs\n\n[Get started](/intro) with the guide.\n',
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Introduction\n\nRead [the next step](./next.mdx) when you are ready.\n',
  'docs/next.mdx': '---\nsidebar_position: 2\n---\n# Next step\n\nThis is <Highlight color="gold">highlighted</Highlight> by the site.\n\nBack to [the introduction](./intro.md).\n',
  // The site's own component, as a Docusaurus site adds one (its folder has no node_modules: React is docs-cli's).
  'src/theme/MDXComponents.tsx': `import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';

export default { ...MDXComponents, Highlight };
`,
  'src/components/Highlight.tsx': `import type { ReactNode } from 'react';

export default function Highlight({ color, children }: { color: string; children?: ReactNode }) {
  return <mark className="highlight" style={{ backgroundColor: color }}>{children}</mark>;
}
`,
};

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

type Visit = ObservedPage & { url: string };

const visit = (built: Built, route: string) => visitBuiltSite(browser(), built, route);

/** Follows the link named `name` to `route` and waits for the heading of the page there. */
async function follow({ page, url }: Visit, name: string, route: string, heading: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(url + route);
  await expect.poll(() => page.locator('article h1').textContent()).toBe(heading);
}

let tmp: string;
beforeAll(async () => {
  tmp = await makeTemp('docs-cli-site-');
});
const built: Built[] = [];
afterAll(async () => {
  for (const { server } of built) server?.child.kill();
  await removeTemp(tmp);
});

describe('docs-cli build --site on a docs.config site folder outside the repository, with a component of its own', () => {
  let site: Built;
  beforeAll(async () => {
    const dir = path.join(tmp, 'my-docs');
    await writeSite(dir, SITE);
    site = await buildAndServe(dir);
    built.push(site);
  }, 300_000);

  it('exits 0 with every page prerendered and precompressed into out/site', async () => {
    expect(outcome(site)).toEqual({ code: 0, error: '' });
    const files = await filesUnder(path.join(site.site, 'out', 'site'));
    expect(files.filter((file) => /^(index\.html|(intro|next)\/)/.test(file)).sort()).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
      'intro/index.html',
      'intro/index.html.br',
      'intro/index.html.gz',
      'next/index.html',
      'next/index.html.br',
      'next/index.html.gz',
    ]);
    expect(files).toContain('404.html');
    const next = await readFile(path.join(site.site, 'out', 'site', 'next', 'index.html'), 'utf8');
    expect(next).toContain('<p>This is <mark class="highlight" style="background-color:gold">highlighted</mark> by the site.</p>');
  });

  it('is served by docs-cli serve and navigates between its docs in the page, its component rendered, hydrated without a warning', async () => {
    const home = await visit(site, '/');
    // The Markdown page's leading `# heading` is shown at its top, as Docusaurus shows it.
    expect(await home.page.locator('main article > :first-child').evaluate((first) => [first.tagName, first.textContent])).toEqual(['H1', 'Outside docs']);
    expect(await home.page.locator('main article p').textContent()).toBe('Get started with the guide.');
    await follow(home, 'Get started', '/intro', 'Introduction');
    await follow(home, 'the next step', '/next', 'Next step');
    const highlight = home.page.locator('article mark.highlight');
    expect(await highlight.evaluate((mark) => [mark.textContent, getComputedStyle(mark).backgroundColor])).toEqual(['highlighted', 'rgb(255, 215, 0)']);
    await follow(home, 'the introduction', '/intro', 'Introduction');
    expect(await sameDocument(home.page)).toBe(true);
    expect(home.messages).toEqual([]);
  });
});

describe('docs-cli build --site on a Docusaurus site folder outside the repository (no docs.config)', () => {
  let site: Built;
  beforeAll(async () => {
    const dir = path.join(tmp, 'small-things');
    await cp(path.join(REPO, 'tests', 'fixtures', 'docusaurus', 'small-things'), dir, { recursive: true, filter: (src) => !/(expected\.json|NOTES\.md)$/.test(src) });
    site = await buildAndServe(dir);
    built.push(site);
  }, 300_000);

  it('exits 0 with its docs prerendered and precompressed into out/site', async () => {
    expect(outcome(site)).toEqual({ code: 0, error: '' });
    const files = await filesUnder(path.join(site.site, 'out', 'site'));
    expect(files.filter((file) => file.startsWith('docs/')).sort()).toEqual([
      'docs/guide/index.html',
      'docs/guide/index.html.br',
      'docs/guide/index.html.gz',
      'docs/guide/steps/index.html',
      'docs/guide/steps/index.html.br',
      'docs/guide/steps/index.html.gz',
      'docs/index.html',
      'docs/index.html.br',
      'docs/index.html.gz',
    ]);
  });

  it('navigates from its docs home to the guide in the page, hydrated without a warning', async () => {
    const docs = await visit(site, '/docs/');
    expect(await docs.page.locator('article h1').textContent()).toBe('Docs home');
    await follow(docs, 'Guide folder, no slash', '/docs/guide', 'Guide');
    expect(await sameDocument(docs.page)).toBe(true);
    expect(docs.messages).toEqual([]);
  });
});
