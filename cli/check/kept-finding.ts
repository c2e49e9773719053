/**
 * A link check's finding for one verdict, kept while what else it is made from (its
 * suggestions, the anchors of the page it names) is the same. A `watch` cycle after a page came
 * or went judges every verdict again (a broken link's "did you mean" depends on every route), and
 * nearly all of them come out as before. Kept by verdict: the link stage keeps a page's verdict
 * objects while the page is not resolved again, and a finding lives as long as its verdict.
 */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { ResolvedLink } from '../model/links.ts';

export type KeptFindings<K> = WeakMap<ResolvedLink, { key: K; finding: Diagnostic }>;

export function keptFinding<K>(kept: KeptFindings<K>, link: ResolvedLink, key: K, same: (a: K, b: K) => boolean, make: () => Diagnostic): Diagnostic {
  const known = kept.get(link);
  if (known && same(known.key, key)) return known.finding;
  const finding = make();
  kept.set(link, { key, finding });
  return finding;
}

export const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
