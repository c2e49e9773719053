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
      return diagnostic({
        code: 'unknown-sidebar-id',
        message: `unknown sidebar id "${ref.id}" in ${ref.where}`,
        file: ref.file,
        place: ref.at,
        actual: ref.id,
        expected: guess.length ? guess : listOrClosest(ref.id, ids),
        note: `${guess.length ? `did you mean "${guess[0]}"? ` : ''}available sidebars: ${ids.join(', ') || '(none)'}`,
      });
    });
};
