/**
 * `docs-cli build --site` with a site's own build plugins (`sitePlugins`, renderer/site-build/site-plugin.ts):
 * a plugin's Vite module reaches the site's component in the prerendered page, its files are written
 * beside the pages, its lines are the build's; a plugin that does not load fails the build at its
 * module, leaving out as it was. A site without plugins gets none of the racing-bars site's files.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTemp, removeTemp, runCli } from '../../helpers/site.ts';

/** Counts the site's pages: each page's route is its summary, the bundles get the count, and a file lists the routes. */
const COUNTER = `import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export default {
  name: 'counter',
  summarize: (page) => page.route,
  bundleData: (routes) => routes.length,
  vite: ({ data }) => [{
    name: 'page-count',
    resolveId: (id) => (id === 'virtual:page-count' ? '\\0virtual:page-count' : undefined),
    load: (id) => (id === '\\0virtual:page-count' ? \`export default \${data()};\` : undefined),
  }],
  afterBundle: ({ siteOut }) => writeFile(path.join(siteOut, 'after-bundle.txt'), 'made after the bundles\\n'),
  async writeFiles({ siteOut, summaries }) {
    await writeFile(path.join(siteOut, 'routes.txt'), [...summaries].sort().join('\\n'));
    return 'listed the routes';
  },
};
`;

const COMPONENTS = `import count from 'virtual:page-count';

function PageCount() {
  return <strong className="page-count">{count} pages</strong>;
}

export const components = { PageCount };
`;

describe('docs-cli build --site with site plugins', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await makeTemp();
    const site = path.join(tmp, 'site');
    await mkdir(path.join(site, 'docs'), { recursive: true });
    await mkdir(path.join(site, 'plugins'), { recursive: true });
    await mkdir(path.join(site, 'components'), { recursive: true });
    await writeFile(path.join(site, 'docs.config.ts'), "export default { title: 'T', url: 'https://t.example', sitePlugins: ['./plugins/counter.ts'] };\n");
    await writeFile(path.join(site, 'plugins', 'counter.ts'), COUNTER);
    await writeFile(path.join(site, 'components', 'index.tsx'), COMPONENTS);
    await writeFile(path.join(site, 'docs', 'intro.mdx'), '# Intro\n\nThis site has <PageCount />.\n');
    await writeFile(path.join(site, 'docs', 'guide.md'), '# Guide\n');
  });
  afterAll(async () => {
    await removeTemp(tmp);
  });

  it("runs the plugin's hooks: its module in the page, its files beside the pages, its lines in the build's", async () => {
    const built = await runCli(['build', '--site', 'site', '--out-dir', 'out'], tmp);
    expect(built.code).toBe(0);
    const lines = built.stderr.split('\n').filter((line) => /^(bundled|counter:)/.test(line));
    expect(lines).toEqual(["bundled the client and the server render, and the plugins' files (counter)", 'counter: listed the routes']);
    const site = path.join(tmp, 'out', 'site');
    expect(await readFile(path.join(site, 'after-bundle.txt'), 'utf8')).toBe('made after the bundles\n');
    const routes = (await readFile(path.join(site, 'routes.txt'), 'utf8')).split('\n');
    expect(routes.filter((route) => route === '/guide' || route === '/intro')).toEqual(['/guide', '/intro']);
    const page = await readFile(path.join(site, 'intro', 'index.html'), 'utf8');
    expect(/<strong class="page-count">(\d+)<!-- --> pages<\/strong>/.exec(page)?.[1]).toBe(String(routes.length));
    // None of the racing-bars site's files: they are its plugin's.
    expect((await readdir(site)).filter((name) => name === 'lib' || name === 'js')).toEqual([]);
  }, 600_000);

  it('fails at the module of a plugin that does not load, and leaves out as it was', async () => {
    const before = await readFile(path.join(tmp, 'out', 'site', 'routes.txt'), 'utf8');
    await writeFile(path.join(tmp, 'site', 'plugins', 'counter.ts'), 'export default { summarize: () => 1 };\n');
    const built = await runCli(['build', '--site', 'site', '--out-dir', 'out'], tmp);
    expect(built.code).toBe(1);
    expect(built.stdout.split('\n').filter((line) => line.includes('site-plugin-error'))).toEqual([
      '  plugins/counter.ts:1:1  error  site plugin ./plugins/counter.ts: its default export is not a site plugin (an object with a `name`, and functions for its hooks)  site-plugin-error',
    ]);
    expect(built.stderr.split('\n').filter((line) => line.startsWith('site build failed'))).toEqual(['site build failed: out was left as it was']);
    expect(await readFile(path.join(tmp, 'out', 'site', 'routes.txt'), 'utf8')).toBe(before);
  }, 600_000);
});
