import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import useDocusaurusContext from '../../../../renderer/theme/docusaurus/useDocusaurusContext.ts';

vi.mock('virtual:docusaurus-site-config', async () => ({ default: (await import('./site-config-mock.ts')).testPublicConfig }));

function ShowContext() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const shown = { keys: Object.keys(siteConfig).sort(), title: siteConfig.title, url: siteConfig.url, baseUrl: siteConfig.baseUrl, customFields: siteConfig.customFields, locale: i18n.currentLocale };
  return createElement('pre', null, JSON.stringify(shown));
}

describe('useDocusaurusContext', () => {
  it('gives a prerendered component the public site config and the default locale, never the build options', () => {
    const html = renderToStaticMarkup(createElement(ShowContext));
    const shown = JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replaceAll('&quot;', '"'));
    expect(shown).toEqual({
      keys: ['baseUrl', 'customFields', 'i18n', 'onBrokenAnchors', 'onBrokenLinks', 'onDuplicateRoutes', 'scripts', 'staticDirectories', 'tagline', 'themeConfig', 'title', 'url'],
      title: 'Theme',
      url: 'https://theme.example',
      baseUrl: '/theme/',
      customFields: { answer: 42 },
      locale: 'en',
    });
    expect(html).not.toContain('git.example');
  });
});
