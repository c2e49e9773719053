/**
 * The aliases of a loaded fixture site, made by its Docusaurus's own helpers, applied with
 * webpack's semantics: the site's swizzles (ejected and wrapped) win over the theme, the theme's
 * originals stay reachable, `@docusaurus/*` are core's client exports.
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAliases, asViteAliases, docusaurusAliases, type ViteAlias } from '../../../renderer/docusaurus-site/aliases.ts';
import { findDocusaurusInstall } from '../../../renderer/docusaurus-site/install.ts';
import { loadDocusaurusSite } from '../../../renderer/docusaurus-site/load-site.ts';
import { REPO } from '../../helpers/site.ts';

const FIXTURE = path.join(REPO, 'tests', 'fixtures', 'docusaurus-install', 'basic');
const MODULES = path.join(REPO, 'node_modules');
let tmp: string;
let site: string;
let aliases: ViteAlias[];

beforeAll(async () => {
  await mkdir(path.join(REPO, 'tests', '.tmp'), { recursive: true });
  tmp = await mkdtemp(path.join(REPO, 'tests', '.tmp', 'docusaurus-aliases-'));
  site = path.join(tmp, 'site');
  await cp(FIXTURE, site, { recursive: true });
  const lookup = findDocusaurusInstall(site);
  if (!('found' in lookup)) throw new Error('the test install of Docusaurus is missing');
  const loaded = await loadDocusaurusSite(lookup.found, { siteDir: site, outDir: path.join(site, 'build') });
  if ('failure' in loaded) throw new Error(loaded.failure);
  aliases = asViteAliases(await docusaurusAliases(lookup.found, { siteDir: site, generatedFilesDir: loaded.site.props.generatedFilesDir, plugins: loaded.site.plugins }));
}, 60_000);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
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
