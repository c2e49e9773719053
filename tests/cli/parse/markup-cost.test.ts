/** The estimated parse memory of a file's markup, which the limits bound before parsing. */
import { describe, expect, it } from 'vitest';
import { beyondLimits, DEFAULT_LIMITS } from '../../../cli/parse/limits.ts';
import { tooCostly } from '../../../cli/parse/markup-cost.ts';

const repeat = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));

describe('tooCostly', () => {
  it('passes a file of links that fits the budget and refuses one that does not, at the line past it', () => {
    // 10 links and two lines a paragraph: 10 × 15 + 2 × 4 = 158 KB; the budget of 1.5 MiB is 629,146 KB.
    const paragraph = `${'[a](/x) '.repeat(10)}\n\n`;
    expect(tooCostly(paragraph.repeat(1_000), DEFAULT_LIMITS)).toBeUndefined();
    expect(tooCostly(paragraph.repeat(10_000), DEFAULT_LIMITS)).toEqual({ kb: 1_580_004, budget: 1_572_864 * 0.4, line: 7_963 });
  });

  it('charges a code block a line per line, whatever it holds', () => {
    const code = `\`\`\`jsx\n${'<a href="/x">[a](/x) | b | &amp;</a>\n'.repeat(30_000)}\`\`\`\n`;
    expect(tooCostly(code, DEFAULT_LIMITS)).toBeUndefined();
    expect(tooCostly(code.replace('```jsx\n', ''), DEFAULT_LIMITS)?.line).toBe(9_391);
  });

  it('keeps a budget of 256 MB however small the size limit', () => {
    expect(tooCostly(repeat('[a](/x) ', 4_096), { maxFileBytes: 4_096 })).toBeUndefined();
  });
});

describe('beyondLimits on costly markup', () => {
  it('refuses 1 MB of links, within the size and line limits, with the estimate and the way to raise it', () => {
    expect(beyondLimits(repeat(`${'[a](/x) '.repeat(12)}\n\n`, 1_048_576), DEFAULT_LIMITS)).toEqual({
      code: 'content-too-large',
      message:
        "the file's markup would take about 1,964 MB to parse, more than the 614 MB allowed from here (every link, list item and table cell takes kilobytes; `limits.maxFileBytes` in the site config raises it too, by 0.4 KB a byte); it was not parsed",
      at: { line: 6_693, column: 1 },
      hint: 'split the page into several pages',
    });
  });
});
