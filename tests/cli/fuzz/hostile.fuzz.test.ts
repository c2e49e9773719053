/**
 * The hostile inputs of the content limits (bench/hostile.ts measures them at full size), generated
 * and seeded, against small limits so the suite stays fast. Each generator knows where its input
 * first passes a limit, so the outcome is asserted exactly: one finding with the right code at the
 * right line and column, or a parsed page. Never the time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHighlighters, type ParseOptions, parseSource } from '../../../cli/parse/index.ts';

const SEED = 20261126;
const LIMITS = { maxFileBytes: 4_096, maxLines: 200, maxNesting: 12, maxHeadings: 20, maxParagraphWords: 100_000, maxEmphasisRuns: 4_000, maxBrackets: 10_000 };
const OPTIONS: ParseOptions = { themes: { light: 'github-light', dark: 'github-dark' }, limits: LIMITS };
/** One parser's highlighters for every document, as a parse worker keeps them. */
const highlighters = createHighlighters();

interface Hostile {
  format: 'md' | 'mdx';
  text: string;
  /** where the input first passes a limit, or undefined when it stays within them */
  expected?: { code: 'content-too-large' | 'content-too-deep'; line: number; column: number };
}

/** What parsing made of it: the finding it was refused with, or that it was parsed into words. */
async function outcome({ format, text }: Hostile) {
  const doc = await parseSource({ path: `docs/hostile.${format}`, hash: 'h', kind: 'doc', format, text }, OPTIONS, highlighters);
  const refused = doc.diagnostics.filter((d) => d.code === 'content-too-large' || d.code === 'content-too-deep' || d.code === 'parse-error');
  return refused.length > 0 ? refused.map((d) => ({ code: d.code, line: d.line, column: d.column })) : { parsedWords: doc.words > 0 };
}

const expectedOutcome = (input: Hostile) => (input.expected ? [input.expected] : { parsedWords: true });

const format = fc.constantFrom<'md' | 'mdx'>('md', 'mdx');
/** A few lines of prose before the hostile part, so positions do not all start at 1:1. */
const prefix = fc.array(fc.constantFrom('Bars race.', 'The chart moves & grows.', 'See https://example.com.'), { maxLength: 4 }).map((lines) => (lines.length ? `${lines.join('\n')}\n\n` : ''));
const lineCount = (text: string) => text.split('\n').length - 1;

/**
 * Containers nested over lines, one more per line: the depth and where it first passes the limit
 * follow from how the lines are built (`marker(i)`: the column of line i's deepest container).
 */
const STYLES = {
  'list by indentation': { line: (i: number) => `${'  '.repeat(i)}- a`, lines: 1, marker: (i: number) => 2 * i + 1, extra: 0 },
  'ordered list': { line: (i: number) => `${'   '.repeat(i)}1. a`, lines: 1, marker: (i: number) => 3 * i + 1, extra: 0 },
  'tabs': { line: (i: number) => `${'\t'.repeat(i)}-\ta`, lines: 1, marker: (i: number) => i + 1, extra: 0 },
  'block quotes': { line: (i: number) => `${'>'.repeat(i + 1)} a`, lines: 1, marker: (i: number) => i + 1, extra: 0 },
  'block quotes with lazy lines': { line: (i: number) => `${'>'.repeat(i + 1)} a\nlazy text`, lines: 2, marker: (i: number) => i + 1, extra: 0 },
  'items holding a quote': { line: (i: number) => `${'  '.repeat(i)}- > a`, lines: 1, marker: (i: number) => 2 * i + 3, extra: 1 },
};

const nested: fc.Arbitrary<Hostile> = fc
  .record({ style: fc.constantFrom(...(Object.keys(STYLES) as (keyof typeof STYLES)[])), depth: fc.integer({ min: 1, max: 2 * LIMITS.maxNesting }), format, prefix })
  .map(({ style, depth, format, prefix }) => {
    const { line, lines, marker, extra } = STYLES[style];
    const body = Array.from({ length: depth }, (_, i) => `${line(i)}\n`).join('');
    const text = `${prefix}${body}\nThe end.\n`;
    // line i holds i + 1 + extra containers: the first past the limit is on line maxNesting - extra
    const over = LIMITS.maxNesting - extra;
    if (depth <= over) return { format, text };
    return { format, text, expected: { code: 'content-too-deep' as const, line: lineCount(prefix) + over * lines + 1, column: marker(over) } };
  });

/** One long paragraph of character references, URLs or words (some of two-byte characters) around the size limit. */
const paragraph: fc.Arbitrary<Hostile> = fc
  .record({ unit: fc.constantFrom('x &amp; ', 'see https://example.com/a ', 'www.example.com ', 'é &lt; ', '<b>x</b> '), size: fc.integer({ min: LIMITS.maxFileBytes / 2, max: 2 * LIMITS.maxFileBytes }), format, prefix })
  .map(({ unit, size, format, prefix }) => {
    const text = `${prefix}${unit.repeat(Math.ceil(size / Buffer.byteLength(unit)))}`;
    if (Buffer.byteLength(text) <= LIMITS.maxFileBytes) return { format, text };
    // the first character that does not fit whole in maxFileBytes
    let index = 0;
    for (let bytes = 0; bytes + Buffer.byteLength(text[index]) <= LIMITS.maxFileBytes; index++) bytes += Buffer.byteLength(text[index]);
    const before = text.slice(0, index).split('\n');
    return { format, text, expected: { code: 'content-too-large' as const, line: before.length, column: before[before.length - 1].length + 1 } };
  });

const headings: fc.Arbitrary<Hostile> = fc
  .record({ count: fc.integer({ min: 1, max: 2 * LIMITS.maxHeadings }), level: fc.integer({ min: 1, max: 6 }), format, prefix })
  .map(({ count, level, format, prefix }) => {
    const text = `${prefix}${Array.from({ length: count }, (_, i) => `${'#'.repeat(level)} Heading ${i}\n`).join('')}`;
    if (count <= LIMITS.maxHeadings) return { format, text };
    return { format, text, expected: { code: 'content-too-large' as const, line: lineCount(prefix) + LIMITS.maxHeadings + 1, column: 1 } };
  });

const manyLines: fc.Arbitrary<Hostile> = fc
  .record({ count: fc.integer({ min: 1, max: 2 * LIMITS.maxLines }), line: fc.constantFrom('word word', '- item', '> a', '| a | b |', ''), format })
  .map(({ count, line, format }) => {
    const text = `Start.\n${`${line}\n`.repeat(count)}`;
    if (count + 1 <= LIMITS.maxLines) return { format, text };
    return { format, text, expected: { code: 'content-too-large' as const, line: LIMITS.maxLines + 1, column: 1 } };
  });

describe('hostile Markdown against the content limits', () => {
  for (const [name, inputs, runs] of [
    ['containers nested over lines', nested, 400],
    ['long paragraphs around the size limit', paragraph, 200],
    ['pages of headings around the heading limit', headings, 150],
    ['files of lines around the line limit', manyLines, 150],
  ] as const) {
    it(`refuses ${name} exactly where a limit is passed, and parses them otherwise`, { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(inputs, async (input) => {
          expect(await outcome(input)).toEqual(expectedOutcome(input));
        }),
        { seed: SEED, numRuns: runs, endOnFailure: true },
      );
    });
  }
});
