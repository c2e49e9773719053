import { describe, expect, it } from 'vitest';
import { COMPUTED_IDS } from '../../../cli/core/parsed-doc.ts';
import { hasAnchor, linkableAnchors, plainlyLinkable, UNCOLLECTED } from '../../../cli/model/linkable-anchors.ts';

const parsed = { anchors: ['box', 'intro', 'named'], plainAnchors: ['box', 'named'] };

describe('linkable anchors', () => {
  it('are every id of the page under the rendered rule', () => {
    expect(linkableAnchors(parsed, 'rendered')).toEqual(['box', 'intro', 'named']);
  });

  it("mark, under the collected rule, the ids Docusaurus's check does not collect, in the page's order", () => {
    expect(linkableAnchors(parsed, 'collected')).toEqual([`${UNCOLLECTED}box`, 'intro', `${UNCOLLECTED}named`]);
    expect(linkableAnchors({ anchors: ['intro'] }, 'collected')).toEqual(['intro']);
  });

  it('let a link Docusaurus does not check name a marked id, and no other link', () => {
    const anchors = new Set(linkableAnchors(parsed, 'collected'));
    expect([hasAnchor(anchors, 'intro', true), hasAnchor(anchors, 'box', true), hasAnchor(anchors, 'box', false), hasAnchor(anchors, 'gone', false)]).toEqual([true, false, true, false]);
  });

  it("leave out the markers when a link's suggestions are looked for", () => {
    expect(plainlyLinkable(new Set([...linkableAnchors(parsed, 'collected'), COMPUTED_IDS]))).toEqual(['intro']);
  });
});
