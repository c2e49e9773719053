/** unknown-doc-id: a sidebar, category link, navbar item or pagination field names no doc. */
import { diagnostic } from '../diagnostics/create.ts';
import { closest, listOrClosest } from '../diagnostics/suggest.ts';
import type { Check } from './context.ts';

export const unknownDocId: Check = ({ model }) => {
  const known = new Set<string>();
  for (const doc of model.docs) known.add(doc.id);
  const unknown = model.references.filter((ref) => ref.kind !== 'navbar-sidebar' && !known.has(ref.id));
  // Every check runs on every watch cycle: the sorted list of ids is made only for a finding.
  if (unknown.length === 0) return [];
  const ids = model.docs.map((d) => d.id).sort();
  const drafts = new Set(model.drafts.map((d) => d.id));
  return unknown
    .map((ref) => {
      const listed = listOrClosest(ref.id, ids);
      const guess = closest(ref.id, ids);
      const list = ids.length <= 10 ? `available ids: ${listed.join(', ')}` : `closest of ${ids.length} ids: ${listed.join(', ')}`;
      const draftNote = drafts.has(ref.id) ? ` ("${ref.id}" is a draft, and drafts do not exist in builds)` : '';
      return diagnostic({
        code: 'unknown-doc-id',
        message: `unknown doc id "${ref.id}" in ${ref.where}${draftNote}`,
        file: ref.file,
        place: ref.at,
        actual: ref.id,
        expected: guess.length ? guess : listed,
        note: `${guess.length ? `did you mean "${guess[0]}"? ` : ''}${list}`,
      });
    });
};
