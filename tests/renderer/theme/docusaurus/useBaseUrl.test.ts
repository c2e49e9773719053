import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import useBaseUrl, { addBaseUrl, useBaseUrlUtils } from '../../../../renderer/theme/docusaurus/useBaseUrl.ts';

vi.mock('virtual:docusaurus-site-config', async () => ({ default: (await import('./site-config-mock.ts')).testPublicConfig }));

describe('addBaseUrl', () => {
  const add = (url: string, options?: Parameters<typeof addBaseUrl>[3]) => addBaseUrl('https://theme.example', '/theme/', url, options);

  it('puts the base URL in front of a site path once', () => {
    expect([add('/img/logo.svg'), add('img/logo.svg'), add('/theme/img/logo.svg'), add('/theme'), add('/')]).toEqual([
      '/theme/img/logo.svg',
      '/theme/img/logo.svg',
      '/theme/img/logo.svg',
      '/theme/',
      '/theme/',
    ]);
  });

  it('leaves anchors, URLs with a scheme, protocol-relative URLs and an empty path as they are', () => {
    expect([add('#top'), add('https://x.example/a'), add('mailto:a@b.example'), add('//cdn.example/x.js'), add('')]).toEqual([
      '#top',
      'https://x.example/a',
      'mailto:a@b.example',
      '//cdn.example/x.js',
      '',
    ]);
  });

  it('adds the origin when absolute, and the base whatever the path when forced', () => {
    expect(add('/docs/intro', { absolute: true })).toBe('https://theme.example/theme/docs/intro');
    expect(add('/theme/x', { forcePrependBaseUrl: true })).toBe('/theme/theme/x');
  });
});

function Paths() {
  const { withBaseUrl } = useBaseUrlUtils();
  return createElement('p', null, [useBaseUrl('/img/a.png'), useBaseUrl('/feed.xml', { absolute: true }), withBaseUrl('b.png')].join(' '));
}

describe('useBaseUrl and useBaseUrlUtils', () => {
  it("read the site's base URL and address from its config while prerendering", () => {
    expect(renderToStaticMarkup(createElement(Paths))).toBe('<p>/theme/img/a.png https://theme.example/theme/feed.xml /theme/b.png</p>');
  });
});
