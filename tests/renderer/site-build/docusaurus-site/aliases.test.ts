/**
 * The aliases of a loaded fixture site, from the webpack configuration its own Docusaurus makes,
 * as the bundler takes them (the first that matches, with webpack's key-or-`key/` semantics): the
 * site's swizzles (ejected and wrapped) win over the theme, the theme's originals stay reachable,
 * `@docusaurus/*` are core's client exports, the docs plugin's `~docs` is there.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ViteAlias, viteAliasesOf } from '../../../../renderer/site-build/docusaurus-site/aliases.ts';
import { docusaurusWebpackConfig } from '../../../../renderer/site-build/docusaurus-site/webpack-config.ts';
import { loadedDocusaurusFixture } from '../../../helpers/docusaurus-install.ts';
import { REPO } from '../../../helpers/site.ts';

const MODULES = path.join(REPO, 'node_modules');
let site: string;
let remove: () => Promise<void>;
let aliases: ViteAlias[];

beforeAll(async () => {
  const loaded = await loadedDocusaurusFixture('docusaurus-aliases');
  ({ site, remove } = loaded);
  aliases = viteAliasesOf(await docusaurusWebpackConfig(loaded.install, loaded.props));
}, 60_000);
afterAll(async () => {
  await remove();
});

/** An id through the aliases as the bundler's alias step rewrites it: the first whose pattern matches; undefined when none does. */
function applyAliases(list: readonly ViteAlias[], id: string): string | undefined {
  const alias = list.find((candidate) => candidate.find.test(id));
  return alias ? id.replace(alias.find, alias.replacement) : undefined;
}

describe('viteAliasesOf', () => {
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
    ['~docs/default', () => path.join(site, '.docusaurus', 'docusaurus-plugin-content-docs', 'default')],
    ['react', () => path.join(MODULES, 'react')],
    ['react/jsx-runtime', () => path.join(MODULES, 'react', 'jsx-runtime')],
  ])('resolves %s as Docusaurus does', (id, target) => {
    expect(applyAliases(aliases, id)).toBe(target());
  });

  it('leaves what is no alias to the resolver: a package whose name only starts like one, a theme package', () => {
    expect([applyAliases(aliases, 'react-dom-extra'), applyAliases(aliases, '@docusaurus/theme-common'), applyAliases(aliases, '@theme2/x')]).toEqual([undefined, undefined, undefined]);
  });
});
