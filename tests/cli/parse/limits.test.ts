import { describe, expect, it } from 'vitest';
import { clampToText } from '../../../cli/parse/context.ts';
import {
  beyondLimits,
  DEFAULT_LIMITS,
  MAX_BRACKETS,
  MAX_EMPHASIS_RUNS,
  MAX_WORDS,
  tooDeep,
  tooManyBytes,
  tooManyHeadings,
  tooManyInlineMarkers,
  tooManyLines,
} from '../../../cli/parse/limits.ts';
import { processorFor } from '../../../cli/parse/processor.ts';

/** `n` lines made by `line(i)`, each ending in a newline. */
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => `${line(i)}\n`).join('');

describe('tooManyBytes', () => {
  it('accepts a text of exactly the limit and points at the first byte past it', () => {
    expect(tooManyBytes('a'.repeat(100), 100)).toBeUndefined();
    expect(tooManyBytes(`${'a'.repeat(60)}\n${'b'.repeat(40)}`, 100)).toEqual({ bytes: 101, at: { line: 2, column: 40 } });
  });

  it('counts UTF-8 bytes, so a character that does not fit whole is the one pointed at', () => {
    // 49 two-byte characters are 98 bytes; the 50th still fits, the 51st does not.
    expect(tooManyBytes('é'.repeat(50), 100)).toBeUndefined();
    expect(tooManyBytes('é'.repeat(51), 100)).toEqual({ bytes: 102, at: { line: 1, column: 51 } });
    // a surrogate pair is 4 bytes for 2 UTF-16 units
    expect(tooManyBytes(`${'a'.repeat(98)}💥`, 100)).toEqual({ bytes: 102, at: { line: 1, column: 99 } });
  });
});

describe('tooManyLines', () => {
  it('does not count a final newline as a line and points at the first line past the limit', () => {
    expect(tooManyLines('a\n'.repeat(5), 5)).toBeUndefined();
    expect(tooManyLines(`${'a\n'.repeat(5)}b`, 5)).toEqual({ line: 6, column: 1 });
  });
});

describe('tooDeep', () => {
  it('accepts block quotes on one line up to the limit and points at the marker past it', () => {
    expect(tooDeep(`${'> '.repeat(100)}x\n`, 100)).toBeUndefined();
    expect(tooDeep(`ok\n${'> '.repeat(101)}x\n`, 100)).toEqual({ line: 2, column: 201 });
  });

  it('follows a list nested one item per line by indentation', () => {
    expect(tooDeep(lines(100, (i) => `${'  '.repeat(i)}- a`), 100)).toBeUndefined();
    expect(tooDeep(lines(101, (i) => `${'  '.repeat(i)}- a`), 100)).toEqual({ line: 101, column: 201 });
  });

  it('follows ordered lists, tabs, block quotes continued over lines and mixed containers', () => {
    expect(tooDeep(lines(11, (i) => `${'   '.repeat(i)}1. a`), 10)).toEqual({ line: 11, column: 31 });
    expect(tooDeep(lines(11, (i) => `${'\t'.repeat(i)}-\ta`), 10)).toEqual({ line: 11, column: 11 });
    expect(tooDeep(lines(11, (i) => `${'>'.repeat(i + 1)} a`), 10)).toEqual({ line: 11, column: 11 });
    expect(tooDeep(lines(11, (i) => `${'  '.repeat(i)}${i % 2 ? '> ' : '- '}a`), 10)).toBeUndefined();
    expect(tooDeep(lines(6, (i) => `${'- > '.repeat(i + 1)}a`), 10)).toEqual({ line: 6, column: 21 });
  });

  it('keeps containers open over lazy lines and blank lines, as CommonMark does', () => {
    expect(tooDeep(lines(11, (i) => `${'  '.repeat(i)}- a\nlazy text`), 10)).toEqual({ line: 21, column: 21 });
    expect(tooDeep(lines(11, (i) => `${'  '.repeat(i)}- a\n`), 10)).toEqual({ line: 21, column: 21 });
    expect(tooDeep(lines(11, (i) => `${'  '.repeat(i)}- a\r`), 10)).toEqual({ line: 11, column: 21 });
  });

  it('closes containers a line leaves, and does not count markers in indented code', () => {
    expect(tooDeep(lines(20, (i) => `${'  '.repeat(i % 10)}- a`), 10)).toBeUndefined();
    expect(tooDeep(lines(20, (i) => `${'> '.repeat(i % 10 + 1)}a\n`), 10)).toBeUndefined();
    expect(tooDeep(`- a\n\n${'    - '.repeat(20)}code\n`, 10)).toBeUndefined();
  });

  it('counts the depth micromark builds for each shape', () => {
    const depthOf = (node: { type: string; children?: unknown[] }, depth = 0): number => {
      const here = node.type === 'list' || node.type === 'blockquote' ? depth + 1 : depth;
      return Math.max(here, ...((node.children ?? []) as (typeof node)[]).map((child) => depthOf(child, here)));
    };
    const shapes = [
      lines(7, (i) => `${'  '.repeat(i)}- a`),
      lines(7, (i) => `${'   '.repeat(i)}1. a`),
      lines(7, (i) => `${'\t'.repeat(i)}1.\ta`),
      lines(7, (i) => `${'    '.repeat(i)}- a`),
      lines(7, (i) => `${'>'.repeat(i + 1)} a\nlazy`),
      lines(7, (i) => `${'  '.repeat(i)}${i % 2 ? '> ' : '- '}a`),
      '- a\n  > b\n  > - c\n  >   > d\n  >   > - e\n',
      '- a\n  - b\n# h\n  - c\n',
    ];
    for (const text of shapes) {
      const depth = depthOf(processorFor('md').parse(text));
      expect({ text, over: tooDeep(text, depth) === undefined, under: tooDeep(text, depth - 1) !== undefined }).toEqual({ text, over: true, under: true });
    }
  });
});

