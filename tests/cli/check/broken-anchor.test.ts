import { describe, expect, it } from 'vitest';
import { type FixtureResult, expectFixture } from '../../helpers/check-fixture.ts';

const anchors = (run: FixtureResult) => run.full.filter((d) => d.code === 'broken-anchor');

describe('broken-anchor', () => {
  it('matches unicode and percent-encoded anchors; comparison is case-sensitive', async () => {
    const run = await expectFixture('unicode-anchors');
    expect(anchors(run).map((d) => d.line)).toEqual([12, 13]);
    expect(anchors(run)[0].hint).toBe('did you mean #héllo-wörld?');
    // Markdown URLs are percent-encoded by the time they are collected; the decoded id is named.
    expect(anchors(run)[1].message).toContain('has no element with id "Héllo-Wörld"');
  });

  it('numbers duplicate headings (#setup-1, #setup-2) and suffixes a taken slug again (#setup-1-1)', async () => {
    const run = await expectFixture('duplicate-headings');
    expect(anchors(run).map((d) => d.target)).toEqual(['#setup-3']);
  });

  it('uses explicit {#id}s, which replace the generated slug; the h1 has no anchor', async () => {
    const run = await expectFixture('explicit-ids');
    expect(anchors(run).map((d) => d.target)).toEqual(['#install', '#configure-it', '#home-title']);
    expect(anchors(run)[0].hint).toBe('did you mean #custom?');
  });

  it('slugs headings with inline code, emphasis and links from their plain text', async () => {
    const run = await expectFixture('heading-markup');
    expect(anchors(run).map((d) => d.target)).toEqual(['#the-run-method-']);
  });

  it('counts <a id>, <a name>, <span id>, <h2 id> and other ids in MDX as anchors on a docs.config site (checks.anchors: rendered)', async () => {
    const run = await expectFixture('mdx-anchors');
    expect(anchors(run).map((d) => d.target)).toEqual(['/other#span-id', '#nowhere']);
  });

  it('reports anchors on generated-index pages, which carry none', async () => {
    const run = await expectFixture('generated-index');
    const [anchor] = anchors(run);
    expect(anchor.target).toBe('/category/api-reference#one');
    expect(anchor.hint).toBe('that page has no anchors');
  });

  it('checks footnote anchors', async () => {
    const run = await expectFixture('footnotes');
    expect(anchors(run).map((d) => d.target)).toEqual(['#user-content-fn-9']);
  });

  it('checks the anchor of a resolved Markdown file link on the route it resolves to', async () => {
    const run = await expectFixture('markdown-links');
    expect(anchors(run).map((d) => d.message)).toEqual(['broken anchor in link to ./other.md#nope (resolved as: /other#nope): /other has no element with id "nope"']);
  });

  it('checks anchors of navbar links', async () => {
    const run = await expectFixture('config-links');
    expect(anchors(run).map((d) => [d.file, d.line, d.target])).toEqual([['docs.config.ts', 11, '/other#nope']]);
  });
});
