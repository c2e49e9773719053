/**
 * `docs-cli dev [siteDir] [--out-dir out] [--port 5173] [--host 127.0.0.1]`, also `start` (what
 * Docusaurus users type): `watch` with the renderer's Vite dev server. An edited page shows in the
 * open page in place; a content error is one line in the terminal and an overlay in the page, with
 * its file, line and column, until it is fixed. Ctrl-C stops both.
 */
import { registerTypeScriptLoader } from './typescript-loader.ts';

export interface DevOptions {
  outDir: string;
  port: number;
  host: string;
}

async function loadDevServer(): Promise<typeof import('../../renderer/site-build/dev.ts')> {
  registerTypeScriptLoader();
  // One of the two imports from cli/ into renderer/ (README, Layout): the dev server.
  return import('../../renderer/site-build/dev.ts');
}

export async function devCommand(siteDir: string, options: DevOptions): Promise<number> {
  const { startDev } = await loadDevServer();
  let dev: Awaited<ReturnType<typeof startDev>>;
  try {
    dev = await startDev(siteDir, options.outDir, options.port, options.host);
  } catch (error) {
    process.stderr.write(`cannot start the dev server: ${(error as Error).message}\n`);
    return 2;
  }
  dev.server.printUrls();
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await dev.close();
  return 0;
}
