/**
 * The fixture site's own runtime and theme, bundled by Vite for the server and rendered route by
 * route: every route Docusaurus makes renders, with the h1 its page gives, the docs with their
 * sidebar, breadcrumbs and pagination from the theme, file links as permalinks, and both
 * swizzles (the ejected footer, the wrapped doc footer) in place.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteProps } from '../../../../renderer/site-build/docusaurus-site/load-site.ts';
import { buildServerBundle } from '../../../../renderer/site-build/docusaurus-site/server-bundle.ts';
import { loadServerRender, renderedRoute, type ServerRender } from '../../../../renderer/site-build/docusaurus-site/server-render.ts';
import { docusaurusWebpackConfig } from '../../../../renderer/site-build/docusaurus-site/webpack-config.ts';
import { loadedDocusaurusFixture } from '../../../helpers/docusaurus-install.ts';

let remove: () => Promise<void>;
let props: SiteProps;
let render: ServerRender;

beforeAll(async () => {
  const loaded = await loadedDocusaurusFixture('docusaurus-render');
  ({ remove, props } = loaded);
  const webpack = await docusaurusWebpackConfig(loaded.install, props);
  render = await loadServerRender(await buildServerBundle({ install: loaded.install, props, webpack, outDir: path.join(loaded.tmp, 'ssr') }));
}, 120_000);
afterAll(async () => {
  await remove();
});

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe('the server bundle of a Docusaurus site', () => {
  it('renders every route with the h1 its page gives (the blog list has none, as in Docusaurus)', async () => {
    const headings: Record<string, string | undefined> = {};
    for (const pathname of [...props.routesPaths].sort()) headings[pathname] = h1((await render({ pathname })).html);
    expect(headings).toEqual({
      '/': 'Bars in a row',
      '/404.html': 'Page Not Found',
      '/about': 'About',
      '/blog': undefined,
      '/blog/2024/01/02/hello': 'Hello, bars',
      '/blog/archive': 'Archive',
      '/blog/tags': 'Tags',
      '/blog/tags/news': 'One post tagged with &quot;news&quot;',
      '/docs/1.0/intro': 'Introduction to 1.0',
      '/docs/guide/setup': 'Setting up',
      '/docs/guide/standings': 'Standings',
      '/docs/intro': 'Introduction',
      '/hello': 'Hello from a local plugin',
    });
  });

  it("renders a doc in the theme's layout, with the site's swizzles and the links and head it collected", async () => {
    const { html, links, head } = await render({ pathname: '/docs/intro' });
    expect(html).toContain('<p>See <a class="" href="/docs/guide/setup">the setup</a>.</p>');
    expect(html).toMatch(/<nav class="theme-doc-breadcrumbs[^"]*" aria-label="Breadcrumbs">/);
    expect(html).toContain('<div class="pagination-nav__label">Setting up</div>');
    expect(html).toContain('<p class="fixture-wrapped">Wrapped by the site</p>');
    expect(html).toContain('<footer class="fixture-footer">The fixture&#x27;s own footer</footer>');
    expect(head.title).toBe("<title data-rh=\"true\">Introduction | Bars in a row</title>");
    expect(links).toContain('/docs/guide/setup');
  });
});

/** A Helmet datum as Helmet hands it back: an object whose string is the tag. */
const datum = (text: string) => ({ toString: () => text });

describe('a rendered route, read from either shape core hands back', () => {
  const head = { htmlAttributes: 'lang="en"', bodyAttributes: 'class="x"', title: '<title>T</title>', meta: '<meta name="a">', link: '', script: '' };
  const found = { links: ['/a'], anchors: ['b'], modules: ['m'] };

  it('reads 3.6’s Helmet state into the head strings, and has no public build metadata', () => {
    const helmet = Object.fromEntries(Object.entries(head).map(([key, text]) => [key, datum(text)]));
    const route = renderedRoute('<div/>', { ...found, helmet: helmet as never });
    expect({ ...route, helmet: undefined }).toEqual({ html: '<div/>', head, helmet: undefined, ...found });
    expect(route.helmet).toBe(helmet);
    expect('publicMetadata' in route).toBe(false);
  });

  it('takes 3.7+’s head strings as they are, with its Helmet state and public metadata for postBuild', () => {
    const route = renderedRoute('<div/>', { ...found, metadata: { internal: head, helmet: 'state', public: { noIndex: false } } });
    expect(route).toEqual({ html: '<div/>', head, helmet: 'state', publicMetadata: { noIndex: false }, ...found });
  });
});
