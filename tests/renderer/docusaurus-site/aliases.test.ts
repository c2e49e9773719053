/**
 * The aliases of a loaded fixture site, made by its Docusaurus's own helpers, applied with
 * webpack's semantics: the site's swizzles (ejected and wrapped) win over the theme, the theme's
 * originals stay reachable, `@docusaurus/*` are core's client exports.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAliases, asViteAliases, docusaurusAliases, type ViteAlias } from '../../../renderer/docusaurus-site/aliases.ts';
import { loadedDocusaurusFixture } from '../../helpers/docusaurus-install.ts';
import { REPO } from '../../helpers/site.ts';

const MODULES = path.join(REPO, 'node_modules');
let site: string;
let remove: () => Promise<void>;
let aliases: ViteAlias[];

beforeAll(async () => {
  const loaded = await loadedDocusaurusFixture('docusaurus-aliases');
  ({ site, remove } = loaded);
  aliases = asViteAliases(await docusaurusAliases(loaded.install, { siteDir: site, generatedFilesDir: loaded.props.generatedFilesDir, plugins: loaded.plugins }));
}, 60_000);
afterAll(async () => {
  await remove();
});

describe('docusaurusAliases', () => {
  it.each([
    ['@theme/Footer', () => path.join(site, 'src', 'theme', 'Footer', 'index.js')],
    ['@theme-original/Footer', () => path.join(MODULES, '@docusaurus', 'theme-classic', 'lib', 'theme', 'Footer', 'index.js')],
    ['@theme/DocItem/Footer', () => path.join(site, 'src', 'theme', 'DocItem', 'Footer', 'index.js')],
    ['@theme-original/DocItem/Footer', () => path.join(MODULES, '@docusaurus', 'theme-classic', 'lib', 'theme', 'DocItem', 'Footer', 'index.js')],
    ['@theme/DocItem', () => path.join(MODULES, '@docusaurus', 'theme-classic', 'lib', 'theme', 'DocItem', 'index.js')],
    ['@theme/Layout', () => path.join(MODULES, '@docusaurus', 'theme-classic', 'lib', 'theme', 'Layout', 'index.js')],
    ['@docusaurus/Link', () => path.join(MODULES, '@docusaurus', 'core', 'lib', 'client', 'exports', 'Link.js')],
    ['@generated/registry', () => path.join(site, '.docusaurus', 'registry')],
    ['@site/src/components/Hello.js', () => path.join(site, 'src', 'components', 'Hello.js')],
    ['react', () => path.join(MODULES, 'react')],
    ['react/jsx-runtime', () => path.join(MODULES, 'react', 'jsx-runtime')],
  ])('resolves %s as Docusaurus does', (id, target) => {
    expect(applyAliases(aliases, id)).toBe(target());
  });

  it('leaves what is no alias to the resolver: a package whose name only starts like one, a theme package', () => {
    expect([applyAliases(aliases, 'react-dom-extra'), applyAliases(aliases, '@docusaurus/theme-common'), applyAliases(aliases, '@theme2/x')]).toEqual([undefined, undefined, undefined]);
  });
});
