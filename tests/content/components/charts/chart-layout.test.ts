import { describe, expect, it } from 'vitest';
import { chartBoxHeight, headerHeight, labelOptions, namesInTop, rowHeight } from '../../../../content/components/charts/chart-layout.ts';

describe('headerHeight', () => {
  it('is racing-bars’ tallest header band plus its top and bottom margins', () => {
    expect(headerHeight({ title: 'T', subTitle: 'S' })).toBe(55 + 20 + 15 + 5);
    expect(headerHeight({})).toBe(50 + 15 + 5);
    expect(headerHeight({ controlButtons: 'none' })).toBe(10 + 15 + 5);
    expect(headerHeight({ title: 'T', showGroups: true, marginTop: 20, marginBottom: 0 })).toBe(20 + 55 + 20 + 15);
  });
});

describe('chartBoxHeight', () => {
  it('keeps the chosen height when the rows fit in it', () => {
    expect(chartBoxHeight({ title: 'Top 5', topN: 5 }, 440, 1280)).toBe(440);
  });

  it('grows with topN so that every row is 1.6 names tall', () => {
    expect(rowHeight(1280)).toBeCloseTo(24.576, 6);
    expect(chartBoxHeight({ title: 'Top 20', topN: 20 }, 440, 1280)).toBe(Math.ceil(75 + 20 * 24.576));
    expect(chartBoxHeight({ topN: 20 }, 440, 390)).toBe(Math.ceil(70 + 20 * 1.6 * 14.4));
  });

  it('counts the fixed order’s names as the rows', () => {
    expect(chartBoxHeight({ topN: 5, fixedOrder: Array.from({ length: 30 }, (_, i) => `n${i}`) }, 100, 1280)).toBe(Math.ceil(70 + 30 * 24.576));
  });
});

describe('namesInTop', () => {
  const long = [
    { date: '2000', name: 'Aa', value: '5' },
    { date: '2000', name: 'Bb', value: '3' },
    { date: '2000', name: 'Long name', value: '1' },
    { date: '2001', name: 'Aa', value: '1' },
    { date: '2001', name: 'Bb', value: '3' },
    { date: '2001', name: 'Long name', value: '2' },
  ];

  it('lists the names that reach the top N on some date, from long rows', () => {
    expect(namesInTop(long, { topN: 2 })).toEqual(['Aa', 'Bb', 'Long name']);
    expect(namesInTop(long, { topN: 1 })).toEqual(['Aa', 'Bb']);
  });

  it('reads wide rows (a column per name)', () => {
    expect(namesInTop([{ date: '2000', A: '1', B: '9', C: '4' }, { date: '2001', A: '8', B: '2', C: '1' }], { topN: 1 })).toEqual(['B', 'A']);
  });

  it('is the fixed order when there is one', () => {
    expect(namesInTop(long, { topN: 1, fixedOrder: ['Zz', 'Aa'] })).toEqual(['Zz', 'Aa']);
  });
});

describe('labelOptions', () => {
  const measure = (text: string) => text.length * 10;

  it('puts names outside the bars, in a column as wide as the longest name and a gap', () => {
    expect(labelOptions({}, ['Aa', 'United States'], measure)).toEqual({ labelsPosition: 'outside', labelsWidth: 130 + 12 });
    expect(labelOptions({ labelsPosition: 'outside' }, ['Aa'], measure)).toEqual({ labelsPosition: 'outside', labelsWidth: 20 + 12 });
  });

  it('leaves the names where the options put them', () => {
    expect(labelOptions({ labelsPosition: 'inside' }, ['Aa'], measure)).toEqual({});
    expect(labelOptions({ labelsPosition: 'none' }, ['Aa'], measure)).toEqual({});
    expect(labelOptions({ labelsPosition: 'outside', labelsWidth: 170 }, ['Aa'], measure)).toEqual({});
  });
});
