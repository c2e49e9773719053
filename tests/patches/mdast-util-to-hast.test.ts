/**
 * patches/mdast-util-to-hast+13.2.2.patch: each item of a list asked whether the whole list is
 * loose, reading every item again (65,000 items took 46 s). The reads are counted, not timed.
 */
import type { List, Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { describe, expect, it } from 'vitest';

/** A tight list of `n` items, and how many times converting it read an item. */
function itemReads(n: number): number {
  let reads = 0;
  const items = Array.from({ length: n }, (_, i) => ({
    type: 'listItem' as const,
    spread: false,
    children: [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: `item ${i}` }] }],
  }));
  const children = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  const list: List = { type: 'list', ordered: false, spread: false, children };
  toHast({ type: 'root', children: [list] } as Root);
  return reads;
}

describe('mdast-util-to-hast (patched)', () => {
  it('reads each item of a tight list a fixed number of times, not once per item', () => {
    expect(itemReads(2_000) / itemReads(1_000)).toBeLessThan(2.1);
  });

  it('still makes a list loose when one of its items is', () => {
    const item = (spread: boolean, value: string) => ({ type: 'listItem' as const, spread, children: [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value }] }] });
    const list: List = { type: 'list', ordered: false, spread: false, children: [item(false, 'a'), item(true, 'b')] };
    const hast = toHast({ type: 'root', children: [list] } as Root) as { children: { children: { children: { type: string; tagName?: string }[] }[] }[] };
    const firstItem = hast.children[0].children.filter((n) => 'children' in n)[0];
    expect(firstItem.children.map((n) => n.tagName ?? n.type)).toEqual(['text', 'p', 'text']);
  });
});
