import { describe, expect, it } from 'vitest';
import { diagnostic } from '../../../cli/diagnostics/create.ts';
import { limitWarnings, reporters } from '../../../cli/report/index.ts';

describe('report', () => {
  it('has one reporter per format', () => {
    expect(Object.keys(reporters).sort()).toEqual(['github', 'json', 'pretty']);
  });

  it('keeps only errors when quiet', () => {
    const list = [diagnostic({ code: 'broken-link', message: 'a', file: 'a.md' }), diagnostic({ code: 'broken-anchor', message: 'b', file: 'a.md' })];
    expect(limitWarnings(list, true).map((d) => d.code)).toEqual(['broken-link']);
    expect(limitWarnings(list, false)).toEqual(list);
  });
});
