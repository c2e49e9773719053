/** `<iframe>` embeds: allowed with an http(s) src, always sandboxed, in both MDX modes. */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../helpers/parse-page.ts';

const iframe = (properties: Record<string, unknown>) => ({ type: 'element', tagName: 'iframe', properties, children: [] });

describe('<iframe>', () => {
  it.each(['data', 'compile'] as const)('keeps an https embed, sandboxed, lazy and with a referrer policy (%s mode)', async (mdxCode) => {
    const page = await parsePage('<iframe src="https://example.com/embed" width="300" height="200" title="Embed"></iframe>\n', { mdxCode });
    expect(page.findings).toEqual([]);
    expect(JSON.parse(page.doc.body).children).toEqual([
      iframe({ src: 'https://example.com/embed', width: '300', height: '200', title: 'Embed', sandbox: ['allow-scripts', 'allow-popups', 'allow-presentation'], referrerPolicy: 'strict-origin-when-cross-origin', loading: 'lazy' }),
    ]);
  });

  it('removes a javascript: src, a name, and allow-same-origin next to allow-scripts', async () => {
    const page = await parsePage('<iframe src="javascript:alert(1)" name="top" sandbox="allow-scripts allow-same-origin allow-top-navigation"></iframe>\n');
    expect(page.findings).toEqual([
      '1:9 error unsafe-url: the URL in `src` on <iframe> uses a scheme that can run code and was removed',
      '1:35 error unsafe-html: the attribute `name` is not allowed on <iframe>; it was removed',
      '1:46 error unsafe-html: the `sandbox` of <iframe> may not allow both `allow-scripts` and `allow-same-origin` (the frame could remove its own sandbox); `allow-same-origin` was removed',
    ]);
    expect(JSON.parse(page.doc.body).children).toEqual([iframe({ sandbox: ['allow-scripts'], referrerPolicy: 'strict-origin-when-cross-origin', loading: 'lazy' })]);
  });

  it('removes a src that is not a web page', async () => {
    const page = await parsePage('<iframe src="file:///etc/passwd"></iframe>\n');
    expect(page.findings).toEqual(['1:9 error unsafe-url: the `src` of <iframe> must be an http(s) URL or a path; it was removed']);
  });
});

describe('<details> and <summary>', () => {
  it('pass the attribute allowlist, and the links inside are read', async () => {
    const page = await parsePage('<details open>\n  <summary>More</summary>\n\n  Inside: a [missing link](/docs/details-missing).\n\n</details>\n');
    expect(page.findings).toEqual([]);
    expect(page.links).toEqual(['4:13 a href /docs/details-missing']);
    expect(JSON.parse(page.doc.body).children[0]).toMatchObject({ tagName: 'details', properties: { open: true } });
  });
});
