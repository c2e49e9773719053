import { describe, expect, it, vi } from 'vitest';
import type { DocsVersion, GlobalDataArtifact } from '../../../../schema/artifacts.ts';
import { siteConfig } from '../../../../schema/config.ts';
import { sameDocInVersions } from '../../../../renderer/theme/docs/version-docs.ts';
import { versionsSummary } from '../../../../renderer/site-build/plugins/docs-versions.ts';
import { activeInstance, activeVersion, bannerText, docsPluginsOf } from '../../../../renderer/theme/docs/versions.ts';

// version-docs.ts fetches globalData.json from the site's data URL: the bundle's config is not needed here.
vi.mock('../../../../renderer/theme/base/site.ts', () => ({ dataUrl: (file: string) => `/__docs/data/${file}` }));

const version = (name: string, path: string, isLast: boolean, docs: [string, string][]): DocsVersion => ({
  name,
  label: name === 'current' ? 'Next' : name,
  isLast,
  path,
  mainDocId: 'intro',
  docs: docs.map(([id, docPath]) => ({ id, path: docPath })),
  draftIds: [],
  sidebars: {},
});

// As the versions fixture's: current (/docs/next), 2.0 the last (/docs), 1.0 (/docs/1.0); and a community instance of one version.
const global: GlobalDataArtifact = {
  schemaVersion: 1 as GlobalDataArtifact['schemaVersion'],
  docs: {
    path: '/docs',
    versions: [
      version('current', '/docs/next', false, [
        ['intro', '/docs/next/intro'],
        ['new-feature', '/docs/next/new-feature'],
        ['guide/setup', '/docs/next/guide/setup'],
      ]),
      version('2.0', '/docs', true, [
        ['intro', '/docs/intro'],
        ['guide/setup', '/docs/guide/setup'],
      ]),
      version('1.0', '/docs/1.0', false, [
        ['intro', '/docs/1.0/intro'],
        ['old-api', '/docs/1.0/old-api'],
      ]),
    ],
  },
  docsInstances: { community: { path: '/community', versions: [version('current', '/community', true, [['intro', '/community/intro']])] } },
  blog: { path: '/blog', postCount: 0 },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
};

const config = siteConfig.parse({ title: 'Versions', url: 'https://example.com', docs: { versions: { '1.0': { banner: 'none' } } } });
const summary = versionsSummary(global, config);

describe('the versions summary the bundle carries', () => {
  it("gives each version its main doc and Docusaurus's default banner and badge, a version's own options winning", () => {
    expect(summary.map((instance) => ({ id: instance.id, versions: instance.versions.map((v) => [v.name, v.label, v.mainDoc, v.banner, v.badge]) }))).toEqual([
      {
        id: 'default',
        versions: [
          ['current', 'Next', '/docs/next/intro', 'unreleased', true],
          ['2.0', '2.0', '/docs/intro', 'none', true],
          ['1.0', '1.0', '/docs/1.0/intro', 'none', true],
        ],
      },
      { id: 'community', versions: [['current', 'Next', '/community/intro', 'none', false]] },
    ]);
  });

  it('calls an older version unmaintained unless its options say otherwise', () => {
    const plain = versionsSummary(global, siteConfig.parse({ title: 'Versions', url: 'https://example.com' }));
    expect(plain[0].versions.map((v) => v.banner)).toEqual(['unreleased', 'none', 'unmaintained']);
  });
});

describe('the instance and version of a path', () => {
  it('is the version whose route holds it, the last version (/docs) tried after the ones under it', () => {
    const at = (path: string) => {
      const instance = activeInstance(summary, path);
      return [instance?.id, instance && activeVersion(instance, path)?.name];
    };
    expect([at('/docs/next/intro'), at('/docs/intro'), at('/docs/1.0/old-api'), at('/docs'), at('/community/intro'), at('/blog/post'), at('/docsify')]).toEqual([
      ['default', 'current'],
      ['default', '2.0'],
      ['default', '1.0'],
      ['default', '2.0'],
      ['community', 'current'],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('lists the instances of globalData, the default one first', () => {
    expect(docsPluginsOf(global).map((plugin) => [plugin.id, plugin.path])).toEqual([
      ['default', '/docs'],
      ['community', '/community'],
    ]);
  });
});

describe('the same doc in the other versions', () => {
  it('is found by the doc id of the page, in the versions that have it', () => {
    expect(sameDocInVersions(global, 'default', '/docs/next/guide/setup/')).toEqual({ current: '/docs/next/guide/setup', '2.0': '/docs/guide/setup' });
    expect(sameDocInVersions(global, 'default', '/docs/1.0/old-api')).toEqual({ '1.0': '/docs/1.0/old-api' });
    expect(sameDocInVersions(global, 'default', '/blog')).toEqual({});
  });
});

describe('the banner of a version', () => {
  it("says Docusaurus's words for an unreleased and an unmaintained version", () => {
    expect(bannerText('unreleased', 'Versions', 'Next')).toBe('This is unreleased documentation for Versions Next version.');
    expect(bannerText('unmaintained', 'Versions', '1.0')).toBe('This is documentation for Versions 1.0, which is no longer actively maintained.');
  });
});
