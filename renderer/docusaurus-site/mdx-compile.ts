/**
 * mdx: a Markdown or MDX file compiled as Docusaurus compiles it, by the loaders and options of
 * its plugin's rule (./webpack-config.ts): the docs' and pages' mdx-loader, the blog's truncating
 * markdownLoader before it, the site's remark and rehype plugins inside. A small loader runner
 * stands in for webpack's: it gives a loader what these loaders read (the resource, its query,
 * their options, the compiler's name) and chains them last to first.
 *
 * Compiled once, as the client compiler: its output serves both bundles (what Docusaurus's own
 * cross-compiler cache does), and a server compile would wait forever on the client one when the
 * site turns that cache on.
 */
import { readFile } from 'node:fs/promises';
import { stripVTControlCharacters } from 'node:util';
import type { DocusaurusInstall } from './install.ts';
import { type LoaderUse, loadersOf, ruleFor, type WebpackRule } from './webpack-config.ts';

export type CompileOutcome = { code: string } | { failure: string } | { noRule: true };

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

/** Compiles `resource` (a file path, maybe with `?truncated=true`) with the rule its plugin gives it. */
export async function compileMarkdown(install: DocusaurusInstall, rules: readonly WebpackRule[], resource: string): Promise<CompileOutcome> {
  const cut = resource.indexOf('?');
  const file = { path: cut < 0 ? resource : resource.slice(0, cut), query: cut < 0 ? '' : resource.slice(cut) };
  const rule = ruleFor(rules, file.path);
  if (!rule) return { noRule: true };
  try {
    let code = await readFile(file.path, 'utf8');
    for (const use of loadersOf(rule)) code = await runLoader(loaderFunction(install, use), use, file, code);
    return { code };
  } catch (error) {
    const text = stripVTControlCharacters(String((error as Error)?.message ?? error));
    return { failure: text.split('\n').map((line) => line.trim()).filter(Boolean).join(' ') };
  }
}
