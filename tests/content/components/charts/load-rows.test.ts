import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../content/components/charts/load-rows.ts';

describe('parseCsv', () => {
  it('reads header-keyed rows with string values, quotes and CRLF', () => {
    const text = 'date,name,value\r\n2020-01-01,"Smith, Jones",1.5\r\n2020-01-02,"say ""hi""",\n';
    expect(parseCsv(text)).toEqual([
      { date: '2020-01-01', name: 'Smith, Jones', value: '1.5' },
      { date: '2020-01-02', name: 'say "hi"', value: '' },
    ]);
  });

  it('reads a file without a final newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([{ a: '1', b: '2' }]);
  });
});
