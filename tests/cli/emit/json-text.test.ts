import { describe, expect, it } from 'vitest';
import { arrayText, ItemTexts, nestedJson, objectText } from '../../../cli/emit/json-text.ts';
import { keepForNextBuild } from '../../../cli/emit/incremental.ts';

const json = (value: unknown) => JSON.stringify(value, null, 1);
const items = [{ path: '/', title: 'Home', tags: ['a', 'b'], nested: { deep: [1, { x: null }] } }, { path: '/x', empty: [], none: {} }, 'text', 3];

describe('JSON assembled from item texts', () => {
  it('writes an array of items exactly as JSON.stringify(…, null, 1) does, at any depth', () => {
    expect(`{\n "list": ${arrayText(items.map((item) => nestedJson(item, 2)), 1)}\n}`).toBe(json({ list: items }));
    expect(arrayText(items.map((item) => nestedJson(item, 1)), 0)).toBe(json(items));
    expect(arrayText([], 1)).toBe('[]');
  });

  it('writes an object of item texts exactly as JSON.stringify(…, null, 1) does, keys escaped', () => {
    const entries = [['/a "quoted"', { data: 'a.json', hash: '1' }], ['/b\\c', { data: 'b.json', hash: '2' }]] as const;
    const expected = json({ entries: Object.fromEntries(entries) });
    expect(`{\n "entries": ${objectText(entries.map(([key, value]) => [key, nestedJson(value, 2)] as const), 1)}\n}`).toBe(expected);
    expect(objectText([], 1)).toBe('{}');
  });

  it('serialises an item again only when its signature changes, and forgets items not asked for', () => {
    keepForNextBuild(true);
    try {
      const texts = new ItemTexts(0);
      let calls = 0;
      const value = (v: unknown) => () => {
        calls++;
        return v;
      };
      expect(texts.text('a', '1', value({ a: 1 }))).toBe(json({ a: 1 }));
      texts.sweep();
      expect(texts.text('a', '1', value({ a: 'stale' }))).toBe(json({ a: 1 }));
      expect(calls).toBe(1);
      expect(texts.text('a', '2', value({ a: 2 }))).toBe(json({ a: 2 }));
      expect(calls).toBe(2);
      texts.sweep();
      texts.sweep();
      expect(texts.text('a', '2', value({ a: 3 }))).toBe(json({ a: 3 }));
      expect(calls).toBe(3);
    } finally {
      keepForNextBuild(false);
    }
  });
});
