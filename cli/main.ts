/** The docs-cli command line. Usage errors exit 2, content errors 1. */
import { Command, InvalidArgumentError, Option } from 'commander';
import { GENERATOR_VERSION } from './core/version.ts';

// Each command loads its own modules when it runs: `serve` needs no parser, `check` no server.

const formatOption = () =>
  new Option('--format <format>', 'output format').choices(['pretty', 'json', 'github']).default(process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'pretty');

const integer = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number');
  return n;
};

export function createProgram(): Command {
  const program = new Command('docs-cli')
    .description('Validate, check and build a documentation site into JSON artifacts')
    .version(GENERATOR_VERSION)
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  program
    .command('build')
    .description('check the site and write its artifacts to the out directory')
    .argument('[siteDir]', 'the site directory', '.')
    .option('--out-dir <dir>', 'where artifacts go', 'out')
    .addOption(formatOption())
    .option('--max-warnings <n>', 'fail when there are more warnings than this', integer)
    .option('--quiet', 'report errors only', false)
    .option('--cache-dir <dir>', 'parse cache location (default: .docs-cli/cache beside the out directory)')
    .option('--no-cache', 'parse everything again')
    .option('--site', 'then bundle the renderer and prerender every page into <out-dir>/site: the deployable site', false)
    .option('--jobs <n>', 'with --site: prerender threads, and Markdown compile threads on a site built with its own Docusaurus (default: one per core; 1: no worker thread)', integer)
    .option('--locale <locales...>', "with --site, on a site built with its own Docusaurus: only these locales, as Docusaurus's --locale (default: every locale of its config)")
    .option('--verbose', 'with --site: how long each phase of the site build took', false)
    .action(async (siteDir: string, options) => {
      process.exitCode = options.site
        ? await (await import('./commands/site.ts')).siteCommand(siteDir, options)
        : await (await import('./commands/build.ts')).buildCommand(siteDir, options);
    });

  program
    .command('check')
    .description('run every check; write nothing')
    .argument('[siteDir]', 'the site directory', '.')
    .addOption(formatOption())
    .option('--max-warnings <n>', 'fail when there are more warnings than this', integer)
    .option('--quiet', 'report errors only', false)
    .option('--cache-dir <dir>', 'parse cache location (default: .docs-cli/cache)')
    .option('--no-cache', 'parse everything again')
    .action(async (siteDir: string, options) => {
      process.exitCode = await (await import('./commands/check.ts')).checkCommand(siteDir, options);
    });

  program
    .command('watch')
    .description('build, then rebuild on every change; keeps the last good output')
    .argument('[siteDir]', 'the site directory', '.')
    .option('--out-dir <dir>', 'where artifacts go', 'out')
    .option('--cache-dir <dir>', 'parse cache location (default: .docs-cli/cache beside the out directory)')
    .option('--verbose', 'print every diagnostic after each cycle, not only the new ones', false)
    .action(async (siteDir: string, options) => {
      process.exitCode = await (await import('./commands/watch.ts')).watchCommand(siteDir, options);
    });

  program
    .command('serve')
    .description('serve the built site (out/site) locally')
    .option('--dir <dir>', 'the built site', 'out/site')
    .option('--port <port>', 'port (0 picks a free one)', integer, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (options) => {
      process.exitCode = await (await import('./commands/serve.ts')).serveCommand(options);
    });

  program
    .command('dev')
    .alias('start')
    .description('build, then serve the site with live reload: an edited page shows in place, a content error in the terminal and the page')
    .argument('[siteDir]', 'the site directory', '.')
    .option('--out-dir <dir>', 'where artifacts go', 'out')
    .option('--port <port>', 'port (taken: the next free one)', integer, 5173)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (siteDir: string, options) => {
      process.exitCode = await (await import('./commands/dev.ts')).devCommand(siteDir, options);
    });

  program
    .command('init')
    .description('write a new site (docs, a sidebar, a blog and a home page) into a folder; never overwrites')
    .argument('[dir]', 'the folder of the new site', '.')
    .option('--title <title>', "the site's title (default: from the folder's name)")
    .action(async (dir: string, options) => {
      process.exitCode = await (await import('./commands/init.ts')).initCommand(dir, options);
    });

  const search = program.command('search').description('hosted search (Algolia)');
  search
    .command('push')
    .description('upload out/search/records.json to the Algolia index of themeConfig.algolia (write key from ALGOLIA_ADMIN_API_KEY)')
    .argument('[siteDir]', 'the site directory', '.')
    .option('--out-dir <dir>', 'where the built artifacts are', 'out')
    .addOption(new Option('--hosts <urls>', 'comma-separated Algolia host URLs (tests)').hideHelp())
    .action(async (siteDir: string, options) => {
      process.exitCode = await (await import('./commands/search-push.ts')).searchPushCommand(siteDir, options);
    });

  return program;
}

export async function main(argv: string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    const code = (error as { exitCode?: number; code?: string }).exitCode;
    if (code !== undefined) {
      // commander already printed the usage problem (or help/version, which exit 0)
      process.exitCode = code === 0 ? 0 : 2;
      return;
    }
    throw error;
  }
}
