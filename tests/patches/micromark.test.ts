/**
 * patches/micromark+4.0.3.patch and patches/micromark-util-edit-map+1.0.0.patch: micromark did
 * work quadratic in the input in two places, which ordinary pages reach (a 1 MB page of lists and
 * headings took 56 s, a 240 KB paragraph of `&amp;` 15 s). The work is counted here, not timed:
 * the events moved by `splice` and copied by `slice` while the real processor parses.
 */
import { EditMap } from 'micromark-util-edit-map';
import { describe, expect, it } from 'vitest';
import { processorFor } from '../../cli/parse/processor.ts';

/** Events moved by `Array#splice` and copied by `Array#slice` while `run` runs. */
function arrayWork(run: () => void): { moved: number; copied: number } {
  const { splice, slice } = Array.prototype;
  let moved = 0;
  let copied = 0;
  Array.prototype.splice = function (this: unknown[], start: number, deleteCount?: number, ...items: unknown[]) {
    const from = start < 0 ? Math.max(0, this.length + start) : Math.min(start, this.length);
    const removed = deleteCount === undefined ? this.length - from : Math.max(0, Math.min(deleteCount, this.length - from));
    if (items.length !== removed) moved += this.length - from - removed;
    return splice.call(this, start, removed, ...items);
  } as typeof splice;
  Array.prototype.slice = function (this: unknown[], ...args: [number?, number?]) {
    const result = slice.apply(this, args);
    copied += result.length;
    return result;
  } as typeof slice;
  try {
    run();
  } finally {
    Array.prototype.splice = splice;
    Array.prototype.slice = slice;
  }
  return { moved, copied };
}

const parseWork = (text: string) => arrayWork(() => processorFor('md').parse(text));

describe('micromark (patched)', () => {
  it('merges the text runs of a paragraph full of character references without moving later events once per run', () => {
    expect(parseWork('x &amp; '.repeat(2_000)).moved).toBeLessThan(100);
    expect(parseWork('word word\n'.repeat(2_000)).moved).toBeLessThan(100);
  });

  it('does twice the work for a page of twice as many lists, not four times', () => {
    const one = parseWork('- a\n\nparagraph\n\n'.repeat(1_000)).copied;
    const two = parseWork('- a\n\nparagraph\n\n'.repeat(2_000)).copied;
    expect(two / one).toBeLessThan(2.1);
  });

  it('parses the same tree as before: runs of text merged into one node with its position', () => {
    const tree = processorFor('md').parse('a &amp; b c\nd');
    expect(tree.children[0]).toMatchObject({
      type: 'paragraph',
      children: [{ type: 'text', value: 'a & b c\nd', position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 2, column: 2, offset: 13 } } }],
    });
  });
});

describe('EditMap (patched)', () => {
  it('applies an edit near the end of a long list of events without reading the events before it', () => {
    const events = Array.from({ length: 100_000 }, (_, i) => i);
    const read = new Set<number>();
    const watched = new Proxy(events, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read.add(Number(key));
        return Reflect.get(target, key, receiver);
      },
    });
    const map = new EditMap();
    map.add(99_990, 1, [-1, -2] as never[]);
    map.add(99_995, 0, [-3] as never[]);
    map.consume(watched as never[]);
    expect(Math.min(...read)).toBe(99_991);
    expect(events.length).toBe(100_002);
    expect(events.slice(99_988)).toEqual([99_988, 99_989, -1, -2, 99_991, 99_992, 99_993, 99_994, -3, 99_995, 99_996, 99_997, 99_998, 99_999]);
  });
});
