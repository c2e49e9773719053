/**
 * buildDocusaurusSite writes every route where Docusaurus writes it, in the site's HTML shell
 * (plugins' tags, Helmet's head, the one stylesheet, the client entry as a module), copies the
 * static directories, runs the plugins' postBuild; and says in one line why a site cannot be
 * built with its own Docusaurus.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocusaurusSite, type SiteOutcome } from '../../../../renderer/site-build/docusaurus-site/build-site.ts';
import { copyDocusaurusFixture, FIXTURE_WEBPACK_WARNING } from '../../../helpers/docusaurus-install.ts';
import { builtFiles } from '../../../helpers/generated-site.ts';

let tmp: string;
let remove: () => Promise<void>;
let outcome: SiteOutcome;
const workingDir = process.cwd();

beforeAll(async () => {
  const copy = await copyDocusaurusFixture('docusaurus-build');
  ({ tmp, remove } = copy);
  outcome = await buildDocusaurusSite({ siteDir: copy.site, outDir: path.join(tmp, 'out'), ssrDir: path.join(tmp, 'ssr') });
}, 180_000);
afterAll(async () => {
  await remove();
});

describe('buildDocusaurusSite', () => {
  it('writes each route as Docusaurus does, and the static files', async () => {
    const routes = ['/', '/404.html', '/about', '/blog', '/blog/2024/01/02/hello', '/blog/archive', '/blog/tags', '/blog/tags/news', '/hello', '/docs/guide/setup', '/docs/guide/standings', '/docs/intro', '/docs/1.0/intro'];
    // The default locale first, then the second one under its own base URL.
    if (!('routes' in outcome)) throw new Error(JSON.stringify(outcome));
    const { modelRoutes, stages, ...rest } = outcome;
    expect(Object.keys(stages)).toEqual(['load', 'bundle', 'render', 'postBuild']);
    expect({ ...rest, routes: outcome.routes.slice(0, routes.length).sort() }).toEqual({
      version: '3.10.2',
      routes: [...routes].sort(),
      // The one part of the site the bundle does not run, said once for both locales.
      findings: [FIXTURE_WEBPACK_WARNING],
      // Fewer files than it takes to start compile threads.
      markdown: { threads: 0, gaveUp: false },
    });
    // The default locale's routes with their sources, for docs-cli's model to be compared with (its 404 page aside).
    expect(modelRoutes.filter((route) => route.source)).toEqual(
      expect.arrayContaining([
        { path: '/docs/intro', source: 'docs/intro.md' },
        { path: '/docs/1.0/intro', source: 'versioned_docs/version-1.0/intro.md' },
        { path: '/blog/2024/01/02/hello', source: 'blog/2024-01-02-hello.md' },
      ]),
    );
    expect(modelRoutes.map((route) => route.path).sort()).toEqual(routes.filter((route) => route !== '/404.html').sort());
    expect(outcome.routes.slice(routes.length).sort()).toEqual(routes.map((route) => `/fr${route}`).sort());
    // Each route's page, and the client redirect's page (docs/start) the plugin writes after them.
    const pages = ['404.html', 'about/index.html', 'index.html', 'blog/2024/01/02/hello/index.html', 'blog/archive/index.html', 'blog/index.html', 'blog/tags/index.html', 'blog/tags/news/index.html', 'docs/1.0/intro/index.html', 'docs/guide/setup/index.html', 'docs/guide/standings/index.html', 'docs/intro/index.html', 'docs/start/index.html', 'hello/index.html'];
    expect([...(await builtFiles(path.join(tmp, 'out'), (name) => name.endsWith('.html'))).keys()].sort()).toEqual([...pages, ...pages.map((page) => `fr/${page}`)].sort());
    expect(await readFile(path.join(tmp, 'out', 'img', 'favicon.svg'), 'utf8')).toContain('<svg');
  });

  it("runs the plugins' postBuild once the pages are written: the sitemap of the site's routes, the blog's feeds", async () => {
    const sitemap = await readFile(path.join(tmp, 'out', 'sitemap.xml'), 'utf8');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()).toEqual([
      'https://bars.example/',
      'https://bars.example/about',
      'https://bars.example/blog',
      'https://bars.example/blog/2024/01/02/hello',
      'https://bars.example/blog/archive',
      'https://bars.example/blog/tags',
      'https://bars.example/blog/tags/news',
      'https://bars.example/docs/1.0/intro',
      'https://bars.example/docs/guide/setup',
      'https://bars.example/docs/guide/standings',
      'https://bars.example/docs/intro',
      'https://bars.example/hello',
    ]);
    const rss = await readFile(path.join(tmp, 'out', 'blog', 'rss.xml'), 'utf8');
    expect(rss).toContain('<title><![CDATA[Hello, bars]]></title>');
    expect(rss).toContain('The first post of the fixture blog.');
  });

  it("writes the client redirects' pages in postBuild, each sending its old URL to the page", async () => {
    const redirect = await readFile(path.join(tmp, 'out', 'docs', 'start', 'index.html'), 'utf8');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(await readFile(path.join(tmp, 'out', 'fr', 'docs', 'start', 'index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/fr/docs/intro">');
  });

  it("lays a page into the site's shell: Helmet's head, the plugins' tags, one stylesheet, the client entry as a module", async () => {
    const html = await readFile(path.join(tmp, 'out', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro" data-has-hydrated="false">/);
    expect(html).toContain('<meta name="generator" content="Docusaurus v3.10.2">');
    expect(html).toContain('<title data-rh="true">Introduction | Bars in a row</title>');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Bars in a row Atom Feed">');
    expect(html.match(/<script type="module" src="\/assets\/[^"]+\.js"><\/script>/g)?.length).toBe(1);
    expect(html.match(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" \/>/g)?.length).toBe(1);
    // The colour-mode script runs before the app's HTML, as the theme injects it.
    expect(html.indexOf("document.documentElement.setAttribute('data-theme'")).toBeLessThan(html.indexOf('<div id="__docusaurus">'));
  });

  it("builds the second locale with its translated files, its base URL and its own assets, the rest from the default locale's files", async () => {
    const intro = await readFile(path.join(tmp, 'out', 'fr', 'docs', 'intro', 'index.html'), 'utf8');
    expect(intro).toMatch(/^<!DOCTYPE html>\n<html lang="fr" dir="ltr"/);
    expect(intro).toContain('<h1>Présentation</h1>');
    expect(intro).toContain('<p>Les barres traversent l&#x27;écran, une image par an.</p>');
    expect(intro).toContain('<a class="pagination-nav__link pagination-nav__link--next" href="/fr/docs/guide/setup">');
    expect(intro).toMatch(/<script type="module" src="\/fr\/assets\/[^"]+\.js"><\/script>/);
    expect(await readFile(path.join(tmp, 'out', 'fr', 'docs', 'guide', 'setup', 'index.html'), 'utf8')).toContain('<h1>Setting up</h1>');
  });

  it("compiles the site's TSX with React's automatic runtime, whatever its tsconfig's `jsx` says (Docusaurus never reads it), and an SVG it imports as a component, with the site's SVGR options", async () => {
    expect(await readFile(path.join(tmp, 'out', 'about', 'index.html'), 'utf8')).toMatch(
      /<p class="race-clock clock_\w{4}"><svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 16 16" class="race-flag flag_\w{4}"><title>Chequered flag<\/title><path fill="#36c" d="M2 2h4v12H2z"><\/path><path fill="#c63" d="M10 6h4v8h-4z"><\/path><\/svg> The race is in <!-- -->1969<!-- -->.<\/p>/,
    );
  });

  it("runs the site's PostCSS plugins on its stylesheets, as a plugin's configurePostCss left them", async () => {
    const html = await readFile(path.join(tmp, 'out', 'docs', 'intro', 'index.html'), 'utf8');
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)" \/>/.exec(html)?.[1];
    expect(await readFile(path.join(tmp, 'out', stylesheet ?? 'none'), 'utf8')).toMatch(/\.fixture-postcss\{color:#010203\}/);
  });

  it("minifies the client's scripts, as Docusaurus's build does: the entry is a few long lines", async () => {
    const html = await readFile(path.join(tmp, 'out', 'docs', 'intro', 'index.html'), 'utf8');
    const entry = await readFile(path.join(tmp, 'out', /<script type="module" src="\/(assets\/clientEntry-[^"]+\.js)">/.exec(html)?.[1] ?? 'none'), 'utf8');
    expect(entry.length / entry.split('\n').length).toBeGreaterThan(1000);
  });

  it("compiles the site's Sass with its own sass (docusaurus-plugin-sass): the global stylesheet, and a CSS module named as Docusaurus names it", async () => {
    const html = await readFile(path.join(tmp, 'out', 'about', 'index.html'), 'utf8');
    const stylesheet = await readFile(path.join(tmp, 'out', /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)" \/>/.exec(html)?.[1] ?? 'none'), 'utf8');
    expect(stylesheet).toMatch(/\.fixture-sass \.fixture-sass-inner\{color:#070809\}/);
    const [clock, flag] = [/class="race-clock (clock_\w{4})"/.exec(html)?.[1], /class="race-flag (flag_\w{4})"/.exec(html)?.[1]];
    expect(stylesheet).toContain(`.${clock} .${flag}{width:1em}`);
  });

  it('compiles in the site folder, as `npm run build` runs Docusaurus, and gives the working directory back', async () => {
    expect(await readFile(path.join(tmp, 'out', 'docs', 'intro', 'index.html'), 'utf8')).toContain('<p>Compiled in the site folder.</p>');
    expect(process.cwd()).toBe(workingDir);
  });

  it('says that a site without an install of its own cannot be built with it, as an environment problem', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'docs-cli-no-docusaurus-'));
    await writeFile(path.join(outside, 'docusaurus.config.js'), 'module.exports = {};\n');
    try {
      expect(await buildDocusaurusSite({ siteDir: outside, outDir: path.join(outside, 'out'), ssrDir: path.join(outside, 'ssr') })).toEqual({
        problems: [{ level: 'error', code: 'docusaurus-install', message: 'no @docusaurus/core is installed for the site (run npm install in the site)', file: '', line: 1, column: 1 }],
        environment: true,
      });
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
