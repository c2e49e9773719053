import { describe, expect, it } from 'vitest';
import { type FixtureResult, expectFixture } from '../../helpers/check-fixture.ts';

const brokenLinks = (run: FixtureResult) => run.full.filter((d) => d.code === 'broken-link');
const targets = (run: FixtureResult, code = 'broken-link') => run.diagnostics.filter((d) => d.code === code).map((d) => d.target);

describe('broken-link', () => {
  it('resolves relative links against the category index route (trailing slash) and leaf routes', async () => {
    const run = await expectFixture('relative-links');
    // `a` and `./c` on /guide/ resolve inside /guide/; `c` on /guide/a resolves to /guide/c.
    expect(targets(run)).toEqual(['a-missing', 'guide/c', '../nowhere']);
    const messages = brokenLinks(run).map((d) => d.message);
    expect(messages).toContain('broken link to ../nowhere (resolved as: /nowhere)');
    expect(messages).toContain('broken link to guide/c (resolved as: /guide/guide/c)');
    expect(brokenLinks(run).find((d) => d.target === 'guide/c')?.hint).toBe('did you mean /guide/c?');
  });

  it('matches /x and /x/ and ignores query strings; reports /x.html and /x/index.html with the page route as the hint, as most static hosts answer 404 there', async () => {
    const run = await expectFixture('trailing-slashes');
    expect(targets(run)).toEqual(['/x/index.html', '/x.html', '/guide/index.html', '/x.htm', '/y.html', '/y/index.html', '/y?tab=1']);
    expect(brokenLinks(run).map((d) => d.suggestions)).toEqual([['/x'], ['/x'], ['/guide/'], ['/x'], undefined, undefined, ['/', '/x']]);
    expect(brokenLinks(run)[0].hint).toBe('that is the file the page is written to, which most static hosts do not serve at this URL: link to /x');
  });

  it('strips number prefixes from routes and keeps dates', async () => {
    const run = await expectFixture('number-prefixes');
    expect(targets(run)).toEqual(['/01-intro', '/02-guide/setup']);
    expect(brokenLinks(run)[0].hint).toBe('did you mean /intro?');
  });

  it('follows slug frontmatter (absolute, relative, ../)', async () => {
    const run = await expectFixture('slug-frontmatter');
    expect(targets(run)).toEqual(['/guide/absolute']);
  });

  it('gives index.md, README.md and folder-named docs the folder route only', async () => {
    const run = await expectFixture('index-pages');
    expect(targets(run)).toEqual(['/alpha/index', '/beta/README', '/gamma/gamma']);
  });

  it('accepts generated-index pages (default and custom slug) and rejects categories without a link', async () => {
    const run = await expectFixture('generated-index');
    expect(targets(run)).toEqual(['/category/misc']);
  });

  it('accepts static files only when they exist (an anchor on a static file is not checked)', async () => {
    const run = await expectFixture('static-files');
    expect(targets(run)).toEqual(['/data/missing.csv']);
  });

  it('checks images: missing static image and missing file next to the doc are broken', async () => {
    const run = await expectFixture('images');
    expect(targets(run)).toEqual(['/img/missing.png', './nopic.png']);
    expect(brokenLinks(run)[1].message).toBe('broken link to ./nopic.png (resolved as: /nopic.png)');
  });

  it('checks <Link to>, <Link href> and <a href>, but not links opening in another tab', async () => {
    const run = await expectFixture('jsx-links');
    expect(targets(run)).toEqual(['/missing-link-to', '/missing-link-href', '/missing-a-href', '/self-target-checked']);
    expect(run.diagnostics.some((d) => d.code === 'unsafe-html')).toBe(false);
    // reported at the attribute, not at the element
    expect(run.diagnostics.find((d) => d.target === '/missing-link-to')).toMatchObject({ line: 5, column: 39 });
  });

  it('skips external, mailto, tel, protocol-relative, pathname:// and empty links', async () => {
    const run = await expectFixture('external-links');
    expect(targets(run)).toEqual(['/really-missing']);
  });

  it('accepts links with and without the baseUrl prefix', async () => {
    const run = await expectFixture('base-url');
    expect(targets(run)).toEqual(['/missing', '/site/missing']);
    expect(targets(run, 'broken-anchor')).toEqual(['/site/other#nope']);
  });

  it('ignores links in inline code, fenced code and MDX comments; an indented block is not code in MDX', async () => {
    const run = await expectFixture('code-ignored');
    expect(targets(run)).toEqual(['/indented-is-not-code']);
  });

  it('checks links in footnotes', async () => {
    const run = await expectFixture('footnotes');
    expect(targets(run)).toEqual(['/missing-source']);
  });

  it('checks links in tables, admonitions, blockquotes and <details>', async () => {
    const run = await expectFixture('containers');
    expect(targets(run)).toEqual(['/missing-in-table', '/missing-in-admonition', '/missing-in-quote', '/missing-in-details']);
  });

  it('checks reference-style links at each use, and never unused definitions', async () => {
    const run = await expectFixture('reference-links');
    expect(run.diagnostics.filter((d) => d.code === 'broken-link').map((d) => [d.target, d.line, d.column])).toEqual([
      ['/missing-guide', 3, 5],
      ['/missing-guide', 3, 48],
      ['/missing-collapsed', 4, 6],
    ]);
    expect(targets(run, 'broken-anchor')).toEqual(['./other.md#nope']);
    expect(run.diagnostics.some((d) => d.target === '/unused-definition')).toBe(false);
  });

  it('reports broken navbar and footer links once, at their line in the config file', async () => {
    const run = await expectFixture('config-links');
    expect(run.diagnostics.every((d) => d.file === 'docs.config.ts')).toBe(true);
    expect(brokenLinks(run).map((d) => d.message)).toEqual([
      'broken link to /missing-navbar in navbar item "Broken"',
      'broken link to /missing-navbar in navbar item "Broken again"',
      'broken link to /missing-footer in footer link "Gone"',
      'broken link to /missing-footer-href in footer link "Also gone"',
    ]);
  });

  it('positions two config items with the same broken link at their own lines', async () => {
    const run = await expectFixture('config-links');
    expect(brokenLinks(run).filter((d) => d.target === '/missing-navbar').map((d) => [d.line, d.column])).toEqual([
      [9, 16],
      [12, 16],
    ]);
  });

  it('reports a broken sidebar link item once, at its line in the sidebars file (not once per page)', async () => {
    const run = await expectFixture('sidebar-link-item');
    expect(run.diagnostics).toEqual([{ code: 'broken-link', level: 'error', file: 'sidebars.ts', line: 6, column: 45, target: '/missing-sidebar-link' }]);
  });
});

describe('a sidebar link that can run code', () => {
  it('is refused at its own item, however the scheme is spelled or padded, and never checked as a link', async () => {
    const run = await expectFixture('sidebar-link-url');
    expect(run.diagnostics.map((d) => [d.code, d.line, d.target])).toEqual([
      ['invalid-sidebars', 5, 'docs[2].href'],
      ['invalid-sidebars', 6, 'docs[3].href'],
      ['invalid-sidebars', 7, 'docs[4].href'],
    ]);
  });
});
