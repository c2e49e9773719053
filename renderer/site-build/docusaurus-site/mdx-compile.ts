/**
 * mdx: a Markdown or MDX file compiled as Docusaurus compiles it, by the loaders and options of
 * its plugin's rule (./webpack-config.ts): the docs' and pages' mdx-loader, the blog's truncating
 * markdownLoader before it, the site's remark and rehype plugins inside, run by ./loader-runner.ts.
 *
 * Compiled once, as the client compiler: its output serves both bundles (what Docusaurus's own
 * cross-compiler cache does), and a server compile would wait forever on the client one when the
 * site turns that cache on.
 */
import { readFile } from 'node:fs/promises';
import type { DocusaurusInstall } from './install.ts';
import { runLoaders } from './loader-runner.ts';
import { oneLine } from './one-line.ts';
import { loadersOf, ruleFor, type WebpackRule } from './webpack-config.ts';

export type CompileOutcome = { code: string } | { failure: string } | { noRule: true };

/** Compiles `resource` (a file path, maybe with `?truncated=true`, whose text is `source` when the caller read it) with the rule its plugin gives it. */
export async function compileMarkdown(install: DocusaurusInstall, rules: readonly WebpackRule[], resource: string, source?: string): Promise<CompileOutcome> {
  const cut = resource.indexOf('?');
  const file = { path: cut < 0 ? resource : resource.slice(0, cut), query: cut < 0 ? '' : resource.slice(cut) };
  const rule = ruleFor(rules, file.path);
  if (!rule) return { noRule: true };
  try {
    return { code: await runLoaders(install, loadersOf(rule), file, source ?? (await readFile(file.path, 'utf8'))) };
  } catch (error) {
    return { failure: oneLine(error) };
  }
}
