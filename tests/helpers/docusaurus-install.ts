/**
 * The Docusaurus fixture sites of renderer/docusaurus-site/'s tests, copied under tests/.tmp:
 * inside the repository, so that Node finds the Docusaurus installed beside the tests from them
 * as from a site's own node_modules (and `loadSite` writes its `.docusaurus/` into the copy).
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type DocusaurusInstall, findDocusaurusInstall } from '../../renderer/site-build/docusaurus-site/install.ts';
import { loadDocusaurusSite, type SiteProps } from '../../renderer/site-build/docusaurus-site/load-site.ts';
import { REPO } from './site.ts';

export const DOCUSAURUS_FIXTURE = path.join(REPO, 'tests', 'fixtures', 'docusaurus-install', 'basic');

/** What the build says of the fixture's local webpack-extras plugin: its loader and webpack plugin are not run. */
export const FIXTURE_WEBPACK_WARNING = {
  level: 'warn',
  code: 'webpack-not-applied',
  message: 'the plugin webpack-extras asks webpack for the loader fixture-data-loader.js and the webpack plugin FixtureBannerPlugin, which the bundle does not run; its pages may lack what they do',
  file: 'docusaurus.config.js',
  line: 1,
  column: 1,
} as const;

export interface FixtureCopy {
  /** the temporary folder: the site is `site` in it, outputs go beside it */
  tmp: string;
  site: string;
  remove: () => Promise<void>;
}

export async function copyDocusaurusFixture(prefix: string): Promise<FixtureCopy> {
  await mkdir(path.join(REPO, 'tests', '.tmp'), { recursive: true });
  const tmp = await mkdtemp(path.join(REPO, 'tests', '.tmp', `${prefix}-`));
  const site = path.join(tmp, 'site');
  await cp(DOCUSAURUS_FIXTURE, site, { recursive: true });
  return { tmp, site, remove: () => rm(tmp, { recursive: true, force: true, maxRetries: 5 }) };
}

export function testInstall(site: string): DocusaurusInstall {
  const lookup = findDocusaurusInstall(site);
  if (!('found' in lookup)) throw new Error('the test install of Docusaurus is missing (npm ci installs it as a devDependency)');
  return lookup.found;
}

/** A fixture copy loaded by the installed Docusaurus's own loadSite. */
export async function loadedDocusaurusFixture(prefix: string): Promise<FixtureCopy & { install: DocusaurusInstall; props: SiteProps; plugins: unknown[] }> {
  const copy = await copyDocusaurusFixture(prefix);
  const install = testInstall(copy.site);
  const loaded = await loadDocusaurusSite(install, { siteDir: copy.site, outDir: path.join(copy.site, 'build') });
  if ('failure' in loaded) throw new Error(loaded.failure);
  return { ...copy, install, props: loaded.site.props, plugins: loaded.site.plugins };
}
