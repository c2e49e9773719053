import { describe, expect, it } from 'vitest';
import { expectFixture } from '../../helpers/check-fixture.ts';

describe('broken-markdown-link', () => {
  it('resolves ./x.md, ../x.md, /x.md and bare x.md file links, and reports each missing one once', async () => {
    const run = await expectFixture('markdown-links');
    const markdown = run.full.filter((d) => d.code === 'broken-markdown-link');
    expect(markdown.map((d) => d.target)).toEqual(['./missing.md', './missing.md#part', './draft.md', './other.MD', '../gone.md', '../../outside.md']);
    // one finding per link: never also a broken-link for the same link
    expect(run.diagnostics.filter((d) => d.code === 'broken-link')).toEqual([]);
    // default level is warn
    expect(new Set(markdown.map((d) => d.level))).toEqual(new Set(['warn']));
  });

  it('does not resolve links to drafts', async () => {
    const run = await expectFixture('markdown-links');
    const draft = run.full.find((d) => d.target === './draft.md');
    expect(draft).toMatchObject({ code: 'broken-markdown-link', file: 'docs/index.md', line: 8, column: 3 });
    expect(draft?.message).toBe('Markdown link to ./draft.md names no doc');
  });

  it('suggests the closest doc relative to the linking file', async () => {
    const run = await expectFixture('markdown-links');
    expect(run.full.find((d) => d.target === './other.MD')?.hint).toBe('did you mean ./other.md?');
  });

  it('resolves file links to number-prefixed, slugged and README docs', async () => {
    for (const name of ['number-prefixes', 'slug-frontmatter', 'index-pages']) {
      const run = await expectFixture(name);
      expect(run.diagnostics.filter((d) => d.code === 'broken-markdown-link' || d.code === 'broken-anchor')).toEqual([]);
    }
  });
});