describe('beyondLimits', () => {
  const limits = { maxFileBytes: 1_000, maxLines: 20, maxNesting: 3, maxHeadings: 2, maxParagraphWords: 100_000, maxEmphasisRuns: 4_000, maxBrackets: 10_000 };

  it('names the size, the limit and the key that raises it, at the first byte past the limit', () => {
    expect(beyondLimits(`# Title\n\n${'x &amp; '.repeat(200)}`, limits)).toEqual({
      code: 'content-too-large',
      message: 'the file is 1,609 bytes, more than the limit of 1,000 from here (`limits.maxFileBytes` in the site config raises it); it was not parsed',
      at: { line: 3, column: 992 },
      hint: 'split the page into several pages',
    });
  });

  it('refuses too many lines at the first line past the limit', () => {
    expect(beyondLimits(lines(21, () => 'a'), limits)).toEqual({
      code: 'content-too-large',
      message: 'the file has more than 20 lines (`limits.maxLines` in the site config raises it); it was not parsed',
      at: { line: 21, column: 1 },
      hint: 'split the page into several pages',
    });
  });

  it('refuses nesting past the limit as content-too-deep', () => {
    expect(beyondLimits(lines(4, (i) => `${'  '.repeat(i)}- a`), limits)).toEqual({
      code: 'content-too-deep',
      message: 'block quotes and lists nest more than 3 levels deep here (`limits.maxNesting` in the site config raises it); the file was not parsed',
      at: { line: 4, column: 7 },
      hint: 'flatten the nesting: a list or quote this deep cannot be read',
    });
  });

  it('accepts a text at every limit', () => {
    expect(beyondLimits(lines(3, (i) => `${'  '.repeat(i)}- a`) + lines(17, () => 'a'), limits)).toBeUndefined();
  });

  it('lets real large pages through by default: a 1 MB changelog and a 500 KB API page of tables, and refuses 5 MB of them', () => {
    const entry = (i: number) => `- [#${9000 + i}](https://github.com/facebook/docusaurus/pull/${9000 + i}) fix(\`theme\`): the sidebar of a doc with no title **again** ([@dev${i % 7}](https://github.com/dev${i % 7}))\n`;
    let changelog = '# Changelog\n\n';
    for (let v = 0; changelog.length < 1_050_000; v++) changelog += `## 3.${v}.0 (2024-01-01)\n\n#### :bug: Bug Fix\n\n${Array.from({ length: 20 }, (_, i) => entry(v * 20 + i)).join('')}\n`;
    const row = (i: number) => `| \`prop${i}\` | \`string \\| number\` | \`${i}\` | what the option does, see [\`Type${i}\`](#type${i}) and <code>x</code>. |\n`;
    let api = '# API reference\n\n';
    for (let c = 0; api.length < 512_000; c++) api += `## \`Class${c}\`\n\n| Property | Type | Default | Description |\n| --- | --- | --- | --- |\n${Array.from({ length: 25 }, (_, i) => row(i)).join('')}\n`;
    for (const text of [changelog, api]) {
      expect([beyondLimits(text, DEFAULT_LIMITS), tooManyInlineMarkers(text), (text.match(/^#{1,6} /gm) ?? []).length <= DEFAULT_LIMITS.maxHeadings]).toEqual([undefined, undefined, true]);
      expect(beyondLimits(text.repeat(5), DEFAULT_LIMITS)?.code).toBe('content-too-large');
    }
  });

  it('has defaults that name a real page limit', () => {
    expect(DEFAULT_LIMITS).toEqual({ maxFileBytes: 1_572_864, maxLines: 40_000, maxNesting: 100, maxHeadings: 5_000, maxParagraphWords: 100_000, maxEmphasisRuns: 4_000, maxBrackets: 10_000 });
  });
});

describe('tooManyHeadings', () => {
  it('points at the first heading past the limit, nested ones and setext ones included', () => {
    const tree = processorFor('md').parse('# a\n\n> ## b\n\nc\n---\n\n- ### d\n');
    expect(tooManyHeadings(tree, 3)).toEqual({
      code: 'content-too-large',
      message: 'the page has more than 3 headings; this is heading 4 (`limits.maxHeadings` in the site config raises it); the file was not processed',
      at: { line: 8, column: 3 },
      hint: 'split the page into several pages',
    });
    expect(tooManyHeadings(tree, 4)).toBeUndefined();
  });
});

describe('tooManyInlineMarkers', () => {
  it('counts delimiter runs that touch a word, per paragraph', () => {
    expect(tooManyInlineMarkers('*a'.repeat(MAX_EMPHASIS_RUNS))).toBeUndefined();
    expect(tooManyInlineMarkers(`# title\n\n${'*a'.repeat(MAX_EMPHASIS_RUNS + 1)}`)).toEqual({ line: 3, column: 1, marker: 'emphasis', limit: MAX_EMPHASIS_RUNS, key: 'maxEmphasisRuns' });
  });

  it('counts opening brackets per paragraph', () => {
    expect(tooManyInlineMarkers('[a'.repeat(MAX_BRACKETS))).toBeUndefined();
    expect(tooManyInlineMarkers(`x\n\n\n${'['.repeat(MAX_BRACKETS + 1)}`)).toEqual({ line: 4, column: 1, marker: 'bracket', limit: MAX_BRACKETS, key: 'maxBrackets' });
  });

  it('counts the words of a paragraph or heading, however long its lines', () => {
    expect(tooManyInlineMarkers('x '.repeat(MAX_WORDS))).toBeUndefined();
    expect(tooManyInlineMarkers(`intro\n\n# ${'x '.repeat(MAX_WORDS)}`)).toEqual({ line: 3, column: 1, marker: 'word', limit: MAX_WORDS, key: 'maxParagraphWords' });
    expect(tooManyInlineMarkers(`${'word word\n'.repeat(MAX_WORDS / 2)}more`)).toEqual({ line: 1, column: 1, marker: 'word', limit: MAX_WORDS, key: 'maxParagraphWords' });
  });

  it('starts counting again after a blank line', () => {
    const half = '_a'.repeat(MAX_EMPHASIS_RUNS / 2 + 1);
    expect(tooManyInlineMarkers(`${half}\n\n${half}`)).toBeUndefined();
    expect(tooManyInlineMarkers(`${half}\n${half}`)).toEqual({ line: 1, column: 1, marker: 'emphasis', limit: MAX_EMPHASIS_RUNS, key: 'maxEmphasisRuns' });
  });

  it('starts counting again at each list item and heading, which end the paragraph before them', () => {
    expect(tooManyInlineMarkers('- **a** b\n'.repeat(MAX_EMPHASIS_RUNS))).toBeUndefined();
    expect(tooManyInlineMarkers('> 1. *a*\n> ## *b*\n'.repeat(MAX_EMPHASIS_RUNS))).toBeUndefined();
    // `2.` cannot interrupt a paragraph: these lines are one paragraph
    expect(tooManyInlineMarkers(`x\n${'2. *a*\n'.repeat(MAX_EMPHASIS_RUNS / 2 + 1)}`)).toEqual({ line: 1, column: 1, marker: 'emphasis', limit: MAX_EMPHASIS_RUNS, key: 'maxEmphasisRuns' });
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
