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
});
