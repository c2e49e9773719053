import { describe, expect, it } from 'vitest';
import { expectFixture } from '../../helpers/check-fixture.ts';

describe('duplicate-route', () => {
  it('reports two docs with one slug and a doc colliding with a generated index, naming both sources', async () => {
    const run = await expectFixture('duplicate-routes');
    const duplicates = run.full.filter((d) => d.code === 'duplicate-route');
    expect(duplicates.map((d) => d.message)).toEqual([
      'the route /same/ is produced twice: by docs/one.md and by docs/two.md',
      'the route /category/things is produced twice: by docs/things-doc.md and by sidebars.ts',
    ]);
    // onDuplicateRoutes defaults to throw in a docs.config site: one page would replace the other
    expect(duplicates.map((d) => d.level)).toEqual(['error', 'error']);
  });
});
