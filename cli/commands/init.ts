/**
 * `docs-cli init [dir] [--title <title>]`: writes a new site (docs, a sidebar, a blog, a home
 * page) that `dev`, `check`, `build --site` and `serve` take at once, then says what to run next. Never
 * overwrites: a folder that already holds a site, or any of the files, is refused before
 * anything is written, and each file is created only if it is still absent when written.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_NAMES, DOCUSAURUS_CONFIG_NAMES } from '../core/raw-site.ts';
import { GITIGNORE, siteTemplate } from './init-template.ts';

export interface InitOptions {
  title?: string;
}

/** The day as the blog names its posts (YYYY-MM-DD), in the local calendar. */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The site's name from its folder: `my-docs` → "My docs". */
function titleOf(dir: string): string {
  const name = path.basename(path.resolve(dir)).replace(/[-_]+/g, ' ').trim();
  return name === '' ? 'My docs' : name[0].toUpperCase() + name.slice(1);
}

/** What stands in the way of a new site in `dir`: a config of a site already there, or a file the template would write. */
export function initConflicts(dir: string, files: readonly string[]): string[] {
  const configs = [...CONFIG_NAMES, ...DOCUSAURUS_CONFIG_NAMES].filter((name) => existsSync(path.join(dir, name)));
  return [...new Set([...configs, ...files.filter((file) => existsSync(path.join(dir, file)))])];
}

export async function initCommand(dir: string, options: InitOptions): Promise<number> {
  const files = siteTemplate(options.title ?? titleOf(dir), localDay(new Date()));
  const conflicts = initConflicts(dir, Object.keys(files));
  if (conflicts.length > 0) {
    process.stderr.write(`refusing to write a new site in ${dir}: it already has ${conflicts.join(', ')} (nothing was written; choose an empty folder: docs-cli init <dir>)\n`);
    return 2;
  }
  const written: string[] = [];
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      // 'wx': a file that appeared since the check above is left as it is, and the run stops.
      writeFileSync(path.join(dir, file), text, { flag: 'wx' });
      written.push(file);
    }
    if (!existsSync(path.join(dir, '.gitignore'))) {
      writeFileSync(path.join(dir, '.gitignore'), GITIGNORE, { flag: 'wx' });
      written.push('.gitignore');
    }
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    process.stderr.write(`could not write the new site in ${dir}: ${code === 'EEXIST' ? 'a file appeared while writing' : message}; written so far: ${written.join(', ') || 'nothing'}\n`);
    return 2;
  }
  const at = dir === '.' ? '' : ` ${dir}`;
  const next: [string, string][] = [
    [`npx docs-cli dev${at}`, 'serve it while you write: an edit shows in the open page'],
    [`npx docs-cli check${at}`, 'check every link, anchor and page'],
    [`npx docs-cli build${at} --site`, 'build the site into out/site'],
    ['npx docs-cli serve', 'serve it at http://127.0.0.1:3000'],
  ];
  const width = Math.max(...next.map(([command]) => command.length));
  process.stdout.write(
    [`Created a site in ${dir === '.' ? 'this folder' : dir}: ${written.join(', ')}.`, '', 'Next:', ...next.map(([command, what]) => `  ${command.padEnd(width)}  ${what}`), ''].join('\n'),
  );
  return 0;
}
