/**
 * load-site on a small Docusaurus 3 site, with the real Docusaurus installed beside the tests
 * (devDependencies): the site's own server side gives its routes, plugins and codegen, whose
 * client modules come out as ES modules. A site copy lives under tests/.tmp, inside the
 * repository, so that Node finds that install from it as from a site's own node_modules.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esmOfGenerated } from '../../../../renderer/site-build/docusaurus-site/generated-modules.ts';
import { findDocusaurusInstall, isSupported, unsupportedMessage } from '../../../../renderer/site-build/docusaurus-site/install.ts';
import { loadDocusaurusSite, type SiteProps } from '../../../../renderer/site-build/docusaurus-site/load-site.ts';
import { DOCUSAURUS_FIXTURE as FIXTURE, testInstall } from '../../../helpers/docusaurus-install.ts';
import { REPO } from '../../../helpers/site.ts';
let tmp: string;

beforeAll(async () => {
  await mkdir(path.join(REPO, 'tests', '.tmp'), { recursive: true });
  tmp = await mkdtemp(path.join(REPO, 'tests', '.tmp', 'docusaurus-install-'));
});
afterAll(async () => {
  // A site whose load failed may still be writing its codegen for a moment: retried as the fixture helper does.
  await rm(tmp, { recursive: true, force: true, maxRetries: 5 });
});

async function siteCopy(name: string): Promise<string> {
  const site = path.join(tmp, name);
  await cp(FIXTURE, site, { recursive: true });
  return site;
}

describe('findDocusaurusInstall', () => {
  it("finds the Docusaurus Node finds from the site, with its version", async () => {
    const lookup = findDocusaurusInstall(await siteCopy('find'));
    const expected = JSON.parse(await readFile(path.join(REPO, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')).version;
    expect('found' in lookup && [lookup.found.coreDir, lookup.found.version]).toEqual([path.join(REPO, 'node_modules', '@docusaurus', 'core'), expected]);
  });

  it("names a version outside the range instead of using it: the site's own node_modules first", async () => {
    const site = await siteCopy('old');
    await mkdir(path.join(site, 'node_modules', '@docusaurus', 'core'), { recursive: true });
    await writeFile(path.join(site, 'node_modules', '@docusaurus', 'core', 'package.json'), '{"name":"@docusaurus/core","version":"2.4.3"}\n');
    expect(findDocusaurusInstall(site)).toEqual({ unsupported: '2.4.3', coreDir: path.join(site, 'node_modules', '@docusaurus', 'core') });
    expect(unsupportedMessage('2.4.3')).toBe('@docusaurus/core 2.4.3 is installed; docs-cli builds sites with Docusaurus 3.6 to 3.10');
  });

  it.each([
    ['3.6.0', true],
    ['3.10.2', true],
    ['3.5.2', false],
    ['3.11.0', false],
    ['4.0.0', false],
    ['', false],
  ])('takes %j as supported: %s', (version, supported) => {
    expect(isSupported(version)).toBe(supported);
  });
});

describe('loadDocusaurusSite', () => {
  let props: SiteProps;
  let site: string;
  beforeAll(async () => {
    site = await siteCopy('load');
    const outcome = await loadDocusaurusSite(testInstall(site), { siteDir: site, outDir: path.join(site, 'build') });
    if ('failure' in outcome) throw new Error(outcome.failure);
    props = outcome.site.props;
  }, 60_000);

  it("gives every route Docusaurus makes: docs, the blog's lists, tags and post, the Markdown page, the local plugin's route and the 404 page", () => {
    expect([...props.routesPaths].sort()).toEqual(['/', '/404.html', '/about', '/blog', '/blog/2024/01/02/hello', '/blog/archive', '/blog/tags', '/blog/tags/news', '/docs/1.0/intro', '/docs/guide/setup', '/docs/guide/standings', '/docs/intro', '/hello']);
  });

  it("loads the preset's plugins and the local one, with its global data written for the client", async () => {
    expect(props.plugins.map((plugin) => plugin.name)).toContain('hello-plugin');
    const globalData = JSON.parse(await readFile(path.join(props.generatedFilesDir, 'globalData.json'), 'utf8'));
    expect(globalData['hello-plugin']).toEqual({ default: { greeting: 'Hello from a local plugin' } });
    expect(props.generatedFilesDir).toBe(path.join(site, '.docusaurus'));
  });

  it('gives the registry and the client modules as ES modules with no webpack require left', async () => {
    const generatedModule = async (name: string) => esmOfGenerated(name, await readFile(path.join(props.generatedFilesDir, name), 'utf8'));
    for (const name of ['registry.js', 'client-modules.js']) {
      const code = await generatedModule(name);
      expect(code).not.toMatch(/\brequire\b/);
      expect(() => Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    }
    expect(await generatedModule('client-modules.js')).toMatch(/^import \* as clientModule\d+ from ".*infima.*\.css";$/m);
  });

  it('says in one line why a site cannot be loaded', async () => {
    const broken = await siteCopy('broken');
    await writeFile(path.join(broken, 'sidebars.js'), "module.exports = { docs: ['intro', 'no-such-doc'] };\n");
    const outcome = await loadDocusaurusSite(testInstall(broken), { siteDir: broken, outDir: path.join(broken, 'build') });
    expect('failure' in outcome && outcome.failure).toMatch(/^Invalid sidebar file at ".*\/broken\/sidebars\.js"\. These sidebar document ids do not exist: - no-such-doc Available document ids are: - guide\/setup - guide\/standings - intro$/);
  }, 60_000);
});
