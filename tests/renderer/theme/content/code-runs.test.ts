import { describe, expect, it } from 'vitest';
import { joinCodeRuns } from '../../../../renderer/theme/content/code-runs.ts';
import type { HastNode, HastRoot } from '../../../../schema/artifacts.ts';

const text = (value: string): HastNode => ({ type: 'text', value });
const el = (tagName: string, children: HastNode[], properties: Record<string, string> = {}): HastNode => ({ type: 'element', tagName, properties, children });
const code = (value: string) => el('code', [text(value)]);
const link = (href: string, value: string) => el('a', [code(value)], { href });
const root = (...children: HastNode[]): HastRoot => ({ type: 'root', children });

describe('joinCodeRuns', () => {
  it('joins code pieces side by side with the linked names between them into one code element', () => {
    const tree = root(el('p', [code('Promise<'), link('/api/interfaces/Data', 'Data'), code('[]>')]));
    expect(joinCodeRuns(tree)).toEqual(
      root(el('p', [el('code', [text('Promise<'), el('a', [text('Data')], { href: '/api/interfaces/Data' }), text('[]>')])])),
    );
  });

  it('joins a linked name and the brackets after it', () => {
    expect(joinCodeRuns(root(el('td', [link('/api/interfaces/Data', 'Data'), code('[]')])))).toEqual(
      root(el('td', [el('code', [el('a', [text('Data')], { href: '/api/interfaces/Data' }), text('[]')])])),
    );
  });

  it('leaves code that text separates as separate code elements', () => {
    const tree = root(el('p', [code('a'), text(' and '), code('b'), text(' '), link('/x', 'c')]));
    expect(joinCodeRuns(tree)).toBe(tree);
  });

  it('leaves code blocks and a link around more than code alone', () => {
    const tree = root(el('pre', [code('const a = 1;')]), el('p', [el('a', [code('x'), text(' y')], { href: '/x' }), code('z')]));
    expect(joinCodeRuns(tree)).toBe(tree);
  });

  it('joins runs at any depth and keeps the rest of the tree as it was', () => {
    const untouched = el('p', [text('intro')]);
    const tree = root(untouched, el('table', [el('tr', [el('td', [code('string | '), link('/d', 'Data')])])]));
    const joined = joinCodeRuns(tree);
    expect(joined.children[0]).toBe(untouched);
    expect(joined.children[1]).toEqual(el('table', [el('tr', [el('td', [el('code', [text('string | '), el('a', [text('Data')], { href: '/d' })])])])]));
  });
});
