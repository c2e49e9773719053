/**
 * Navbar, footer and logo links are rendered on every page: one that can run code (`javascript:`,
 * `vbscript:`, `data:`) is a config error at its line, in a docs.config and a Docusaurus config alike.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/load/config.ts';

const DANGEROUS = ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'];

/** A config whose only link is `url` at `place` (navbar item, footer link or logo), as source text and value. */
function configWith(place: 'navbar' | 'dropdown' | 'footer' | 'logo', key: 'to' | 'href', url: string) {
  const link = `{ label: 'Bad', ${key}: ${JSON.stringify(url)} }`;
  const lines = {
    navbar: `  themeConfig: {\n    navbar: {\n      items: [\n        ${link},\n      ],\n    },\n  },\n`,
    dropdown: `  themeConfig: {\n    navbar: {\n      items: [\n        { type: 'dropdown', label: 'More', items: [${link}] },\n      ],\n    },\n  },\n`,
    footer: `  themeConfig: {\n    footer: {\n      links: [\n        { title: 'Links', items: [${link}] },\n      ],\n    },\n  },\n`,
    logo: `  themeConfig: {\n    navbar: {\n      logo: { src: 'img/logo.svg', ${key}: ${JSON.stringify(url)} },\n    },\n  },\n`,
  }[place];
  const item = { label: 'Bad', [key]: url };
  const themeConfig = {
    navbar: { items: [item] },
    dropdown: { navbar: { items: [{ type: 'dropdown', label: 'More', items: [item] }] } },
    footer: { footer: { links: [{ title: 'Links', items: [item] }] } },
    logo: { navbar: { logo: { src: 'img/logo.svg', [key]: url } } },
  }[place];
  const value = { title: 'T', url: 'https://example.com', themeConfig: place === 'navbar' ? { navbar: themeConfig } : themeConfig };
  const text = `export default {\n  title: 'T',\n  url: 'https://example.com',\n${lines}};\n`;
  return { text, value };
}

function refusals(file: 'docs.config.ts' | 'docusaurus.config.js', place: 'navbar' | 'dropdown' | 'footer' | 'logo', key: 'to' | 'href', url: string) {
  const { text, value } = configWith(place, key, url);
  const result = loadConfig('/site', { file: `/site/${file}`, text, value });
  return { config: result.config, errors: result.diagnostics.map((d) => ({ code: d.code, level: d.level, message: d.message, line: d.line, column: d.column, target: d.target })) };
}

describe('a navbar, footer or logo link that can run code', () => {
  for (const file of ['docs.config.ts', 'docusaurus.config.js'] as const) {
    it(`is refused in ${file} at its line, however the scheme is spelled or padded`, () => {
      for (const url of DANGEROUS) {
        expect(refusals(file, 'navbar', 'href', url)).toEqual({
          config: undefined,
          errors: [{ code: 'invalid-config', level: 'error', message: '`themeConfig.navbar.items[0].href`: a javascript:, vbscript: or data: URL cannot be a link', line: 7, column: 25, target: 'themeConfig.navbar.items[0].href' }],
        });
        expect(refusals(file, 'navbar', 'to', url).errors.map((e) => [e.target, e.line])).toEqual([['themeConfig.navbar.items[0].to', 7]]);
        expect(refusals(file, 'dropdown', 'href', url).errors.map((e) => [e.target, e.line])).toEqual([['themeConfig.navbar.items[0].items[0].href', 7]]);
        expect(refusals(file, 'footer', 'to', url).errors.map((e) => [e.target, e.line])).toEqual([['themeConfig.footer.links[0].items[0].to', 7]]);
        expect(refusals(file, 'footer', 'href', url).errors.map((e) => [e.target, e.line])).toEqual([['themeConfig.footer.links[0].items[0].href', 7]]);
        expect(refusals(file, 'logo', 'href', url).errors.map((e) => [e.target, e.line])).toEqual([['themeConfig.navbar.logo.href', 6]]);
      }
    });

    it(`keeps site paths and https links in ${file}`, () => {
      for (const [place, key, url] of [['navbar', 'to', '/docs/intro'], ['footer', 'href', 'https://example.com/x'], ['logo', 'href', '/'], ['dropdown', 'href', 'mailto:a@example.com']] as const) {
        const result = refusals(file, place, key, url);
        expect(result.errors.filter((e) => e.level === 'error')).toEqual([]);
        expect(result.config).toBeDefined();
      }
    });
  }
});
