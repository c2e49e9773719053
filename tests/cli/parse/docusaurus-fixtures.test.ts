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

  it("anchors-collected: a link to an id a browser finds but Docusaurus's broken-anchor check does not collect is reported, and says why", async () => {
    const run = await expectFixture('anchors-collected', DOCUSAURUS_FIXTURES);
    const broken = run.full.filter((d) => d.code === 'broken-anchor');
    expect(broken.map((d) => `${d.file}:${d.line} ${d.message.split(': ').at(-1)}`)).toEqual([
      'docs/start.md:7 /docs/terms has no heading, link or component with id "lane"',
      'docs/start.md:8 /docs/terms has no heading, link or component with id "written-link"',
      'docs/start.md:9 /docs/terms has no heading, link or component with id "named-link"',
      'docs/start.md:10 /docs/terms has no heading, link or component with id "written-heading"',
      'docs/start.md:11 /docs/plain has no heading, link or component with id "raw-box"',
      'docs/start.md:12 /about has no heading, link or component with id "history"',
      // The Markdown link to #lane, not the <a href="#lane"> beside it, which Docusaurus does not check.
      'docs/terms.mdx:15 /docs/terms has no heading, link or component with id "lane"',
    ]);
    expect(broken[0].hint).toBe(
      "a browser finds it, but Docusaurus's broken-anchor check does not: it counts the ids of headings, of Markdown's links and footnotes, of <details> and of components (<Link id>, <Heading id>), not of an element written out as HTML or JSX; give the target one of those (a heading with {#lane}, <Link id=\"lane\">)",
    );
  });

  it('small-things: Prism languages, custom admonition keywords, <head>, <iframe> and <details>', async () => {
    const run = await expectFixture('small-things', DOCUSAURUS_FIXTURES);
    expect(run.full.find((d) => d.code === 'unknown-language')?.message).toBe('code blocks in a language no highlighter knows are shown as plain text: `unknownlang` (docs/guide/steps.md:23)');
  });
});
