/**
 * A locale's Markdown as its two bundles load it: each resource compiled once for both (whichever
 * bundle asks first), not at all while the compile cache holds it (./compile-cache.ts), and on
 * worker threads (./compile-pool.ts) once enough files need compiling to pay for loading the site
 * in each: a warm build with a few pages edited compiles them here and loads nothing again.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { type CompileCache, NO_CACHE } from './compile-cache.ts';
import { type CompilePool, type LocalCompile, startCompilePool } from './compile-pool.ts';
import { esmAssets } from './inline-requires.ts';
import type { DocusaurusInstall } from './install.ts';
import type { SiteProps } from './load-site.ts';
import { compileMarkdown } from './mdx-compile.ts';
import { markdownRules, type WebpackConfig } from './webpack-config.ts';

export interface MarkdownCompiler {
  /** the ES module a Markdown resource (a path, maybe with `?truncated=true`) compiles to; rejects with the compile's failure */
  code: (resource: string) => Promise<string>;
  /** compile threads started (0: every file compiled in this thread) */
  readonly threadsStarted: number;
  /** whether compiling moved to threads and then back to this one (a plugin that shares state across files) */
  readonly gaveUpThreads: boolean;
  /** ends the compile threads, if any were started */
  close: () => Promise<void>;
}

export interface MarkdownCompilerJob {
  install: DocusaurusInstall;
  props: SiteProps;
  webpack: WebpackConfig;
  cache?: CompileCache;
  /** compile threads to use once enough files miss the cache; 0: every file compiled in this thread */
  threads: number;
  /** files compiled in this thread before threads are started (default THREADS_AFTER) */
  threadsAfter?: number;
}

/**
 * Compile threads for `jobs` (`--jobs`; 1: none). By default, on four cores or more, one a core
 * beside this thread, at most four (each holds a loaded site: hundreds of megabytes on a large
 * one). On fewer the build is already bound by the cores: this thread's bundler plugins, the
 * bundler's own threads and the compile keep two busy, and threads only add each one's loading
 * of the site (measured on two cores: redux's bundle 10.8 s alone, 14.3 s with two threads).
 */
export function compileThreads(jobs: number | undefined, cores = availableParallelism()): number {
  const threads = jobs ?? (cores >= 4 ? Math.min(cores - 1, 4) : 0);
  return threads > 1 ? threads : 0;
}

/** Files compiled in this thread before threads are started (a thread loads the site first: seconds). */
const THREADS_AFTER = 24;

export function markdownCompiler(job: MarkdownCompilerJob): MarkdownCompiler {
  const rules = markdownRules(job.webpack);
  const cache = job.cache ?? NO_CACHE;
  const local: LocalCompile = (resource, source) => compileMarkdown(job.install, rules, resource, source);
  const modules = new Map<string, Promise<string>>();
  let misses = 0;
  let pool: CompilePool | undefined;

  const compileMissing = (resource: string, source: string) => {
    misses += 1;
    if (!pool && job.threads > 0 && misses > (job.threadsAfter ?? THREADS_AFTER)) {
      pool = startCompilePool({ siteDir: job.props.siteDir, outDir: job.props.outDir, locale: job.props.i18n.currentLocale }, job.threads, local);
    }
    return pool ? pool.compile(resource, source) : local(resource, source);
  };

  const compile = async (resource: string): Promise<string> => {
    const file = resource.split('?')[0];
    const source = await readFile(file, 'utf8');
    const cached = await cache.get(resource, source);
    if (cached !== undefined) return cached;
    const outcome = await compileMissing(resource, source);
    if (!('code' in outcome)) throw new Error('failure' in outcome ? outcome.failure : `no Docusaurus plugin compiles ${file}`);
    const code = esmAssets(outcome.code);
    await cache.set(resource, source, code);
    return code;
  };

  return {
    code(resource) {
      let module = modules.get(resource);
      if (!module) {
        module = compile(resource);
        modules.set(resource, module);
      }
      return module;
    },
    get threadsStarted() {
      return pool ? job.threads : 0;
    },
    get gaveUpThreads() {
      return pool?.gaveUp ?? false;
    },
    close: async () => pool?.close(),
  };
}
