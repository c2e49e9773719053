import { describe, expect, it } from 'vitest';
import { expectFixture } from '../../helpers/check-fixture.ts';

describe('unknown-sidebar-id', () => {
  it('reports a docSidebar navbar item naming no sidebar, at its config line', async () => {
    const run = await expectFixture('unknown-sidebar-id');
    const [d] = run.full;
    expect(d.message).toBe('unknown sidebar id "tutorial" in navbar item "Tutorial"');
    expect(d.hint).toBe('did you mean "tutorials"? available sidebars: docs, tutorials');
  });
});
