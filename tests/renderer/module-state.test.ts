/**
 * No module of renderer/ holds state of its own. What the browser theme remembers belongs to its
 * session (theme/base/session.ts: one per page load, one per prerendered page), what a site build
 * remembers to the build, and what a worker thread remembers to the function that serves it. A
 * module-level `let` or `var` is state, and so is a module-level collection that any module of
 * renderer/ writes to: constant tables are fine.
 */
import { describe, expect, it } from 'vitest';
import { collectionWrites, moduleLevelLets, sourceFiles } from '../helpers/module-state.ts';

const FILES = sourceFiles('renderer');

describe('module-level state in renderer/', () => {
  it('has no module-level let or var', () => {
    expect(moduleLevelLets(FILES)).toEqual([]);
  });

  it('writes to no module-level collection, in its own module or through an import', () => {
    expect(collectionWrites(FILES)).toEqual([]);
  });
});
