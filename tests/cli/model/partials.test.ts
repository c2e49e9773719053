/**
 * Partials (`_`-prefixed Markdown a page imports and renders): the pages that render each, their
 * anchors merged into the page's, and their links judged on every page that renders them, as
 * Docusaurus does (tests/fixtures/docusaurus/partials holds what it reported).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParsedDoc, PartialImport } from '../../../cli/core/parsed-doc.ts';
import { renderedPartials, withPartialAnchors } from '../../../cli/model/partials.ts';
import { DOCUSAURUS_FIXTURES, expectFixture, fixtureDir } from '../../helpers/check-fixture.ts';
import { expectSameResults, patchingRuns } from '../../helpers/pipeline.ts';
import { built } from '../../helpers/site.ts';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';

const use = (source: string, uses = 1): PartialImport => ({ source, name: 'P', line: 1, column: 1, uses: Array.from({ length: uses }, () => ({ line: 3, column: 1 })) });
const doc = (anchors: string[], partials?: PartialImport[]) => ({ anchors, links: [], partials }) as unknown as ParsedDoc;

describe('renderedPartials', () => {
  const shared = doc(['shared-heading'], [use('./_includes/_snippet.md')]);
  const snippet = doc(['snippet-heading']);
  const parts = new Map([
    ['docs/_shared.mdx', shared],
    ['docs/_includes/_snippet.md', snippet],
    ['docs/_unused.md', doc(['unused'])],
  ]);

  it('finds the partials a page renders from its folder or @site, and the partials they render', () => {
    const pages = [
      { source: 'docs/guide.mdx', parsed: doc([], [use('./_shared.mdx')]) },
      { source: 'docs/sub/page.mdx', parsed: doc([], [use('@site/docs/_includes/_snippet.md')]) },
    ];
    const found = renderedPartials(pages, parts);
    expect([...found].map(([page, list]) => [page, list.map((p) => p.path)])).toEqual([
      ['docs/guide.mdx', ['docs/_shared.mdx', 'docs/_includes/_snippet.md']],
      ['docs/sub/page.mdx', ['docs/_includes/_snippet.md']],
    ]);
  });

  it('leaves out a partial imported but never rendered, a file that is no partial, and a partial met twice', () => {
    const pages = [{ source: 'docs/a.md', parsed: doc([], [use('./_unused.md', 0), use('./missing.md'), use('./_shared.mdx', 2), use('./_shared.mdx')]) }];
    expect(renderedPartials(pages, parts).get('docs/a.md')?.map((p) => p.path)).toEqual(['docs/_shared.mdx', 'docs/_includes/_snippet.md']);
  });

  it("merges the partials' anchors into the page's, keeping the page's own set when it renders none", () => {
    const own = new Set(['own']);
    expect([...withPartialAnchors(own, [{ path: 'docs/_shared.mdx', parsed: shared }, { path: 'docs/_includes/_snippet.md', parsed: snippet }], 'rendered')]).toEqual(['own', 'shared-heading', 'snippet-heading']);
    expect(withPartialAnchors(own, undefined, 'rendered')).toBe(own);
  });
});

describe('a Docusaurus site with partials', () => {
  it("reports a partial's links on each page that renders it, its anchors as theirs, and no finding of an unused partial", async () => {
    const run = await expectFixture('partials', DOCUSAURUS_FIXTURES);
    expect(run.full.filter((d) => d.file === 'docs/_shared.mdx').map((d) => [d.route, d.message])).toEqual([
      ['/docs/guide', 'broken link to /docs/partial-missing in the page /docs/guide, which renders this partial'],
      ['/docs/other', 'broken link to /docs/partial-missing in the page /docs/other, which renders this partial'],
    ]);
    expect(run.result.kind === 'built' && run.result.model.routes.map((r) => r.path).filter((p) => p.startsWith('/docs'))).toEqual(['/docs/guide', '/docs/other', '/docs/reference', '/docs/sub/page']);
  });

});

describe('watching a Docusaurus site with partials', () => {
  const runs = patchingRuns(fixtureDir('partials', DOCUSAURUS_FIXTURES));

  it('checks the pages that render a partial again after the partial changes, as a full run does', async () => {
    const file = 'docs/_shared.mdx';
    await writeFile(path.join(runs.site, file), '## Renamed heading\n\nNow links to [nowhere](/docs/nowhere).\n');
    const after = await runs.run([file]);
    expect(after.diagnostics.filter((d) => d.file === file).map((d) => `${d.code} ${d.route} ${d.target}`)).toEqual([
      'broken-link /docs/guide /docs/nowhere',
      'broken-link /docs/other /docs/nowhere',
    ]);
    expect(after.diagnostics.filter((d) => d.file === 'docs/reference.md' && d.code === 'broken-anchor').map((d) => d.target)).toEqual([
      '/docs/guide#shared-heading',
      './other.md#shared-detail',
      '/docs/guide#unused-partial',
    ]);
    expectSameResults(after, built(await runPipeline(createSession(), runs.site, { artifacts: true })));
  });

  it('checks a page again when it stops rendering a partial, as a full run does', async () => {
    const file = 'docs/other.md';
    await writeFile(path.join(runs.site, file), '---\nsidebar_position: 2\n---\n\n# Other\n\nThis `.md` page imports the same partial.\n');
    const after = await runs.run([file]);
    expect(after.diagnostics.filter((d) => d.route === '/docs/other')).toEqual([]);
    expectSameResults(after, built(await runPipeline(createSession(), runs.site, { artifacts: true })));
  });
});

describe('the pages of a site with partials', () => {
  it("carry each partial's body where it is rendered, its file links rewritten to routes", async () => {
    const run = await runPipeline(createSession(), fixtureDir('partials', DOCUSAURUS_FIXTURES), { artifacts: true });
    const page = JSON.parse((run.kind === 'built' && run.artifacts?.get('pages/docs/guide.json')) || '{}');
    const text = JSON.stringify(page.body);
    expect(text).not.toContain('"tagName":"Shared"');
    expect([...text.matchAll(/"id":"([^"]+)"/g)].map((m) => m[1])).toEqual(['shared-heading', 'shared-detail', 'broken-partial-heading', 'guides-own-heading']);
    expect(text).toContain('"href":"/docs/reference"');
  });
});
