/**
 * `npm run dev`: docs-cli watch plus the Vite dev server. Page data is served straight from
 * out/; after each good cycle the open page re-fetches its data in place (a full reload only
 * when the routes changed); content errors show in Vite's error overlay with file:line:col and
 * a code frame, and disappear when fixed. Local search works because it reads the same out/.
 *
 *   node --import tsx renderer/site-build/dev.ts [siteDir=content] [--out-dir out] [--port 5173]
 *   (for any site: docs-cli dev [siteDir], cli/commands/dev.ts)
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeFrameColumns } from '@babel/code-frame';
import { createServer, mergeConfig, type Plugin, type ViteDevServer } from 'vite';
import { siteViteConfig } from './vite-config.ts';
import { type LoadedSitePlugin, loadSitePlugins, pluginBundleData, SitePluginError, summarizePage } from './site-plugin.ts';
import { sitePluginDiagnostic } from './site-diagnostics.ts';
import type { PageArtifact, RoutesArtifact, SidebarsArtifact } from '../../schema/artifacts.ts';
import type { SiteConfig } from '../../schema/config.ts';
import { SITE_DATA_DIR } from '../../schema/paths.ts';
import { type CycleResult, startWatch } from '../../cli/api.ts';
import { colorModeScript } from '../theme/base/color-mode-script.ts';


function dataPlugin(outDir: string): Plugin {
  return {
    name: 'docs-dev-data',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const config = JSON.parse(await readFile(path.join(outDir, 'config.json'), 'utf8')).config as SiteConfig;
        const prefix = `${config.baseUrl}${SITE_DATA_DIR}/`;
        const url = (req.url ?? '').split('?')[0];
        if (!url.startsWith(prefix)) return next();
        const rel = decodeURIComponent(url.slice(prefix.length));
        if (rel.split('/').some((s) => s === '..' || s === '') || rel.includes('\\')) {
          res.statusCode = 400;
          return res.end();
        }
        try {
          let body: string;
          const sidebar = /^sidebars\/(.+)\.json$/.exec(rel);
          if (sidebar) {
            const all = JSON.parse(await readFile(path.join(outDir, 'sidebars.json'), 'utf8')) as SidebarsArtifact;
            const items = all.sidebars[sidebar[1]];
            if (!items) throw Object.assign(new Error('no sidebar'), { code: 'ENOENT' });
            body = JSON.stringify(items);
          } else body = await readFile(path.join(outDir, rel), 'utf8');
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end('{}');
        }
      });
    },
    async transformIndexHtml(html) {
      const config = JSON.parse(await readFile(path.join(outDir, 'config.json'), 'utf8')).config as SiteConfig;
      return html.replace('<!--docs-head-->', `<title>${config.title}</title><script>${colorModeScript(config.themeConfig.colorMode)}</script>`);
    },
  };
}

function overlayFor(cycle: CycleResult) {
  const first = cycle.diagnostics.find((d) => d.level === 'error')!;
  const text = cycle.texts.get(first.file);
  const frame = text ? codeFrameColumns(text, { start: { line: first.line, column: first.column } }, { highlightCode: false }) : '';
  const more = cycle.diagnostics.filter((d) => d.level === 'error').length - 1;
  return {
    message: `${first.file}:${first.line}:${first.column} ${first.message} [${first.code}]${more > 0 ? `\n(and ${more} more error${more === 1 ? '' : 's'})` : ''}`,
    stack: '',
    id: first.file,
    frame,
    plugin: 'docs-cli',
    loc: { file: first.file, line: first.line, column: first.column },
  };
}

/**
 * The site plugins' Vite plugins, whose bundle data is made from the pages as they are in out/
 * when a module asks for it (the dev server reads the config and pages at run time).
 */
