/** broken-anchor: the page exists but carries no element with the link's `#id`. */
import { diagnostic } from '../diagnostics/create.ts';
import { closest } from '../diagnostics/suggest.ts';
import type { Check } from './context.ts';
import { keptFinding } from './kept-finding.ts';

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
      const suggestions = closest(link.anchor ?? '', anchors, 3);
      const resolvedNote = link.resolved && link.resolved !== link.written ? ` (resolved as: ${link.resolved})` : '';
      return diagnostic({
        code: 'broken-anchor',
        message: `broken anchor in link to ${link.written}${resolvedNote}: ${link.targetRoute} has no element with id "${link.anchor}"`,
        file: link.file,
        place: { start: link.at, end: link.end },
        route: link.route,
        actual: link.written,
        expected: suggestions.map((s) => `#${s}`),
        note: suggestions.length ? `did you mean #${suggestions[0]}?` : anchors.size === 0 ? 'that page has no anchors' : undefined,
      });
    });
  });
};
