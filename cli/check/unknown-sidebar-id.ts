/** unknown-sidebar-id: a `docSidebar` navbar item names no sidebar of its docs instance's last version. */
import { diagnostic } from '../diagnostics/create.ts';
import { closest, listOrClosest } from '../diagnostics/suggest.ts';
import { navbarScope } from '../model/config-links.ts';
import { scopeKey } from '../model/scopes.ts';
import type { Check } from './context.ts';

export const unknownSidebarId: Check = ({ model }) => {
  const fallback = navbarScope(model.docsVersions);
  const sidebarsOf = (scope: string) => model.docsVersions.find((v) => scopeKey(v.instance, v.name) === scope)?.sidebars ?? {};
  return model.references
    .filter((ref) => ref.kind === 'navbar-sidebar' && !(ref.id in sidebarsOf(ref.scope ?? fallback)))
    .map((ref) => {
      const scope = ref.scope ?? fallback;
      const ids = Object.keys(sidebarsOf(scope)).sort();
      const instance = scope.split('\0')[0];
      const guess = closest(ref.id, ids);
      return diagnostic({
        code: 'unknown-sidebar-id',
        message: `unknown sidebar id "${ref.id}" in ${ref.where}${instance === 'default' ? '' : ` (docs instance "${instance}")`}`,
        file: ref.file,
        place: ref.at,
        actual: ref.id,
        expected: guess.length ? guess : listOrClosest(ref.id, ids),
        note: `${guess.length ? `did you mean "${guess[0]}"? ` : ''}available sidebars: ${ids.join(', ') || '(none)'}`,
      });
    });
};
