import { describe, expect, it } from 'vitest';
import { expectFixture } from '../../helpers/check-fixture.ts';

describe('unknown-doc-id', () => {
  it('reports unknown ids in sidebars, category links, navbar doc items and pagination_next, listing every id when there are few', async () => {
    const run = await expectFixture('unknown-doc-id-few');
    const unknown = run.full.filter((d) => d.code === 'unknown-doc-id');
    expect(unknown.map((d) => [d.file, d.target])).toEqual([
      ['docs.config.ts', 'guide/instal'],
      ['docs/intro.md', 'guide/instll'],
      ['sidebars.ts', 'intro2'],
      ['sidebars.ts', 'guide/usage'],
      ['sidebars.ts', 'guide/overview'],
    ]);
    for (const d of unknown) expect(d.hint).toMatch(/available ids: guide\/install, guide\/use, intro$/);
    expect(unknown[0].hint).toBe('did you mean "guide/install"? available ids: guide/install, guide/use, intro');
    expect(unknown[2].hint?.startsWith('did you mean "intro"?')).toBe(true);
    // the draft in the sidebar is dropped quietly, as in Docusaurus
    expect(unknown.some((d) => d.target === 'secret')).toBe(false);
  });

  it('lists only the closest 5 ids when there are more than 10', async () => {
    const run = await expectFixture('unknown-doc-id-many');
    const [d] = run.full;
    expect(d.message).toBe('unknown doc id "page-13" in sidebar "docs"');
    expect(d.hint).toBe('did you mean "page-03"? closest of 12 ids: page-03, page-10, page-11, page-12, page-01');
  });
});

describe('a docs folder whose only doc cannot be read', () => {
  it("is that file's finding alone: no missing-content for the folder and no unknown id for the sidebar item", async () => {
    const run = await expectFixture('docs-unreadable');
    expect(run.diagnostics.map((d) => d.code)).toEqual(['invalid-encoding']);
  });
});
