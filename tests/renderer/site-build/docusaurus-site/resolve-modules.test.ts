/**
 * Webpack's `resolve.modules`, as the bundle follows it: a bare import that the importer's own
 * lookup cannot find is found in a listed node_modules folder (Docusaurus lists the working
 * directory's, which is how Markdown in `../../docs` imports the site's packages), and a folder
 * listed before the importer's lookup wins over it (core's own node_modules).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webpackModules } from '../../../../renderer/site-build/docusaurus-site/vite-config.ts';

let tmp: string;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
  await writeFile(path.join(tmp, file), text);
}

async function bundle(modules: string[]): Promise<string> {
  const { build } = await import('vite');
  const outDir = path.join(tmp, 'out');
  await build({
    configFile: false,
    logLevel: 'silent',
    root: tmp,
    plugins: [webpackModules(modules)],
    build: { outDir, emptyOutDir: true, minify: false, lib: { entry: path.join(tmp, 'docs', 'page.js'), formats: ['es'], fileName: () => 'page.js' } },
  });
  return readFile(path.join(outDir, 'page.js'), 'utf8');
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'docs-cli-resolve-modules-'));
  // A page outside the site folder imports a package that only the site has, and one that both it and "core" have.
  await write('docs/page.js', "import only from 'site-only';\nimport both from 'in-both';\nexport default [only, both];\n");
  await write('docs/node_modules/in-both/package.json', '{"name":"in-both","main":"index.js"}');
  await write('docs/node_modules/in-both/index.js', "export default 'the page folder’s copy';\n");
  await write('site/node_modules/site-only/package.json', '{"name":"site-only","main":"index.js"}');
  await write('site/node_modules/site-only/index.js', "export default 'the site’s package';\n");
  await write('core/node_modules/in-both/package.json', '{"name":"in-both","main":"index.js"}');
  await write('core/node_modules/in-both/index.js', "export default 'core’s copy';\n");
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('resolve.modules in the bundle', () => {
  it('finds a package in a listed folder after the importer’s own lookup, which wins where both have it', async () => {
    const code = await bundle(['node_modules', path.join(tmp, 'site', 'node_modules')]);
    expect(code).toContain('the site’s package');
    expect(code).toContain('the page folder’s copy');
  });

  it('takes a folder listed first over the importer’s own lookup', async () => {
    const code = await bundle([path.join(tmp, 'core', 'node_modules'), 'node_modules', path.join(tmp, 'site', 'node_modules')]);
    expect(code).toContain('core’s copy');
    expect(code).not.toContain('the page folder’s copy');
  });

  it('leaves a package no listed folder has unresolved', async () => {
    await expect(bundle(['node_modules'])).rejects.toThrow(/site-only/);
  });
});
