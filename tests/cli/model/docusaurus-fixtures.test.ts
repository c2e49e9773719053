/**
 * Docusaurus sites whose docs versions and docs instances test the model (tests/fixtures/docusaurus):
 * each checks to exactly its expected.json (what Docusaurus 3.10 reports, see its NOTES.md), and
 * the artifacts name every version and instance as Docusaurus's routes and global data do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GlobalDataArtifact, RoutesArtifact } from '../../../schema/artifacts.ts';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { DOCUSAURUS_FIXTURES, expectFixture, fixtureDir } from '../../helpers/check-fixture.ts';

async function artifactsOf(name: string): Promise<{ routes: RoutesArtifact; globalData: GlobalDataArtifact }> {
  const result = await runPipeline(createSession(), fixtureDir(name, DOCUSAURUS_FIXTURES), { artifacts: true });
  if (result.kind !== 'built' || !result.artifacts) throw new Error(`${name} did not build`);
  return { routes: JSON.parse(result.artifacts.get('routes.json') ?? ''), globalData: JSON.parse(result.artifacts.get('globalData.json') ?? '') };
}

const docRoutes = (routes: RoutesArtifact) =>
  routes.routes.filter((r) => r.kind === 'doc').map((r) => ({ path: r.path, id: r.id, sidebar: r.sidebar, docsPluginId: r.docsPluginId, version: r.version }));

const versionsOf = (data: GlobalDataArtifact['docs']) =>
  data.versions.map((v) => ({ name: v.name, label: v.label, isLast: v.isLast, path: v.path, mainDocId: v.mainDocId, docs: v.docs.map((d) => d.path), sidebars: Object.keys(v.sidebars) }));

describe('Docusaurus docs versions', () => {
  it('report the links each version breaks, with Markdown file links resolved only inside their own version', async () => {
    await expectFixture('versions', DOCUSAURUS_FIXTURES);
  });

  it('serve the last version at the root, current at /next and older ones at their name, in routes and global data', async () => {
    const { routes, globalData } = await artifactsOf('versions');
    expect(docRoutes(routes)).toEqual([
      { path: '/docs/1.0/intro', id: 'intro', sidebar: 'default/1.0/docs', docsPluginId: undefined, version: '1.0' },
      { path: '/docs/1.0/old-api', id: 'old-api', sidebar: 'default/1.0/docs', docsPluginId: undefined, version: '1.0' },
      { path: '/docs/guide/setup', id: 'guide/setup', sidebar: 'default/2.0/docs', docsPluginId: undefined, version: '2.0' },
      { path: '/docs/intro', id: 'intro', sidebar: 'default/2.0/docs', docsPluginId: undefined, version: '2.0' },
      { path: '/docs/next/guide/setup', id: 'guide/setup', sidebar: 'docs', docsPluginId: undefined, version: 'current' },
      { path: '/docs/next/intro', id: 'intro', sidebar: 'docs', docsPluginId: undefined, version: 'current' },
      { path: '/docs/next/new-feature', id: 'new-feature', sidebar: 'docs', docsPluginId: undefined, version: 'current' },
      { path: '/docs/only-in-two', id: 'only-in-two', sidebar: 'default/2.0/docs', docsPluginId: undefined, version: '2.0' },
    ]);
    expect(versionsOf(globalData.docs)).toEqual([
      { name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'intro', docs: ['/docs/next/guide/setup', '/docs/next/intro', '/docs/next/new-feature'], sidebars: ['docs'] },
      { name: '2.0', label: '2.0', isLast: true, path: '/docs', mainDocId: 'intro', docs: ['/docs/guide/setup', '/docs/intro', '/docs/only-in-two'], sidebars: ['docs'] },
      { name: '1.0', label: '1.0', isLast: false, path: '/docs/1.0', mainDocId: 'intro', docs: ['/docs/1.0/intro', '/docs/1.0/old-api'], sidebars: ['docs'] },
    ]);
    expect(globalData.docsInstances).toBeUndefined();
  });

  it('leave out the versions onlyIncludeVersions and includeCurrentVersion exclude, their content and sidebars unchecked, and use each version path and label', async () => {
    await expectFixture('versions-options', DOCUSAURUS_FIXTURES);
    const { globalData } = await artifactsOf('versions-options');
    expect(versionsOf(globalData.docs)).toEqual([
      { name: '3.0', label: 'Three (beta)', isLast: false, path: '/docs/three', mainDocId: 'intro', docs: ['/docs/three/intro', '/docs/three/page'], sidebars: ['docs'] },
      { name: '2.0', label: 'Two (stable)', isLast: true, path: '/docs', mainDocId: 'intro', docs: ['/docs/intro', '/docs/page'], sidebars: ['docs'] },
    ]);
    expect(globalData.docs.versions[0].banner).toBe('unreleased');
  });
});

describe('several Docusaurus docs instances', () => {
  it('resolve Markdown file links within their own instance and check URL links across them', async () => {
    await expectFixture('multi-instance', DOCUSAURUS_FIXTURES);
  });

  it('each have their routes, sidebars and global data', async () => {
    const { routes, globalData } = await artifactsOf('multi-instance');
    expect(docRoutes(routes)).toEqual([
      { path: '/community/guides/contributing', id: 'guides/contributing', sidebar: 'community/current/communitySidebar', docsPluginId: 'community', version: undefined },
      { path: '/community/support', id: 'support', sidebar: 'community/current/communitySidebar', docsPluginId: 'community', version: undefined },
      { path: '/docs/api', id: 'api', sidebar: 'main', docsPluginId: undefined, version: undefined },
      { path: '/docs/intro', id: 'intro', sidebar: 'main', docsPluginId: undefined, version: undefined },
    ]);
    expect(versionsOf(globalData.docs)).toEqual([
      { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'intro', docs: ['/docs/api', '/docs/intro'], sidebars: ['main'] },
    ]);
    expect(Object.keys(globalData.docsInstances ?? {})).toEqual(['community']);
    expect(versionsOf(globalData.docsInstances?.community ?? { path: '', versions: [] })).toEqual([
      { name: 'current', label: 'Next', isLast: true, path: '/community', mainDocId: 'support', docs: ['/community/guides/contributing', '/community/support'], sidebars: ['communitySidebar'] },
    ]);
  });

  it('report unknown sidebar ids against their own instance only, naming it and listing only its ids', async () => {
    const run = await expectFixture('multi-instance-bad-sidebar', DOCUSAURUS_FIXTURES);
    const unknown = run.full.filter((d) => d.code === 'unknown-doc-id');
    expect(unknown.map((d) => d.message)).toEqual([
      'unknown doc id "faq" in sidebar "communitySidebar" (docs instance "community")',
      'unknown doc id "guides/style" in sidebar "communitySidebar" (docs instance "community")',
      'unknown doc id "intro" in sidebar "communitySidebar" (docs instance "community")',
    ]);
    expect(unknown[2].hint).toBe('available ids: guides/contributing, support');
  });
});

describe('one root cause, one finding', () => {
  it('a docs folder that does not exist is one missing-content error, not one unknown id per sidebar item', async () => {
    const run = await expectFixture('cascade', DOCUSAURUS_FIXTURES);
    expect(run.full.filter((d) => d.code === 'unknown-doc-id')).toEqual([]);
    expect(run.full[0].message).toBe('no Markdown or MDX files found under "documentation/"');
  });

  it('a docs folder without Markdown is one missing-content error', async () => {
    await expectFixture('cascade-empty-docs', DOCUSAURUS_FIXTURES);
  });

  it('bad front matter is reported where it is, and only the ids that name no doc are unknown', async () => {
    await expectFixture('cascade-bad-frontmatter', DOCUSAURUS_FIXTURES);
  });
});

describe('a plugin docs-cli does not run', () => {
  it('owns the routes checks.externalRoutes declares: links into them are not reported', async () => {
    await expectFixture('local-plugin', DOCUSAURUS_FIXTURES);
  });
});

describe('links Docusaurus renders with trailingSlash: true', () => {
  it('reports .html files of pages with their route as the hint, the 404 page, and missing static files; accepts existing static files reached with ../', async () => {
    const run = await expectFixture('small-things-links', DOCUSAURUS_FIXTURES);
    const steps = run.full.find((d) => d.target === '/docs/guide/steps.html');
    expect(steps?.suggestions).toEqual(['/docs/guide/steps']);
  });
});

describe('a Docusaurus pages folder', () => {
  it('routes React and Markdown pages by file, leaves out _ files, tests and styles, and reads the links React pages and their components render', async () => {
    const run = await expectFixture('src-pages', DOCUSAURUS_FIXTURES);
    const model = run.result.kind === 'built' ? run.result.model : undefined;
    expect(model?.pages.map((p) => [p.permalink, p.source])).toEqual([
      ['/about', 'src/pages/about.md'],
      ['/contact', 'src/pages/contact.js'],
      ['/contact', 'src/pages/contact.md'],
      ['/', 'src/pages/index.js'],
      ['/nested/deep', 'src/pages/nested/deep.mdx'],
      ['/nested/', 'src/pages/nested/index.tsx'],
      ['/nested', 'src/pages/nested.md'],
    ]);
    expect(model?.pages.filter((p) => /\.(js|tsx)$/.test(p.source)).map((p) => p.title)).toEqual(['Contact', 'Home', 'Nested']);
    expect(run.full.find((d) => d.file === 'src/pages/_components/Box.js')?.message).toBe('broken link to /box-missing in the page /, which renders this component');
    expect(run.full.filter((d) => d.code === 'duplicate-route').map((d) => d.message)).toEqual([
      'the route /contact is produced twice: by src/pages/contact.js and by src/pages/contact.md',
      'the route /nested is produced twice: by src/pages/nested/index.tsx and by src/pages/nested.md',
    ]);
  });
});

describe('a Docusaurus blog', () => {
  it('reports what Docusaurus reports of its posts and routes, with inline authors and tags and an untruncated post said once each', async () => {
    const run = await expectFixture('blog', DOCUSAURUS_FIXTURES);
    expect(run.full.filter((d) => d.code.startsWith('inline-blog') || d.code === 'untruncated-blog-post').map((d) => d.message)).toEqual([
      'blog author "Old Timer" written in the post, not in blog/authors.yml',
      'tag "inline-tag" not defined in blog/tags.yml',
      'the post has no truncation marker: blog lists show all of it',
      'blog author "Guest Author" written in the post, not in blog/authors.yml',
    ]);
  });

  it('has the list, archive, tag and author routes the oracle lists, and the posts with their authors', async () => {
    const { routes } = await artifactsOf('blog');
    expect(routes.routes.filter((r) => r.path.startsWith('/blog')).map((r) => `${r.path} ${r.kind}`)).toEqual([
      '/blog blog-list',
      '/blog/2024/01/10/welcome blog-post',
      '/blog/2024/02/20/legacy blog-post',
      '/blog/2024/04/01/untruncated blog-post',
      '/blog/2024/06/06/unlisted blog-post',
      '/blog/archive blog-list',
      '/blog/authors blog-tags',
      '/blog/authors/jane blog-tag',
      '/blog/mdx-post blog-post',
      '/blog/page/2 blog-list',
      '/blog/tags blog-tags',
      '/blog/tags/howto blog-tag',
      '/blog/tags/inline-tag blog-tag',
      '/blog/tags/release blog-tag',
    ]);
    const run = await runPipeline(createSession(), fixtureDir('blog', DOCUSAURUS_FIXTURES), { artifacts: true });
    const posts = run.kind === 'built' ? run.model.blogPosts : [];
    expect(posts.map((p) => [p.permalink, p.authors.map((a) => a.name), p.tags.map((t) => t.permalink)])).toEqual([
      ['/blog/2024/06/06/unlisted', ['Joe Editor'], []],
      ['/blog/2024/04/01/untruncated', ['Guest Author'], []],
      ['/blog/mdx-post', ['Jane Writer', 'Joe Editor'], ['/blog/tags/release', '/blog/tags/howto']],
      ['/blog/2024/02/20/legacy', ['Old Timer'], ['/blog/tags/howto', '/blog/tags/inline-tag']],
      ['/blog/2024/01/10/welcome', ['Jane Writer'], ['/blog/tags/release']],
    ]);
    expect(posts[3].authors[0]).toEqual({ name: 'Old Timer', title: 'Retired maintainer', url: 'https://example.com/old', imageUrl: 'https://example.com/old.png' });
  });

  it('writes the RSS, Atom and JSON feeds of its expected-feeds folder', async () => {
    const run = await runPipeline(createSession(), fixtureDir('blog', DOCUSAURUS_FIXTURES), { artifacts: true });
    const artifacts = run.kind === 'built' ? run.artifacts : undefined;
    for (const file of ['rss.xml', 'atom.xml', 'feed.json']) {
      expect(artifacts?.get(`feeds/blog/${file}`), file).toBe(readFileSync(path.join(fixtureDir('blog', DOCUSAURUS_FIXTURES), 'expected-feeds', file), 'utf8'));
    }
  });
});

describe("the site's components an MDX page renders", () => {
  it('are read with the literal props of each use, found through @site/ and an import alias, their links checked on the page', async () => {
    const run = await expectFixture('component-props', DOCUSAURUS_FIXTURES);
    expect(run.full.filter((d) => d.level === 'error').map((d) => d.message)).toEqual([
      'broken anchor in link to /docs/terms#ticker in the page /docs/race, which renders this component: /docs/terms has no element with id "ticker"',
      'broken link to /docs/gone in the page /docs/race, which renders this component',
    ]);
  });
});

describe('Docusaurus React pages and their ids', () => {
  it('report a broken anchor to a plain element of a page, as Docusaurus does, and none into a page that computes its ids when it renders', async () => {
    await expectFixture('react-page-ids', DOCUSAURUS_FIXTURES);
  });
});
