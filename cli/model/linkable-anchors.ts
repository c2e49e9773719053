/** model (anchors): the ids of a page that a link's `#fragment` may name, by the site's rule. */
import type { AnchorRule } from '../../schema/config.ts';
import { COMPUTED_IDS, type ParsedDoc } from '../core/parsed-doc.ts';

/**
 * In a route's anchors under the `collected` rule, before an id that a browser finds on the page
 * but Docusaurus's broken-anchor check does not collect (`<section id>` written in MDX). Only a
 * link Docusaurus does not check either (a raw `<a href>` written in MDX) may name it; any other
 * is reported, as Docusaurus's build reports it. Kept in the same set as the page's other ids
 * (like COMPUTED_IDS) so that one set says all a link needs.
 */
export const UNCOLLECTED = '\u0000uncollected:';

/**
 * A page's ids as its route carries them: every one (`rendered`), or those Docusaurus's check
 * collects as they are and the others marked UNCOLLECTED (`collected`). In the parse's order.
 */
export function linkableAnchors(parsed: Pick<ParsedDoc, 'anchors' | 'plainAnchors'>, rule: AnchorRule): string[] {
  if (rule === 'rendered' || !parsed.plainAnchors) return parsed.anchors;
  const plain = new Set(parsed.plainAnchors);
  return parsed.anchors.map((id) => (plain.has(id) ? UNCOLLECTED + id : id));
}

/** True when a link may name `id` on a route with these anchors: `checked` when Docusaurus's check judges the link too. */
export function hasAnchor(anchors: ReadonlySet<string>, id: string, checked: boolean): boolean {
  return anchors.has(id) || (!checked && anchors.has(UNCOLLECTED + id));
}

/** The ids of a route's anchors that a link may name as they are: without the markers (COMPUTED_IDS, UNCOLLECTED ids). */
export function plainlyLinkable(anchors: Iterable<string>): string[] {
  return [...anchors].filter((id) => id !== COMPUTED_IDS && !id.startsWith(UNCOLLECTED));
}
