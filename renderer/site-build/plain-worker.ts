/**
 * One of the renderer's TypeScript modules as a plain JavaScript module a worker thread can run
 * with Node's own loader: esbuild bundles our sources into one module, and leaves each package
 * out as the absolute URL Node would resolve it to from the source that imports it.
 *
 * Why not a loader's hooks (tsx's, or ./typescript-hooks.mjs as the build's own thread has them):
 * in a worker thread they run on a thread of their own. tsx's read and transformed every module
 * the worker loaded (a site's server bundle and its packages too): on the docsearch site each render
 * thread cost about 250 MB and a second; bundled, a thread costs about 50 MB and no hooks thread.
 * Nothing is written: the module is a data: URL.
 */
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/**
 * A data: URL module has no file of its own: each source's `import.meta.url` becomes its file's
 * URL, so that what it finds beside itself (`new URL('./x', import.meta.url)`) is still there.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: 'ts',
    }));
  },
};

/** Packages stay out of the bundle, each imported by the absolute URL it resolves to from its importer. */
const packagesByUrl: Plugin = {
  name: 'packages-by-url',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async ({ path, kind, resolveDir, importer, pluginData }) => {
      if (isBuiltin(path)) return { path, external: true };
      // The resolve below comes back here: then esbuild resolves it itself.
      if ((pluginData as { resolving?: boolean } | undefined)?.resolving) return undefined;
      const resolved = await build.resolve(path, { kind, resolveDir, importer, pluginData: { resolving: true } });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/** `entry` (a TypeScript module of this repository) bundled as a module for `new Worker(url)`. */
export async function plainWorkerModule(entry: URL): Promise<URL> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [ownImportMetaUrl, packagesByUrl],
  });
  return new URL(`data:text/javascript,${encodeURIComponent(result.outputFiles[0].text)}`);
}
