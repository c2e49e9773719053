/**
 * Which Docusaurus builds a site: the site's own, as Node finds it from the site folder (its
 * node_modules or a workspace root's); never docs-cli's development copy unless the site's
 * package.json asks for Docusaurus; and a version outside the supported range is said at the
 * place the site's package.json names it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installDiagnostic } from '../../../../renderer/site-build/docusaurus-site/failures.ts';
import { findSiteDocusaurus } from '../../../../renderer/site-build/docusaurus-site/install.ts';
import { REPO } from '../../../helpers/site.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function folder(parent: string, files: Record<string, string>): Promise<string> {
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, 'docs-cli-install-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

const PACKAGE_WITH_CORE = '{\n  "name": "site",\n  "dependencies": {\n    "@docusaurus/core": "2.4.3"\n  }\n}\n';

describe('the Docusaurus that builds a site', () => {
  it("takes the site's own install, with its version", async () => {
    const site = await folder(tmpdir(), { 'package.json': PACKAGE_WITH_CORE, 'node_modules/@docusaurus/core/package.json': '{"name":"@docusaurus/core","version":"3.7.0"}' });
    const lookup = findSiteDocusaurus(site);
    expect('found' in lookup && [lookup.found.version, lookup.found.coreDir]).toEqual(['3.7.0', path.join(site, 'node_modules', '@docusaurus', 'core')]);
  });

  it("takes a workspace root's install above the site folder, whose own package.json need not name it", async () => {
    const root = await folder(tmpdir(), { 'package.json': PACKAGE_WITH_CORE, 'node_modules/@docusaurus/core/package.json': '{"name":"@docusaurus/core","version":"3.10.1"}', 'website/package.json': '{"name":"website"}' });
    const lookup = findSiteDocusaurus(path.join(root, 'website'));
    expect('found' in lookup && lookup.found.version).toBe('3.10.1');
  });

  it("does not take docs-cli's development copy for a site inside docs-cli's folder that does not ask for Docusaurus", async () => {
    const site = await folder(path.join(REPO, 'tests', '.tmp'), { 'package.json': '{"name":"fixture","private":true}', 'docusaurus.config.js': 'module.exports = {};\n' });
    expect(findSiteDocusaurus(site)).toEqual({ missing: true });
    await writeFile(path.join(site, 'package.json'), '{"name":"fixture","dependencies":{"@docusaurus/core":"3.10.2"}}');
    expect('found' in findSiteDocusaurus(site)).toBe(true);
  });

  it('says a version outside the supported range where package.json names @docusaurus/core', async () => {
    const site = await folder(tmpdir(), { 'package.json': PACKAGE_WITH_CORE, 'node_modules/@docusaurus/core/package.json': '{"name":"@docusaurus/core","version":"2.4.3"}' });
    const lookup = findSiteDocusaurus(site);
    expect(lookup).toEqual({ unsupported: '2.4.3', coreDir: path.join(site, 'node_modules', '@docusaurus', 'core') });
    if ('found' in lookup) return;
    expect(installDiagnostic(site, lookup)).toEqual({
      level: 'error',
      code: 'docusaurus-install',
      message: '@docusaurus/core 2.4.3 is installed; docs-cli builds sites with Docusaurus 3.6 to 3.10',
      file: 'package.json',
      line: 4,
      column: 6,
    });
  });
});
