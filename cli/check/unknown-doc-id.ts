/** unknown-doc-id: a sidebar, category link, navbar item or pagination field names no doc of its docs version. */
import { diagnostic } from '../diagnostics/create.ts';
import { closest, listOrClosest } from '../diagnostics/suggest.ts';
import { navbarScope } from '../model/config-links.ts';
import { scopeKey, scopeName } from '../model/scopes.ts';
import type { Check } from './context.ts';

export const unknownDocId: Check = ({ model }) => {
  // Ids mean something within one docs instance and version (as in Docusaurus): each reference is looked up in its own.
  const known = new Map<string, Set<string>>();
  for (const doc of model.docs) {
    const scope = scopeKey(doc.instance, doc.version);
    let ids = known.get(scope);
    if (!ids) {
      ids = new Set();
      known.set(scope, ids);
    }
    ids.add(doc.id);
  }
  const fallback = navbarScope(model.docsVersions);
  const unknown = model.references.filter((ref) => ref.kind !== 'navbar-sidebar' && !known.get(ref.scope ?? fallback)?.has(ref.id));
  // Every check runs on every watch cycle: the sorted list of ids is made only for a finding.
  if (unknown.length === 0) return [];
  const versioned = new Set(model.docsVersions.filter((v) => v.name !== 'current').map((v) => v.instance));
  return unknown.map((ref) => {
    const scope = ref.scope ?? fallback;
    const [instance, version] = scope.split('\0');
    const exists = model.docsVersions.some((v) => v.instance === instance);
    const ids = [...(known.get(scope) ?? [])].sort();
    const drafts = new Set(model.drafts.filter((d) => scopeKey(d.instance, d.version) === scope).map((d) => d.id));
    const listed = listOrClosest(ref.id, ids);
    const guess = closest(ref.id, ids);
    const list = ids.length <= 10 ? `available ids: ${listed.join(', ')}` : `closest of ${ids.length} ids: ${listed.join(', ')}`;
    const draftNote = drafts.has(ref.id) ? ` ("${ref.id}" is a draft, and drafts do not exist in builds)` : '';
    // Docusaurus names neither: with several instances or versions, the message says whose ids these are.
    const name = scopeName(instance, version, versioned.has(instance));
    const of = !exists ? ` (there is no docs instance "${instance}")` : name ? ` (${name})` : '';
    return diagnostic({
      code: 'unknown-doc-id',
      message: `unknown doc id "${ref.id}" in ${ref.where}${of}${draftNote}`,
      file: ref.file,
      place: ref.at,
      actual: ref.id,
      expected: guess.length ? guess : listed,
      note: `${guess.length ? `did you mean "${guess[0]}"? ` : ''}${list}`,
    });
  });
};
