/** A prerendered page's document: the SSR bundle's HTML and head laid into the client build's index.html. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageArtifact } from '../../../../schema/artifacts.ts';
import { siteConfig } from '../../../../schema/config.ts';
import { loadDocumentContext, pageDocument, type SsrModule } from '../../../../renderer/site-build/prerender/document.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr" data-theme="light">
  <head>
    <!--docs-head-->
  </head>
  <body>
    <div id="__docs"><!--docs-app--></div>
    <!--docs-data-->
    <script type="module" src="/assets/app.js"></script>
  </body>
</html>
`;

/** An SSR bundle that renders every page as its title in a paragraph. */
const ssr: SsrModule = {
  render: async ({ page }) => ({ html: `<p>${page?.title ?? 'none'}</p>`, head: { meta: [], links: [] }, unknownComponents: [] }),
  colorModeScript: () => 'void 0',
  pageTitle: (title) => `${title} | Site`,
};

const page = (title: string) =>
  pageArtifact.parse({
    schemaVersion: 1,
    kind: 'doc',
    route: '/price',
    title,
    description: '',
    frontmatter: {},
    toc: [],
    body: { type: 'root', children: [] },
    hideTitle: false,
    hideTableOfContents: false,
    breadcrumbs: [],
  });

describe('pageDocument', () => {
  let out: string;
  beforeEach(async () => {
    out = await makeTemp();
    const config = siteConfig.parse({ title: 'Site', url: 'https://site.example', i18n: { defaultLocale: 'fr' } });
    await writeFile(path.join(out, 'config.json'), JSON.stringify({ config }));
    await writeFile(path.join(out, 'sidebars.json'), JSON.stringify({ sidebars: {} }));
  });
  afterEach(async () => {
    await removeTemp(out);
  });

  it("lays the page's head, HTML and data reference into the template, with the site's language", async () => {
    const context = await loadDocumentContext(ssr, out, TEMPLATE);
    const html = (await pageDocument(ssr, context, { path: '/price', data: 'pages/price.json' }, page('Price'))).document;
    expect(html.split('\n').filter((line) => !/Content-Security-Policy|og:|twitter:|canonical|rel="icon"|<script>/.test(line))).toEqual([
      '<!doctype html>',
      '<html lang="fr" dir="ltr" data-theme="light">',
      '  <head>',
      '    <title>Price | Site</title>',
      '    <link rel="preload" href="/__docs/data/pages/price.json" as="fetch" crossorigin="anonymous">',
      '  </head>',
      '  <body>',
      '    <div id="__docs"><p>Price</p></div>',
      '    <script id="__docs_data" type="application/json">{"path":"/price","kind":"doc","data":"pages/price.json"}</script>',
      '    <script type="module" src="/assets/app.js"></script>',
      '  </body>',
      '</html>',
      '',
    ]);
  });

  it("keeps a title's dollar signs as they are written ($& and $' are not replacement patterns)", async () => {
    const context = await loadDocumentContext(ssr, out, TEMPLATE);
    const html = (await pageDocument(ssr, context, { path: '/price', data: 'pages/price.json' }, page("Costs $& $' $$ $`"))).document;
    expect(html).toContain("<title>Costs $&#38; $&#39; $$ $` | Site</title>");
    expect(html).toContain("<div id=\"__docs\"><p>Costs $& $' $$ $`</p></div>");
    expect(html.match(/<!--docs-/g)).toBe(null);
  });

  it('gives back the content components the render did not know, with the document', async () => {
    const unknowing: SsrModule = { ...ssr, render: async () => ({ html: '<p>?</p>', head: { meta: [], links: [] }, unknownComponents: ['Chart', 'Widget'] }) };
    const context = await loadDocumentContext(unknowing, out, TEMPLATE);
    const rendered = await pageDocument(unknowing, context, { path: '/price', data: 'pages/price.json' }, page('Price'));
    expect(rendered.unknownComponents).toEqual(['Chart', 'Widget']);
    expect(rendered.document).toContain('<p>?</p>');
  });
});
