import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectFixture } from '../../helpers/check-fixture.ts';
import { expectSameResults, patchingRuns } from '../../helpers/pipeline.ts';

const HINT = 'a synonym finds a word the pages use, as the search splits their text (an identifier such as `tickDuration` is one word): check its spelling, or leave it out';

describe('unused-search-synonym', () => {
  it("reports a one-way rule's word no page has, with the pages' word it may misspell, and a group none of whose words is on a page; not a word the search finds (an identifier heading's word, another form, a table cell)", async () => {
    // The fixture's other rules find dataLoader's "loader", "colours" as the page's "colors", and "sponsor" in a table: expected.json lists only these two.
    const run = await expectFixture('search-synonyms');
    expect(run.full.map(({ message, suggestions, hint }) => ({ message, suggestions, hint }))).toEqual([
      { message: 'the search synonym "imgaes" (for "logos") is on no page: a reader who types "logos" finds nothing more with it', suggestions: ['images'], hint: HINT },
      { message: 'no word of the search synonym group "widget", "gadget" is on any page: the group finds nothing', suggestions: undefined, hint: HINT },
    ]);
  });

  it("reports a Docusaurus site's rule where it is written, in customFields.docsCli.searchSynonyms", async () => {
    const run = await expectFixture('search-synonyms-docusaurus');
    expect(run.full.map((d) => [d.message, d.suggestions])).toEqual([['the search synonym "strat" (for "begin") is on no page: a reader who types "begin" finds nothing more with it', ['start']]]);
  });
});

describe('unused-search-synonym after an edit of a page', () => {
  const runs = patchingRuns(path.resolve(import.meta.dirname, '../../fixtures/check/search-synonyms'));

  it('is made again from every page when one page changes, as a full run makes it', async () => {
    const before = await runs.run();
    expect(before.diagnostics.map((d) => d.target)).toEqual(['imgaes', 'widget']);
    const page = path.join(runs.site, 'docs/index.md');
    const text = await readFile(page, 'utf8');
    await writeFile(page, text.replace('pays for the work', 'pays for the gadget'));
    const patched = await runs.run(['docs/index.md']);
    expect(patched.patched).toBe(true);
    expect(patched.diagnostics.map((d) => d.target)).toEqual(['imgaes']);
    const full = await runs.run();
    expectSameResults(patched, full);
  });
});
