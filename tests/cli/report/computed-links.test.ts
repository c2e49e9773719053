/** The summary says how many links code computes and so are not checked (compile-mode MDX). */
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../cli/report/json.ts';
import { formatPretty } from '../../../cli/report/pretty.ts';

const report = { diagnostics: [], texts: new Map(), files: 4, routes: 5, durationMs: 1234, color: false };

describe('computed links in the summary', () => {
  it('are counted on the pretty summary line', () => {
    expect(formatPretty({ ...report, computedLinks: 3 })).toBe('✔ 0 errors, 0 warnings · 4 files, 5 routes · 3 links not checked: computed in JSX · 1.23 s\n');
    expect(formatPretty({ ...report, computedLinks: 1 })).toBe('✔ 0 errors, 0 warnings · 4 files, 5 routes · 1 link not checked: computed in JSX · 1.23 s\n');
  });

  it('are a field of the JSON report when there are any', () => {
    expect(JSON.parse(formatJson({ ...report, computedLinks: 3 }))).toEqual({ diagnostics: [], errors: 0, warnings: 0, files: 4, routes: 5, computedLinks: 3, durationMs: 1234 });
    expect(JSON.parse(formatJson(report))).toEqual({ diagnostics: [], errors: 0, warnings: 0, files: 4, routes: 5, durationMs: 1234 });
  });
});
