/**
 * "Did you mean" for paths (cli/diagnostics/suggest.ts): answers carried over from the last
 * candidate list when a few paths were added or removed are exactly the answers worked out anew.
 */
import { distance } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { closest, editDistance, pathSuggester } from '../../../cli/diagnostics/suggest.ts';
import { mulberry32 } from '../../../content/datasets/random.ts';

function routes(count: number, seed: number): string[] {
  const random = mulberry32(seed);
  const words = ['guide', 'options', 'data', 'colors', 'labels', 'dates', 'controls', 'themes', 'events', 'api'];
  const pick = () => words[Math.floor(random() * words.length)];
  return [...new Set(Array.from({ length: count }, (_, i) => `/${pick()}/${pick()}-${i % 37}`))];
}

/** The suggester's answers for `targets`, and what a fresh scan of the same candidates says. */
function compare(candidates: string[], targets: string[]): [string[][], string[][]] {
  const suggest = pathSuggester(candidates);
  const fresh = (target: string) => {
    if (candidates.length <= 3000) return closest(target, candidates, 3);
    const dir = target.slice(0, target.lastIndexOf('/'));
    const name = target.slice(target.lastIndexOf('/') + 1);
    return closest(target, candidates.filter((c) => c.slice(0, c.lastIndexOf('/')) === dir || c.slice(c.lastIndexOf('/') + 1) === name), 3);
  };
  return [targets.map(suggest), targets.map(fresh)];
}

describe('pathSuggester', () => {
  it.each([
    ['a small site', 300],
    ['a site above the full-scan limit', 5000],
  ])('answers for %s after paths were added and removed as a fresh scan does', (_, count) => {
    const before = routes(count, 3);
    const targets = ['/guide/options-3x', '/data/labels-1', '/api/evnts-12', '/themes/colors-36', '/nowhere'];
    compare(before, targets);
    const removedAnswers = new Set(pathSuggester(before)('/data/labels-1').slice(0, 1));
    const after = [...before.filter((c) => !removedAnswers.has(c)).slice(5), '/guide/options-3', '/api/events-12', '/data/labels-1x'];
    const [carried, fresh] = compare(after, targets);
    expect(carried).toEqual(fresh);
    expect(carried[0][0]).toBe('/guide/options-3');
    expect(carried[2][0]).toBe('/api/events-12');
  });
});

describe('closest', () => {
  /** Every candidate within the limit, scored, sorted by distance then name: what `closest` must answer without scoring them all. */
  function everyCandidate(target: string, candidates: string[], max: number): string[] {
    const limit = Math.max(3, Math.ceil(target.length * 0.6));
    return candidates
      .map((value) => ({ value, score: distance(target, value) }))
      .filter((s) => s.score <= limit)
      .sort((a, b) => a.score - b.score || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, max)
      .map((s) => s.value);
  }

  it.each([1, 3, 5])('answers the %i closest exactly as scoring every candidate does, ties by name', (max) => {
    const candidates = routes(2000, 7);
    const random = mulberry32(11);
    const targets = [...Array.from({ length: 60 }, () => candidates[Math.floor(random() * candidates.length)].replace(/[aeiou]/, 'x')), '/guide/options-3', '/x', '/nowhere/at/all-999', ''];
    for (const target of targets) expect(closest(target, candidates, max)).toEqual(everyCandidate(target, candidates, max));
  });
});

describe('editDistance', () => {
  it('equals the edit distance of the whole strings, whatever prefix and suffix they share', () => {
    const random = mulberry32(5);
    const alphabet = ['a', 'b', '/', '-', 'é', '😀', 'docs/', '.mdx'];
    const word = () => Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let i = 0; i < 2000; i++) {
      const [prefix, suffix] = [word(), word()];
      const a = prefix + word() + suffix;
      const b = prefix + word() + suffix;
      expect(editDistance(a, b)).toBe(distance(a, b));
    }
    expect([editDistance('', ''), editDistance('docs/a.mdx', 'docs/a.mdx'), editDistance('docs/ab.mdx', 'docs/b.mdx')]).toEqual([0, 0, 1]);
  });
});
