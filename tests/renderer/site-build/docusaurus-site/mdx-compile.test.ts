/**
 * Markdown compiled by the loaded fixture site's own rules (its docs, blog and pages plugins'
 * mdx-loader and options, the blog's truncating loader): mdx-loader's export shape, links already
 * permalinks, metadata from the plugin's data; a file no plugin owns has no rule; broken MDX is
 * one line.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocusaurusInstall } from '../../../../renderer/site-build/docusaurus-site/install.ts';
import { loadDocusaurusSite } from '../../../../renderer/site-build/docusaurus-site/load-site.ts';
import { compileMarkdown } from '../../../../renderer/site-build/docusaurus-site/mdx-compile.ts';
import { docusaurusWebpackConfig, markdownRules, type WebpackRule } from '../../../../renderer/site-build/docusaurus-site/webpack-config.ts';
import { copyDocusaurusFixture, testInstall } from '../../../helpers/docusaurus-install.ts';

let site: string;
let remove: () => Promise<void>;
let install: DocusaurusInstall;
let rules: WebpackRule[];

beforeAll(async () => {
  ({ site, remove } = await copyDocusaurusFixture('docusaurus-mdx'));
  // Only compiled below: loading reads its frontmatter and title, which it has.
  await writeFile(path.join(site, 'docs', 'broken.mdx'), '# Broken\n\n<div>\n\nNo closing tag.\n');
  install = testInstall(site);
  const loaded = await loadDocusaurusSite(install, { siteDir: site, outDir: path.join(site, 'build') });
  if ('failure' in loaded) throw new Error(loaded.failure);
  rules = markdownRules(await docusaurusWebpackConfig(install, loaded.site.props));
}, 60_000);
afterAll(async () => {
  await remove();
});

describe('compileMarkdown', () => {
  it("finds one Markdown rule for each of the docs, blog and pages plugins and the fallback", () => {
    expect(rules.length).toBe(4);
  });

  it("compiles a doc into mdx-loader's exports, its file link a permalink and its metadata the docs plugin's", async () => {
    const out = await compileMarkdown(install, rules, path.join(site, 'docs', 'intro.md'));
    if (!('code' in out)) throw new Error(JSON.stringify(out));
    expect(out.code).toContain("export const contentTitle = 'Introduction';");
    expect(out.code).toMatch(/^export \{default as metadata\} from '@site\/\.docusaurus\/docusaurus-plugin-content-docs\/default\/site-docs-intro-md-[0-9a-f]+\.json'$/m);
    expect(out.code).toContain('href: "/docs/guide/setup"');
    expect(out.code).toMatch(/export default function MDXContent/);
  });

  it('compiles the truncated blog post the list pages import, through the blog plugin\'s loader', async () => {
    const out = await compileMarkdown(install, rules, `${path.join(site, 'blog', '2024-01-02-hello.md')}?truncated=true`);
    if (!('code' in out)) throw new Error(JSON.stringify(out));
    expect(out.code).toMatch(/from '@site\/\.docusaurus\/docusaurus-plugin-content-blog\/default\/site-blog-2024-01-02-hello-md-[0-9a-f]+\.json'/);
    expect(out.code).toContain('The first post of the fixture blog.');
  });

  it('says on one line why broken MDX does not compile', async () => {
    const out = await compileMarkdown(install, rules, path.join(site, 'docs', 'broken.mdx'));
    expect('failure' in out && out.failure).toMatch(/^MDX compilation failed for file ".*broken\.mdx" Cause: Expected a closing tag for `<div>` \(3:1-3:6\)/);
  });
});
