/**
 * No module of cli/ holds state of its own: what a run remembers belongs to its session
 * (cli/pipeline/session.ts). A module-level `let` or `var` is state, and so is a module-level
 * collection (Map, Set, WeakMap, WeakSet, array or object literal) that any module of cli/ writes
 * to: constant tables are fine.
 */
import { describe, expect, it } from 'vitest';
import { collectionWrites, moduleLevelLets, sourceFiles } from '../helpers/module-state.ts';

const FILES = sourceFiles('cli', ['cli/dist']);

describe('module-level state in cli/', () => {
  it('has no module-level let or var', () => {
    expect(moduleLevelLets(FILES)).toEqual([]);
  });

  it('writes to no module-level collection, in its own module or through an import', () => {
    expect(collectionWrites(FILES)).toEqual([]);
  });
});
