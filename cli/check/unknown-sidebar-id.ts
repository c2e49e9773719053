/** unknown-sidebar-id: a `docSidebar` navbar item names no sidebar. */
import { diagnostic } from '../diagnostics/create.ts';
import { closest, listOrClosest } from '../diagnostics/suggest.ts';
import type { Check } from './context.ts';

export const unknownSidebarId: Check = ({ model }) => {
  const ids = Object.keys(model.sidebars).sort();
  return model.references
    .filter((ref) => ref.kind === 'navbar-sidebar' && !(ref.id in model.sidebars))
    .map((ref) => {
      const guess = closest(ref.id, ids);
      return diagnostic('error', 'unknown-sidebar-id', `unknown sidebar id "${ref.id}" in ${ref.where}`, ref.file, ref.at, {
        target: ref.id,
        suggestions: guess.length ? guess : listOrClosest(ref.id, ids),
        hint: `${guess.length ? `did you mean "${guess[0]}"? ` : ''}available sidebars: ${ids.join(', ') || '(none)'}`,
      });
    });
};
