/** broken-link: an internal link whose path names no route and no static file. */
import { diagnostic } from '../diagnostics/create.ts';
import { pathSuggester } from '../diagnostics/suggest.ts';
import type { Check } from './context.ts';
import { externalRouteMatcher } from './external-routes.ts';
import { keptFinding, sameList } from './kept-finding.ts';

export const brokenLink: Check = ({ model, links, table, memory }) => {
  const external = externalRouteMatcher(model.config.checks.externalRoutes, model.config.baseUrl);
  const broken = links.filter((link) => link.status === 'no-route' && !external(link.resolved ?? link.written));
  if (broken.length === 0) return [];
  const suggest = pathSuggester(table.keys, 3, memory.suggestions);
  return broken.map((link) => {
    const target = link.resolved ? link.resolved.replace(/[?#].*$/, '') : link.written;
    const suggestions = suggest(target);
    return keptFinding(memory.brokenLink, link, suggestions, sameList, () => {
      const resolvedNote = link.resolved && link.resolved !== link.written ? ` (resolved as: ${link.resolved})` : '';
      return diagnostic({
        code: 'broken-link',
        message: `broken link to ${link.written}${resolvedNote}${link.where ? ` in ${link.where}` : ''}`,
        file: link.file,
        place: { start: link.at, end: link.end },
        route: link.route,
        actual: link.written,
        expected: suggestions,
        note: suggestions.length ? `did you mean ${suggestions[0]}?` : undefined,
      });
    });
  });
};
