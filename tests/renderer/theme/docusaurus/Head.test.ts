import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HeadCollectorContext } from '../../../../renderer/theme/base/head-collector.ts';
import { type HeadElements, mergeHeadElements } from '../../../../renderer/theme/base/head-elements.ts';

vi.mock('@out/config.json', () => ({ default: { config: { baseUrl: '/' } } }));
const { default: Head } = await import('../../../../renderer/theme/docusaurus/Head.tsx');
const { createThemeSession, ThemeSessionContext } = await import('../../../../renderer/theme/base/session.ts');

/** What prerendering `children` (inside a collector, as entry-server.tsx renders) puts in its HTML and collects for the head. */
function prerender(...children: ReturnType<typeof h>[]): { html: string; head: HeadElements } {
  const collected = new Map<string, HeadElements>();
  const html = renderToStaticMarkup(h(ThemeSessionContext.Provider, { value: createThemeSession() }, h(HeadCollectorContext.Provider, { value: collected }, h('main', null, ...children))));
  return { html, head: mergeHeadElements(collected.values()) };
}

describe('Head while prerendering', () => {
  it('renders nothing in place and gives the page its title, meta and link elements', () => {
    const { html, head } = prerender(
      h(
        Head,
        null,
        h('title', null, 'Custom ', 'title'),
        h('meta', { name: 'description', content: 'About this page' }),
        h('meta', { property: 'og:image', content: '/img/card.png' }),
        h('link', { rel: 'canonical', href: 'https://theme.example/theme/canonical' }),
      ),
      h('p', null, 'Body'),
    );
    expect(html).toBe('<main><p>Body</p></main>');
    expect(head).toEqual({
      title: 'Custom title',
      meta: [
        { name: 'description', content: 'About this page' },
        { property: 'og:image', content: '/img/card.png' },
      ],
      links: [{ rel: 'canonical', href: 'https://theme.example/theme/canonical' }],
    });
  });

  it('finds the elements inside the paragraph MDX wraps them in, and leaves out a link to a javascript: URL', () => {
    const script = ['javascript', 'alert(1)'].join(':');
    const meta = h('meta', { name: 'keywords', content: 'a, b' });
    const links = [h('link', { key: 1, rel: 'preload', href: script, as: 'script' }), h('link', { key: 2, rel: 'alternate', hrefLang: 'fr', href: '/fr/' })];
    const { head } = prerender(h(Head, null, h('p', null, meta, links)));
    expect(head).toEqual({ meta: [{ name: 'keywords', content: 'a, b' }], links: [{ rel: 'alternate', hreflang: 'fr', href: '/fr/' }] });
  });

  it('lets a later Head replace the title and a meta of the same name', () => {
    const { head } = prerender(
      h(Head, null, h('title', null, 'First'), h('meta', { name: 'description', content: 'one' })),
      h(Head, null, h('title', null, 'Second'), h('meta', { name: 'description', content: 'two' })),
    );
    expect(head).toEqual({ title: 'Second', meta: [{ name: 'description', content: 'two' }], links: [] });
  });
});
