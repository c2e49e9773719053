/** broken-anchor: the page exists but carries no element with the link's `#id` (or none Docusaurus's check sees). */
import { diagnostic } from '../diagnostics/create.ts';
import { closest } from '../diagnostics/suggest.ts';
import { plainlyLinkable, UNCOLLECTED } from '../model/linkable-anchors.ts';
import type { Check } from './context.ts';
import { keptFinding } from './kept-finding.ts';

const plainNote = (id: string) =>
  `a browser finds it, but Docusaurus's broken-anchor check does not: it counts the ids of headings, of Markdown's links and footnotes, of <details> and of components (<Link id>, <Heading id>), not of an element written out as HTML or JSX; give the target one of those (a heading with {#${id}}, <Link id="${id}">)`;

export const brokenAnchor: Check = ({ links, model, memory }) => {
  const broken = links.filter((link) => link.status === 'no-anchor');
  if (broken.length === 0) return [];
  // Only the routes these links name, not a map of every route (10,000 entries a cycle in a big `watch`).
  const named = new Set(broken.map((link) => link.targetRoute));
  const anchorsByRoute = new Map<string, ReadonlySet<string>>();
  for (const route of model.routes) if (named.has(route.path)) anchorsByRoute.set(route.path, route.anchors);
  return broken.map((link) => {
    const named = anchorsByRoute.get(link.targetRoute ?? '');
    return keptFinding(memory.brokenAnchor, link, named, Object.is, () => {
      const anchors = named ?? new Set<string>();
      const notSeen = anchors.has(UNCOLLECTED + (link.anchor ?? ''));
      // Suggested: only ids a link may name as it is.
      const linkable = plainlyLinkable(anchors);
      const suggestions = notSeen ? [] : closest(link.anchor ?? '', linkable, 3);
      const resolvedNote = `${link.resolved && link.resolved !== link.written ? ` (resolved as: ${link.resolved})` : ''}${link.where ? ` in ${link.where}` : ''}`;
      return diagnostic({
        code: 'broken-anchor',
        message: notSeen
          ? `broken anchor in link to ${link.written}${resolvedNote}: ${link.targetRoute} has no heading, link or component with id "${link.anchor}"`
          : `broken anchor in link to ${link.written}${resolvedNote}: ${link.targetRoute} has no element with id "${link.anchor}"`,
        file: link.file,
        place: { start: link.at, end: link.end },
        route: link.route,
        actual: link.written,
        expected: suggestions.map((s) => `#${s}`),
        note: notSeen ? plainNote(link.anchor ?? '') : suggestions.length ? `did you mean #${suggestions[0]}?` : linkable.length === 0 ? 'that page has no anchors' : undefined,
      });
    });
  });
};
