/**
 * Docusaurus sites whose Markdown and MDX test the parser (tests/fixtures/docusaurus): each
 * checks, unchanged and without a config of docs-cli's, to exactly its expected.json (what a
 * Docusaurus 3.10.2 build reported, plus the differences its NOTES.md lists).
 */
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_FIXTURES, expectFixture } from '../../helpers/check-fixture.ts';

describe('Docusaurus fixture sites of the parser', () => {
  it('mdx-code: links read from MDX code, comments ignored, mdx.format honoured; the computed link counted', async () => {
    const run = await expectFixture('mdx-code', DOCUSAURUS_FIXTURES);
    expect(run.result.stats.computedLinks).toBe(1);
  });

  it('small-things: Prism languages, custom admonition keywords, <head>, <iframe> and <details>', async () => {
    const run = await expectFixture('small-things', DOCUSAURUS_FIXTURES);
    expect(run.full.find((d) => d.code === 'unknown-language')?.message).toBe('code blocks in a language no highlighter knows are shown as plain text: `unknownlang` (docs/guide/steps.md:23)');
  });
});
