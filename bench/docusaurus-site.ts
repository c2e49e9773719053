/**
 * `build --site` on a Docusaurus site with its own Docusaurus installed (a folder you give: a
 * real site after `npm install`), three times in a fresh out folder: cold (no compile cache),
 * warm with nothing changed, and warm with one page edited (restored afterwards). Prints the
 * seconds, peak RSS and the build's own stage times (load, bundle, render, postBuild) of each.
 *
 *   node --import tsx bench/docusaurus-site.ts <site folder> [--locale en] [--page docs/intro.md]
 *
 * A site that needs a preload offline (a fetch served from disk) takes it through NODE_OPTIONS,
 * which the CLI's process inherits.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { editOnePage, fmt, option, type RunResult, runCli, table, tempDir } from './common.ts';

const STAGES = /\(load ([\d.]+) s, bundle ([\d.]+) s, render ([\d.]+) s, postBuild ([\d.]+) s[;)]/;

/** The first Markdown page, by name, under the site's docs folder (`docs`, or `../docs` as in a `website/` folder): the page the warm run edits. */
function firstDoc(site: string): string {
  for (const docs of ['docs', path.join('..', 'docs')]) {
    if (!existsSync(path.join(site, docs))) continue;
    const found = (readdirSync(path.join(site, docs), { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file)).sort()[0];
    if (found) return path.join(docs, found);
  }
  throw new Error(`no Markdown page under ${path.join(site, 'docs')} or ${path.join(site, '..', 'docs')}: name one with --page`);
}

function row(label: string, run: RunResult): string[] {
  const stages = STAGES.exec(run.stderr)?.slice(1) ?? ['-', '-', '-', '-'];
  return [label, fmt.s(run.ms), fmt.mb(run.peakRss), ...stages.map((s) => (s === '-' ? s : `${s} s`)), String(run.exitCode)];
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const site = argv[0] && !argv[0].startsWith('--') ? path.resolve(argv[0]) : undefined;
  if (!site) throw new Error('usage: node --import tsx bench/docusaurus-site.ts <site folder> [--locale en] [--page docs/intro.md]');
  const locale = option(argv, 'locale');
  const page = option(argv, 'page') ?? firstDoc(site);
  const out = path.join(tempDir('docs-cli-bench-docusaurus-'), 'out');
  // In the site folder, where its maintainer runs it (a site's offline preload may resolve packages from there).
  const build = () => runCli(['build', '.', '--site', '--out-dir', out, ...(locale ? ['--locale', locale] : [])], site);
  const rows = [['run', 'wall', 'peak RSS', 'load', 'bundle', 'render', 'postBuild', 'exit']];
  const cold = await build();
  rows.push(row('cold (no cache)', cold));
  // The build's failure: its last line on stderr, its diagnostics (after docs-cli's own check's) on stdout.
  if (cold.exitCode !== 0) console.error(`${cold.stderr.slice(-1000)}\n${cold.stdout.slice(-3000)}`);
  rows.push(row('warm, nothing changed', await build()));
  const restore = editOnePage(site, [page]);
  try {
    rows.push(row(`warm, ${page} edited`, await build()));
  } finally {
    restore();
  }
  console.log(`${site}${locale ? ` (--locale ${locale})` : ''}, out ${out}\n`);
  console.log(table(rows));
}

await main();
