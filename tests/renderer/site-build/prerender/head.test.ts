import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../../schema/config.ts';
import type { HeadElements } from '../../../../renderer/theme/base/head-elements.ts';
import { contentSecurityPolicy, headTags, siteHead } from '../../../../renderer/site-build/prerender/head.ts';

const config = siteConfig.parse({ title: 'Theme', url: 'https://theme.example', baseUrl: '/theme/' });
const site = siteHead(config, '', 'sha256-x');
const page = { config, title: 'Guide | Theme', description: 'The guide.', path: '/guide', noindex: false };

/** The head's lines after the Content-Security-Policy, without the favicon and the theme script. */
const lines = (head: string) =>
  head
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/^<meta http-equiv|^<link rel="icon"|^<script/.test(line));

describe('headTags', () => {
  it("writes the page's own title, description, Open Graph tags and canonical link", () => {
    expect(lines(headTags(site, page))).toEqual([
      '<title>Guide | Theme</title>',
      '<meta name="description" content="The guide.">',
      '<meta property="og:title" content="Guide | Theme">',
      '<meta property="og:description" content="The guide.">',
      '<meta property="og:url" content="https://theme.example/theme/guide">',
      '<meta property="og:type" content="website">',
      '<meta name="twitter:card" content="summary">',
      '<link rel="canonical" href="https://theme.example/theme/guide">',
    ]);
  });

  it("lets the page's components replace its title, a meta of the same key and the canonical link, and add their others, escaped", () => {
    const added: HeadElements = {
      title: 'Custom <title>',
      meta: [
        { name: 'description', content: 'Said by Head.' },
        { property: 'og:image', content: '/img/card.png?a=1&b="2"' },
      ],
      links: [
        { rel: 'canonical', href: 'https://theme.example/theme/elsewhere' },
        { rel: 'alternate', hreflang: 'fr', href: '/theme/fr/guide' },
      ],
    };
    expect(lines(headTags(site, { ...page, added }))).toEqual([
      '<title>Custom &#60;title&#62;</title>',
      '<meta name="description" content="Said by Head.">',
      '<meta property="og:title" content="Guide | Theme">',
      '<meta property="og:description" content="Said by Head.">',
      '<meta property="og:url" content="https://theme.example/theme/elsewhere">',
      '<meta property="og:type" content="website">',
      '<meta name="twitter:card" content="summary">',
      '<link rel="canonical" href="https://theme.example/theme/elsewhere">',
      '<meta property="og:image" content="/img/card.png?a=1&#38;b=&#34;2&#34;">',
      '<link rel="alternate" hreflang="fr" href="/theme/fr/guide">',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets the page frame the http(s) pages content may embed in a sandboxed <iframe>, and nothing else of another origin but images', () => {
    const directives = Object.fromEntries(contentSecurityPolicy('sha256-x', config).split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives['frame-src']).toBe("'self' https: http:");
    expect(directives['script-src']).toBe("'self' 'sha256-x'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
  });
});
