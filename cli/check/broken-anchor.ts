/** broken-anchor: the page exists but carries no element with the link's `#id`. */
import { diagnostic } from '../diagnostics/create.ts';
import { closest } from '../diagnostics/suggest.ts';
import type { Check } from './context.ts';

export const brokenAnchor: Check = ({ links, model }) => {
  const anchorsByRoute = new Map(model.routes.map((r) => [r.path, r.anchors]));
  return links
    .filter((link) => link.status === 'no-anchor')
    .map((link) => {
      const anchors = anchorsByRoute.get(link.targetRoute ?? '') ?? new Set<string>();
      const suggestions = closest(link.anchor ?? '', anchors, 3);
      const resolvedNote = link.resolved && link.resolved !== link.written ? ` (resolved as: ${link.resolved})` : '';
      return diagnostic('error', 'broken-anchor', `broken anchor in link to ${link.written}${resolvedNote}: ${link.targetRoute} has no element with id "${link.anchor}"`, link.file, link.at, {
        endLine: link.end?.line,
        endColumn: link.end?.column,
        route: link.route,
        target: link.written,
        suggestions: suggestions.map((s) => `#${s}`),
        hint: suggestions.length ? `did you mean #${suggestions[0]}?` : anchors.size === 0 ? 'that page has no anchors' : undefined,
      });
    });
};
