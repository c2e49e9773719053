/** "Did you mean": the closest candidates by edit distance, best first. */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';

/**
 * The edit distance of `a` and `b`, measured without the prefix and suffix they share (which
 * leaves it unchanged). Paths compared for "did you mean" share `docs/`, `.mdx` and often their
 * folders, and what is left mostly fits fastest-levenshtein's bit-parallel path for up to 32
 * characters instead of its general one.
 */
export function editDistance(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  let start = 0;
  while (start < shorter && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  return start === 0 && endA === a.length && endB === b.length ? distance(a, b) : distance(a.slice(start, endA), b.slice(start, endB));
}

export function closest(target: string, candidates: Iterable<string>, max = 1): string[] {
  const scored: { value: string; score: number }[] = [];
  let limit = Math.max(3, Math.ceil(target.length * 0.6));
  // The `max` best scores so far, ascending: once there are `max` of them, a candidate further
  // than the last can no longer be among the answers (one as far may still win on its name), so
  // the limit tightens to it and the length check below skips more candidates without a distance.
  const best: number[] = [];
  for (const value of candidates) {
    // The distance is at least the difference in length: skip what cannot be within the limit.
    if (Math.abs(value.length - target.length) > limit) continue;
    const score = editDistance(target, value);
    if (score > limit) continue;
    scored.push({ value, score });
    let at = best.length;
    while (at > 0 && best[at - 1] > score) at--;
    best.splice(at, 0, score);
    if (best.length > max) best.pop();
    if (best.length === max) limit = best[max - 1];
  }
  scored.sort((a, b) => a.score - b.score || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return scored.slice(0, max).map((s) => s.value);
}

/** All candidates when there are few; otherwise the closest `max`, whatever their distance. */
export function listOrClosest(target: string, candidates: readonly string[], few = 10, max = 5): string[] {
  const sorted = [...new Set(candidates)].sort();
  if (sorted.length <= few) return sorted;
  return sorted
    .map((value) => ({ value, score: editDistance(target, value) }))
    .sort((a, b) => a.score - b.score || (a.value < b.value ? -1 : 1))
    .slice(0, max)
    .map((s) => s.value);
}

/** Above this many candidates, paths are compared only with those in the same folder or with the same name. */
const FULL_SCAN_LIMIT = 3000;

/**
 * "Did you mean" for paths (routes, files) that stays cheap on big sites: every candidate
 * while there are few, else only the plausible neighbours of the target.
 */
export function pathSuggester(candidates: readonly string[], max = 3, memory: SuggestionMemory = new Map()): (target: string) => string[] {
  return remembered(memory, candidates, max, plainPathSuggester(candidates, max));
}

/**
 * A session's answers by candidate list: `watch` asks again every cycle for the same broken links
 * against the same routes, and each answer is hundreds of edit distances. A few lists are kept. A
 * new list that differs from the last one by a few paths (a page added or deleted) starts from the
 * last list's answers: an answer stays the best unless one of its paths is gone (then it is
 * worked out again) or an added path comes closer (the added paths are all it is compared with).
 */
export type SuggestionMemory = Map<string, KeptList>;

interface KeptList {
  candidates: ReadonlySet<string>;
  max: number;
  known: Map<string, string[]>;
}
const KEPT_LISTS = 4;
const FEW_CHANGES = 64;

function remembered(answers: SuggestionMemory, candidates: readonly string[], max: number, suggest: (target: string) => string[]): (target: string) => string[] {
  const key = createHash('sha1').update(`${max}\n${candidates.join('\n')}`).digest('hex');
  let list = answers.get(key);
  if (list) answers.delete(key);
  else {
    const set = new Set(candidates);
    list = { candidates: set, max, known: carriedOver(answers, candidates, set, max) ?? new Map() };
  }
  answers.set(key, list);
  while (answers.size > KEPT_LISTS) answers.delete(answers.keys().next().value as string);
  const { known } = list;
  return (target) => {
    let answer = known.get(target);
    if (!answer) {
      answer = suggest(target);
      known.set(target, answer);
    }
    return [...answer];
  };
}

/** A kept list's answers brought up to date for `candidates`, from the first kept list that differs from it in a few paths. */
function carriedOver(answers: SuggestionMemory, candidates: readonly string[], current: ReadonlySet<string>, max: number): Map<string, string[]> | undefined {
  for (const list of [...answers.values()].reverse()) {
    if (list.max !== max || list.candidates.size > FULL_SCAN_LIMIT !== candidates.length > FULL_SCAN_LIMIT) continue;
    const added = candidates.filter((c) => !list.candidates.has(c));
    if (added.length > FEW_CHANGES) continue;
    let removed = 0;
    for (const c of list.candidates) if (!current.has(c)) removed++;
    if (added.length + removed > FEW_CHANGES) continue;
    const everyCandidate = candidates.length <= FULL_SCAN_LIMIT;
    // Each added path's folder and name, worked out once for all the kept answers.
    const addedDirs = added.map((c) => path.posix.dirname(c));
    const addedNames = added.map((c) => path.posix.basename(c));
    const out = new Map<string, string[]>();
    for (const [target, answer] of list.known) {
      if (answer.some((value) => !current.has(value))) continue;
      // What the plain suggester compares a target with: every path, or its neighbours.
      let near = added;
      if (!everyCandidate && added.length > 0) {
        const dir = path.posix.dirname(target);
        const name = path.posix.basename(target);
        near = added.filter((_, i) => addedDirs[i] === dir || addedNames[i] === name);
      }
      out.set(target, near.length === 0 ? answer : closest(target, [...answer, ...near], max));
    }
    return out;
  }
  return undefined;
}

function plainPathSuggester(candidates: readonly string[], max: number): (target: string) => string[] {
  if (candidates.length <= FULL_SCAN_LIMIT) return (target) => closest(target, candidates, max);
  // Made on the first question: a `watch` cycle finds most answers in the kept lists and often asks none.
  let byDir: Map<string, string[]> | undefined;
  let byName: Map<string, string[]>;
  return (target) => {
    if (!byDir) ({ byDir, byName } = neighbourIndex(candidates));
    const nearby = new Set([...(byDir.get(path.posix.dirname(target)) ?? []), ...(byName.get(path.posix.basename(target)) ?? [])]);
    return closest(target, nearby, max);
  };
}

function neighbourIndex(candidates: readonly string[]): { byDir: Map<string, string[]>; byName: Map<string, string[]> } {
  const byDir = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const candidate of candidates) {
    const dir = path.posix.dirname(candidate);
    const name = path.posix.basename(candidate);
    if (!byDir.has(dir)) byDir.set(dir, []);
    byDir.get(dir)!.push(candidate);
    if (!byName.has(name)) byName.set(name, []);
    byName.get(name)!.push(candidate);
  }
  return { byDir, byName };
}
