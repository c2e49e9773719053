/** broken-link: an internal link whose path names no route and no static file. */
import { diagnostic } from '../diagnostics/create.ts';
import { closest } from '../diagnostics/suggest.ts';
import type { Check } from './context.ts';

export const brokenLink: Check = ({ links, table }) =>
  links
    .filter((link) => link.status === 'no-route')
    .map((link) => {
      const path = link.resolved ? link.resolved.replace(/[?#].*$/, '') : link.written;
      const suggestions = closest(path, table.keys, 3);
      const resolvedNote = link.resolved && link.resolved !== link.written ? ` (resolved as: ${link.resolved})` : '';
      return diagnostic('error', 'broken-link', `broken link to ${link.written}${resolvedNote}${link.where ? ` in ${link.where}` : ''}`, link.file, link.at, {
        endLine: link.end?.line,
        endColumn: link.end?.column,
        route: link.route,
        target: link.written,
        suggestions,
        hint: suggestions.length ? `did you mean ${suggestions[0]}?` : undefined,
      });
    });
