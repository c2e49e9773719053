/**
 * A small loader runner in webpack's place, for the loaders of the site's rules the bundle runs
 * (mdx-loader, the blog's markdownLoader, @svgr/webpack): it gives a loader what these loaders
 * read (the resource, its query, their options, the compiler's name) and chains them in the
 * order they run, each taking the last one's output.
 */
import type { DocusaurusInstall } from './install.ts';
import type { LoaderUse } from './webpack-config.ts';

type Loader = (this: LoaderContext, source: string) => unknown;

interface LoaderContext {
  _compiler: { name: 'client' };
  resource: string;
  resourcePath: string;
  resourceQuery: string;
  getOptions: () => unknown;
  async: () => (error: unknown, result?: string) => void;
  addDependency: (file: string) => void;
  cacheable: () => void;
}

function loaderFunction(install: DocusaurusInstall, use: LoaderUse): Loader {
  const loaded = install.siteRequire(use.loader) as Loader | { default: Loader };
  return typeof loaded === 'function' ? loaded : loaded.default;
}

/** Runs one loader: its value through the callback `async()` gives (mdx-loader is async and also calls it), or what it returns. */
function runLoader(loader: Loader, use: LoaderUse, resource: { path: string; query: string }, source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (error: unknown, result?: string) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(result ?? '');
    };
    const context: LoaderContext = {
      _compiler: { name: 'client' },
      resource: resource.path + resource.query,
      resourcePath: resource.path,
      resourceQuery: resource.query,
      getOptions: () => use.options ?? {},
      async: () => done,
      addDependency: () => undefined,
      cacheable: () => undefined,
    };
    try {
      const returned = loader.call(context, source);
      // A synchronous loader returns its result; an async one calls back (its promise is not the result).
      if (typeof returned === 'string') done(null, returned);
      else if (returned instanceof Promise) returned.catch((error: unknown) => done(error));
    } catch (error) {
      done(error);
    }
  });
}

/** `source` (the file at `resource.path`) through `uses`, in the order they run. */
export async function runLoaders(install: DocusaurusInstall, uses: readonly LoaderUse[], resource: { path: string; query: string }, source: string): Promise<string> {
  let code = source;
  for (const use of uses) code = await runLoader(loaderFunction(install, use), use, resource, code);
  return code;
}