function sitePluginsForDev(plugins: readonly LoadedSitePlugin[], outDir: string): Plugin[] {
  const data = (name: string) => {
    const { routes } = JSON.parse(readFileSync(path.join(outDir, 'routes.json'), 'utf8')) as RoutesArtifact;
    const pages = routes.map((route) => summarizePage(plugins, JSON.parse(readFileSync(path.join(outDir, route.data), 'utf8')) as PageArtifact));
    return pluginBundleData(plugins, pages)[name];
  };
  return plugins.flatMap(({ plugin }) => plugin.vite?.({ data: () => data(plugin.name), command: 'serve' }) ?? []);
}

/** Errors listed in the terminal after a cycle. */
const MAX_ERROR_LINES = 10;

export async function startDev(siteDir: string, outDir: string, port: number, host = '127.0.0.1'): Promise<{ server: ViteDevServer; close: () => Promise<void> }> {
  const out = path.resolve(outDir);
  let server: ViteDevServer | undefined;
  // The dev server serves the artifacts: it starts once there are some (a site whose first build
  // has errors, and no earlier build in out/, waits until they are fixed).
  const built = () => existsSync(path.join(out, 'config.json'));
  let wake: () => void = () => undefined;
  const servable = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const watch = startWatch(siteDir, {
    outDir: out,
    onCycle(cycle) {
      if (built()) wake();
      const errors = cycle.diagnostics.filter((d) => d.level === 'error');
      process.stdout.write(`${new Date().toTimeString().slice(0, 8)} ${cycle.trigger.join(', ') || 'built'} · ${Math.round(cycle.durationMs)} ms · ${errors.length} errors\n`);
      // Each error where it is, as \`check\` names it (the first few: the overlay shows the first with its code frame).
      for (const d of errors.slice(0, MAX_ERROR_LINES)) process.stdout.write(`  ${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}  ${d.message}  ${d.code}\n`);
      if (errors.length > MAX_ERROR_LINES) process.stdout.write(`  and ${errors.length - MAX_ERROR_LINES} more (docs-cli check lists them all)\n`);
      if (!server) return;
      if (errors.length > 0) server.ws.send({ type: 'error', err: overlayFor(cycle) });
      else if (cycle.routesChanged) server.ws.send({ type: 'full-reload' });
      else server.ws.send({ type: 'custom', event: 'docs:update', data: { changed: cycle.changedArtifacts } });
    },
  });
  const first = await watch.ready;
  if (first.exitCode !== 0 && first.changedArtifacts.length === 0) {
    process.stderr.write(
      built()
        ? 'The first build has errors; the dev server starts with the last good output.\n'
        : 'The first build has errors and there is no earlier build to serve: the dev server starts once they are fixed.\n',
    );
  }
  if (!built()) await servable;
  // The plugins the config names when the server starts (a change to the list takes a restart, as a change to a plugin does).
  const { sitePlugins } = (JSON.parse(readFileSync(path.join(out, 'config.json'), 'utf8')) as { config: SiteConfig }).config;
  const plugins = await loadSitePlugins(path.resolve(siteDir), sitePlugins).catch((error: unknown) => {
    if (!(error instanceof SitePluginError)) throw error;
    // Served without them: the pages that need what they make show the bundler's error in the overlay.
    const d = sitePluginDiagnostic(error);
    process.stdout.write(`  ${d.file}:${d.line}:${d.column}  ${d.message}  ${d.code}\n`);
    return [];
  });
  server = await createServer(
    mergeConfig(siteViteConfig({ outDir: out, siteDir, command: 'serve' }), {
      plugins: [dataPlugin(out), ...sitePluginsForDev(plugins, out)],
      server: { port, host, strictPort: false },
      appType: 'spa',
    }),
  );
  await server.listen();
  return {
    server,
    async close() {
      await watch.close();
      await server?.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  };
  const siteDir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'content';
  const { server, close } = await startDev(siteDir, option('--out-dir') ?? 'out', Number(option('--port') ?? 5173));
  server.printUrls();
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
