/** A page's body with the partials it renders in place (emit/partials.ts). */
import { describe, expect, it } from 'vitest';
import type { ParsedDoc } from '../../../cli/core/parsed-doc.ts';
import { withPartialBodies } from '../../../cli/emit/partials.ts';

const element = (tagName: string, children: unknown[] = []) => ({ type: 'element', tagName, properties: {}, children });
const text = (value: string) => ({ type: 'text', value });
const body = (...children: unknown[]) => JSON.stringify({ type: 'root', children });
const imports = (name: string, source: string) => [{ name, source, line: 1, column: 1, uses: [{ line: 3, column: 1 }] }];
const doc = (b: string, partials?: ReturnType<typeof imports>) => ({ body: b, partials }) as unknown as ParsedDoc;

describe('withPartialBodies', () => {
  const inner = doc(body(element('p', [text('inner')])));
  const outer = doc(body(element('h2', [text('outer')]), element('Inner')), imports('Inner', './_inner.md'));
  const rendered = [
    { path: 'docs/_parts/_outer.mdx', parsed: outer },
    { path: 'docs/_parts/_inner.md', parsed: inner },
  ];

  it('replaces each rendered partial by its body, and the partials it renders by theirs, inside other elements too', () => {
    const page = doc(body(element('div', [element('Outer')]), element('Unknown')), imports('Outer', './_parts/_outer.mdx'));
    expect(JSON.parse(withPartialBodies(page.body, 'docs/page.mdx', page, rendered))).toEqual({
      type: 'root',
      children: [element('div', [element('h2', [text('outer')]), element('p', [text('inner')])]), element('Unknown')],
    });
  });

  it('stops a partial that renders itself after a few levels', () => {
    const loop = doc(body(element('Loop'), text('x')), imports('Loop', './_loop.md'));
    const out = withPartialBodies(body(element('Loop')), 'docs/page.md', doc(body(element('Loop')), imports('Loop', './_loop.md')), [{ path: 'docs/_loop.md', parsed: loop }]);
    expect(out.match(/"x"/g)?.length).toBe(8);
  });

  it('leaves a page that renders no partial as it is', () => {
    const page = doc(body(element('p')));
    expect(withPartialBodies(page.body, 'docs/page.md', page, rendered)).toBe(page.body);
  });
});
