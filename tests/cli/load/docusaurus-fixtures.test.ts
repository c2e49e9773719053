/**
 * Docusaurus sites checked with no docs.config (tests/fixtures/docusaurus): each config shape is
 * evaluated or read as Docusaurus reads it, and each site checks to exactly its expected.json
 * (what Docusaurus 3.10 reports, and where docs-cli differs on purpose: see its NOTES.md).
 */
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_FIXTURES, expectFixture } from '../../helpers/check-fixture.ts';

const messagesOf = (run: Awaited<ReturnType<typeof expectFixture>>, code: string) => run.full.filter((d) => d.code === code).map((d) => d.message);

describe('a Docusaurus config is read in each shape Docusaurus loads', () => {
  it('a CommonJS config with all four preset sections: routes under its paths and base URL, navbar and footer links checked at their lines', async () => {
    const run = await expectFixture('config-presets', DOCUSAURUS_FIXTURES);
    expect(run.full.find((d) => d.target === '/navbar-missing')?.message).toBe('broken link to /navbar-missing in navbar item "Broken nav"');
  });

  it('the deprecated top-level onBrokenMarkdownLinks is warned about once and wins over markdown.hooks', async () => {
    const run = await expectFixture('config-deprecated-md-links', DOCUSAURUS_FIXTURES);
    expect(messagesOf(run, 'deprecated-config')).toEqual([
      'The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4. Please migrate and move this option to `siteConfig.markdown.hooks.onBrokenMarkdownLinks` instead.',
    ]);
  });

  it('an async function export that reads a data file builds its navbar; the log level gives info lines and exit 0', async () => {
    await expectFixture('config-async-function', DOCUSAURUS_FIXTURES);
  });

  it('a TypeScript config with a local helper is evaluated, a package that is not installed stands in and is named once', async () => {
    const run = await expectFixture('config-ts', DOCUSAURUS_FIXTURES);
    expect(messagesOf(run, 'package-stand-in')).toEqual([
      'not installed, so stood in by an inert value: "@acme/prism-themes" (install the site\'s dependencies to use the real package)',
    ]);
  });

  it('a config that reads a generated file that is missing is an error, as in Docusaurus, and is read from its syntax tree, naming the keys it could not know', async () => {
    const run = await expectFixture('config-unevaluable', DOCUSAURUS_FIXTURES);
    expect(messagesOf(run, 'config-file-missing')).toEqual([
      'the config reads generated/nav.json, which does not exist: Docusaurus cannot load the config without it (is it written by a build step? run that first); its literal parts were read; not known: tagline, themeConfig.navbar.items[2], themeConfig.footer.copyright',
    ]);
  });
});

describe('plugins docs-cli does not run', () => {
  it('an unknown plugin is one info line, its routes are left unchecked and the content is still checked', async () => {
    const run = await expectFixture('unknown-plugin', DOCUSAURUS_FIXTURES);
    expect(messagesOf(run, 'unknown-plugin')).toEqual([
      'plugin "docusaurus-plugin-openapi-not-installed" is not run by docs-cli: the routes it makes are unknown; links under its routeBasePath (/api/**) are not checked',
    ]);
  });

  it('remark and rehype plugins are listed in one info line and the links are checked as written', async () => {
    const run = await expectFixture('remark-plugins', DOCUSAURUS_FIXTURES);
    expect(messagesOf(run, 'plugin-not-run')).toEqual([
      'not run by docs-cli: addSeeAlso, remarkGfm, rewriteOldLinks, rehypeExternalMark; links and headings they would add or change are not seen',
    ]);
  });
});

describe('a docs folder outside the site folder', () => {
  it('is read when the config names it, its files named relative to the site', async () => {
    await expectFixture('docs-outside/website', DOCUSAURUS_FIXTURES);
  });

  it('loads a CommonJS sidebars.js in a "type": "module" package and checks the site as the same site without the type', async () => {
    const run = await expectFixture('docs-outside-type-module/website', DOCUSAURUS_FIXTURES);
    const plain = await expectFixture('docs-outside/website', DOCUSAURUS_FIXTURES);
    expect(run.diagnostics).toEqual(plain.diagnostics);
  });
});
