/** `<head>` in MDX: its title, meta and link become the page's head data, never emitted as written. */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../helpers/parse-page.ts';

describe('<head> in MDX', () => {
  it('takes the title, meta and link into the head data, checks the link, and leaves nothing in the body', async () => {
    const text = '# Steps\n\n<head>\n  <title>Steps, with a custom title</title>\n  <meta name="description" content="Steps page description" />\n  <link rel="canonical" href="/docs/head-link-missing/" />\n</head>\n\nBody.\n';
    const page = await parsePage(text);
    expect(page.findings).toEqual([]);
    expect(page.doc.head).toEqual({
      title: 'Steps, with a custom title',
      meta: [{ name: 'description', content: 'Steps page description' }],
      links: [{ rel: 'canonical', href: '/docs/head-link-missing/' }],
    });
    expect(page.links).toEqual(['6:25 link href /docs/head-link-missing/']);
    expect(JSON.parse(page.doc.body).children.map((n: { tagName?: string }) => n.tagName).filter(Boolean)).toEqual(['p']);
  });

  it('reports and leaves out a refresh, a javascript: link and a script', async () => {
    const text = '<head>\n  <meta http-equiv="refresh" content="0;url=https://evil.example/" />\n  <link rel="icon" href="javascript:alert(1)" />\n  <script src="/x.js"></script>\n</head>\n';
    const page = await parsePage(text);
    expect(page.findings).toEqual([
      '2:9 error unsafe-html: the attribute `http-equiv` is not allowed on <meta> in <head>; it was removed',
      '3:20 error unsafe-url: the URL in `href` on <link> uses a scheme that can run code and was removed',
      '4:3 error unsafe-html: <script> is not allowed in <head> (only <title>, <meta> and <link>); it was removed',
    ]);
    expect(page.doc.head).toEqual({ meta: [{ content: '0;url=https://evil.example/' }], links: [{ rel: 'icon' }] });
    expect(page.links).toEqual([]);
  });
});
