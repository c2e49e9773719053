import { describe, expect, it } from 'vitest';
import { rewriteBody } from '../../../cli/emit/page-data.ts';
import { mulberry32 } from '../../../content/datasets/random.ts';

const link = (href: string) => ({ type: 'element', tagName: 'a', properties: { href }, children: [{ type: 'text', value: 'a link' }] });
const image = (src: string) => ({ type: 'element', tagName: 'img', properties: { src, alt: '' }, children: [] });
const body = (...children: unknown[]) => JSON.stringify({ type: 'root', children });

/** Every rewrite applied as an exact token, one after another: the rule the single scan must agree with. */
function rewriteByTokens(text: string, rewrites: ReadonlyMap<string, string>): string {
  let out = text;
  for (const [from, to] of rewrites) {
    for (const attribute of ['href', 'src']) out = out.split(`"${attribute}":${JSON.stringify(from)}`).join(`"${attribute}":${JSON.stringify(to)}`);
  }
  return out;
}

describe('rewriteBody', () => {
  it('replaces file links in href and src by their routes, and leaves other links and text alone', () => {
    const rewrites = new Map([
      ['./a.md', '/docs/a'],
      ['../b.mdx#x', '/docs/b#x'],
      ['./img.png', '/__assets/img.png'],
    ]);
    const before = body(link('./a.md'), link('../b.mdx#x'), link('./c.md'), image('./img.png'), { type: 'text', value: '"href":"./a.md"' });
    expect(rewriteBody('docs/one.md', before, rewrites)).toBe(
      body(link('/docs/a'), link('/docs/b#x'), link('./c.md'), image('/__assets/img.png'), { type: 'text', value: '"href":"./a.md"' }),
    );
  });

  it('matches links whose URL JSON escapes, and writes the route escaped', () => {
    const rewrites = new Map([['./quote"d\\.md', '/docs/quote"d']]);
    expect(rewriteBody('docs/two.md', body(link('./quote"d\\.md')), rewrites)).toBe(body(link('/docs/quote"d')));
  });

  it('returns a body with no file links, or one that is not JSON text, as it is', () => {
    const rewrites = new Map([['./a.md', '/docs/a']]);
    const plain = body(link('https://example.com'));
    expect(rewriteBody('docs/three.md', plain, rewrites)).toBe(plain);
    const cut = '{"type":"root","children":[{"properties":{"href":"./a.md';
    expect(rewriteBody('docs/four.md', cut, rewrites)).toBe(cut);
  });

  it('agrees with token replacement on 300 seeded bodies', () => {
    const urls = ['./a.md', './b.md#top', '../c/d.mdx', './e f.md', './g"h.md', './img.png', 'https://x.test', '/docs/a', './a.md?x=1'];
    const random = mulberry32(11);
    const next = (below: number) => Math.floor(random() * below);
    for (let i = 0; i < 300; i++) {
      const nodes = Array.from({ length: next(9) }, () => (next(3) === 0 ? image : link)(urls[next(urls.length)]));
      const rewrites = new Map(urls.filter(() => next(2) === 0).map((url) => [url, `/route/${next(50)}`]));
      const text = body(...nodes);
      expect(rewriteBody(`docs/seeded-${i}.md`, text, rewrites), text).toBe(rewriteByTokens(text, rewrites));
    }
  });
});
