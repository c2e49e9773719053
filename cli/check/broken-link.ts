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
    // A link to the `.html` file of a page: its route is the one answer.
    const suggestions = link.cleanRoute ? [link.cleanRoute] : suggest(target);
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
        note: link.cleanRoute
          ? `that is the file the page is written to, which most static hosts do not serve at this URL: link to ${link.cleanRoute}`
          : suggestions.length
            ? `did you mean ${suggestions[0]}?`
            : undefined,
      });
    });
  });
};
