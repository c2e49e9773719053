import { describe, expect, it } from 'vitest';
import { clampToText } from '../../../cli/parse/context.ts';
import { MAX_BRACKETS, MAX_EMPHASIS_RUNS, MAX_NESTING, tooDeep, tooManyInlineMarkers } from '../../../cli/parse/limits.ts';

describe('tooDeep', () => {
  it('accepts nesting up to the limit and points at the container past it', () => {
    expect(tooDeep(`${'> '.repeat(MAX_NESTING)}x\n`)).toBeUndefined();
    expect(tooDeep(`ok\n${'> '.repeat(MAX_NESTING + 1)}x\n`)).toEqual({ line: 2, column: 2 * MAX_NESTING + 1 });
  });
});

describe('tooManyInlineMarkers', () => {
  it('counts delimiter runs that touch a word, per paragraph', () => {
    expect(tooManyInlineMarkers('*a'.repeat(MAX_EMPHASIS_RUNS))).toBeUndefined();
    expect(tooManyInlineMarkers(`# title\n\n${'*a'.repeat(MAX_EMPHASIS_RUNS + 1)}`)).toEqual({ line: 3, column: 1, marker: 'emphasis', limit: MAX_EMPHASIS_RUNS });
  });

  it('counts opening brackets per paragraph', () => {
    expect(tooManyInlineMarkers('[a'.repeat(MAX_BRACKETS))).toBeUndefined();
    expect(tooManyInlineMarkers(`x\n\n\n${'['.repeat(MAX_BRACKETS + 1)}`)).toEqual({ line: 4, column: 1, marker: 'bracket', limit: MAX_BRACKETS });
  });

  it('starts counting again after a blank line', () => {
    const half = '_a'.repeat(MAX_EMPHASIS_RUNS / 2 + 1);
    expect(tooManyInlineMarkers(`${half}\n\n${half}`)).toBeUndefined();
    expect(tooManyInlineMarkers(`${half}\n${half}`)).toEqual({ line: 1, column: 1, marker: 'emphasis', limit: MAX_EMPHASIS_RUNS });
  });

  it('ignores asterisks surrounded by spaces and everything inside code fences', () => {
    expect(tooManyInlineMarkers(' * '.repeat(MAX_EMPHASIS_RUNS + 1))).toBeUndefined();
    expect(tooManyInlineMarkers(`\`\`\`js\n${'a*b\n'.repeat(MAX_EMPHASIS_RUNS + 1)}\`\`\`\n`)).toBeUndefined();
  });
});

describe('clampToText', () => {
  it('keeps a point inside its line and the document', () => {
    expect(clampToText('ab\ncd', { line: 1, column: 9 })).toEqual({ line: 1, column: 3 });
    expect(clampToText('ab\ncd', { line: 7, column: 1 })).toEqual({ line: 2, column: 3 });
    expect(clampToText('ab\ncd', { line: 2, column: 0 })).toEqual({ line: 2, column: 1 });
    expect(clampToText('ab\ncd', { line: 2, column: 2 })).toEqual({ line: 2, column: 2 });
  });
});
