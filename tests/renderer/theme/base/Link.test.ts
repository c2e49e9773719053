/**
 * Every link of the site's own chrome (navbar, footer, logo, sidebars) is rendered by base/Link:
 * a URL that can run code never becomes an href, whatever let it through.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@out/config.json', () => ({ default: { config: { baseUrl: '/base/' } } }));
const { Link } = await import('../../../../renderer/theme/base/Link.tsx');
const { createThemeSession, ThemeSessionContext } = await import('../../../../renderer/theme/base/session.ts');

const render = (to: string) =>
  renderToStaticMarkup(createElement(ThemeSessionContext.Provider, { value: createThemeSession() }, createElement(MemoryRouter, null, createElement(Link, { to, className: 'navbar-link' }, 'Go'))));

describe('Link', () => {
  it('renders a javascript:, vbscript: or data: URL without an href, however it is spelled', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>']) {
      expect(render(url)).toBe('<a class="navbar-link">Go</a>');
    }
  });

  it('renders a site path under the base URL and an external URL in a new tab', () => {
    expect(render('/docs/intro')).toBe('<a class="navbar-link" href="/base/docs/intro">Go</a>');
    expect(render('https://example.com/x')).toBe('<a class="navbar-link" href="https://example.com/x" target="_blank" rel="noopener noreferrer">Go</a>');
  });
});
