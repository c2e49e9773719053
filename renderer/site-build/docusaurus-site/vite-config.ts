/**
 * bundle: the Vite configuration that builds a loaded Docusaurus site's own runtime, theme and
 * content in webpack's place: Docusaurus's aliases (./aliases.ts semantics over the webpack
 * config's full alias map), the codegen as ES modules, each Markdown file compiled by its
 * plugin's rule (./mdx-compile.ts, once for both bundles), JSX in the `.js` files Docusaurus's
 * own Babel rule transpiles (core's client, the theme packages, the site's code), CSS modules
 * named as Docusaurus names them in one stylesheet, and webpack's runtime hooks defined away.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createLogger, type InlineConfig, type Logger, type Plugin } from 'vite';
import { viteAliasesOf } from './aliases.ts';
import { esmOfGenerated } from './generated-modules.ts';
import type { DocusaurusInstall } from './install.ts';
import type { SiteProps } from './load-site.ts';
import { type MarkdownCompiler, markdownCompiler } from './markdown-compiler.ts';
import { sassOptionsOf, sassStylesheets } from './sass.ts';
import { svgComponents, svgrBranchOf } from './svgr.ts';
import { isPrismLanguagesModule, prismLanguagesOf, staticPrismRequires } from './prism-languages.ts';
import { definitionsOf, postcssPluginsOf, type WebpackConfig } from './webpack-config.ts';

export interface DocusaurusBundleJob {
  install: DocusaurusInstall;
  props: SiteProps;
  webpack: WebpackConfig;
  /** true: the server bundle of core's serverEntry; false: the client bundle of its clientEntry */
  ssr: boolean;
  outDir: string;
  /** the locale's Markdown, shared by its two bundles (none: a compiler of this bundle's own, in this thread, with no cache) */
  markdown?: MarkdownCompiler;
}

/** The codegen's registry and client modules, as ES modules. */
function generatedModules(generatedFilesDir: string): Plugin {
  return {
    name: 'docusaurus-generated-modules',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (path.dirname(file) !== generatedFilesDir) return undefined;
      const esm = esmOfGenerated(path.basename(file), code);
      return esm === code ? undefined : { code: esm, map: null };
    },
  };
}

const MARKDOWN = /\.mdx?$/i;

/** Markdown as the site's plugins compile it (./markdown-compiler.ts, one for both bundles of a locale). */
function markdown(compiler: MarkdownCompiler): Plugin {
  return {
    name: 'docusaurus-markdown',
    enforce: 'pre',
    async load(id) {
      if (!MARKDOWN.test(id.split('?')[0])) return undefined;
      return { code: await compiler.code(id), moduleType: 'jsx' };
    },
  };
}

/** The files Docusaurus's Babel rule transpiles (core's excludeJS): its client, any docusaurus package's .js, the site's own. */
function isDocusaurusJsx(file: string, clientDir: string): boolean {
  if (!/\.jsx?$/.test(file)) return false;
  if (file.startsWith(clientDir)) return true;
  return !file.includes('node_modules') || /docusaurus(?:(?!node_modules).)*\.jsx?$/.test(file);
}

function jsxInJs(clientDir: string): Plugin {
  return {
    name: 'docusaurus-jsx-in-js',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!isDocusaurusJsx(file, clientDir) || file.endsWith('.jsx')) return undefined;
      const { transformWithOxc } = await import('vite');
      const result = await transformWithOxc(code, file, { lang: 'jsx', jsx: { runtime: 'automatic' } });
      return { code: result.code, map: result.map };
    },
  };
}

/** `pkg/sub` → `pkg`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Webpack's `resolve.modules` as Docusaurus sets it, in its order: core's own node_modules first,
 * so a package core depends on (react-router 5) wins over another copy above it (the site's
 * react-router 7, or docs-cli's own), then the usual lookup from the importer, then the working
 * directory's node_modules, which is how Markdown outside the site folder (`../../docs`) imports the
 * site's packages.
 */
export function webpackModules(modules: readonly string[]): Plugin {
  return {
    name: 'docusaurus-resolve-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || /^[./\0]/.test(source) || source.includes(':') || path.isAbsolute(source)) return undefined;
      for (const dir of modules) {
        if (!path.isAbsolute(dir)) {
          const found = await this.resolve(source, importer, { ...options, skipSelf: true });
          if (found) return found;
        } else if (existsSync(path.join(dir, packageName(source)))) {
          // Resolved as from a file beside `dir`, whose lookup starts in `dir` itself.
          return this.resolve(source, path.join(path.dirname(dir), 'package.json'), { ...options, skipSelf: true });
        }
      }
      return undefined;
    },
  };
}

/** theme-classic's context require of Prism languages as a static map (./prism-languages.ts). */
function prismLanguages(webpack: WebpackConfig): Plugin {
  const languages = prismLanguagesOf(webpack.plugins);
  return {
    name: 'docusaurus-prism-languages',
    enforce: 'pre',
    transform(code, id) {
      if (!isPrismLanguagesModule(id)) return undefined;
      const replaced = staticPrismRequires(code, languages);
      return replaced === undefined ? undefined : { code: replaced, map: null };
    },
  };
}

/**
 * What webpack lets through in a Docusaurus build, let through: an import of a name a module does
 * not export is undefined with a warning (rolldown would refuse the site); a package's "use
 * client" directive is ignored without a word (rolldown says so for every module of such a
 * package: thousands of lines). The bundler's note that plugins took most of its time is about the
 * site's Markdown, which the markdown plugin compiles on purpose: said for every build, it tells
 * the maintainer nothing.
 */
const WEBPACK_LENIENCE = {
  checks: { bundlerTimings: false },
  shimMissingExports: true,
  onwarn(warning: { code?: string }, warn: (warning: never) => void) {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning as never);
  },
};

/**
 * Vite's logger at `warn`, less its note that a PostCSS plugin made a declaration without a source
 * file: plugins that add rules (as Tailwind's do) make such declarations, Docusaurus's
 * postcss-loader says nothing of them, and the note names neither plugin nor file.
 */
function bundleLogger(): Logger {
  const logger = createLogger('warn');
  const warnOnce = logger.warnOnce.bind(logger);
  logger.warnOnce = (message, options) => {
    if (!message.includes('did not pass the `from` option')) warnOnce(message, options);
  };
  return logger;
}

export function docusaurusViteConfig(job: DocusaurusBundleJob): InlineConfig {
  const clientDir = path.join(job.install.coreDir, 'lib', 'client');
  const entry = path.join(clientDir, job.ssr ? 'serverEntry.js' : 'clientEntry.js');
  return {
    configFile: false,
    root: job.props.siteDir,
    base: job.props.baseUrl,
    logLevel: 'warn',
    customLogger: bundleLogger(),
    mode: 'production',
    publicDir: false,
    resolve: { alias: viteAliasesOf(job.webpack), extensions: ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'] },
    plugins: [
      webpackModules(job.webpack.resolve.modules ?? []),
      generatedModules(job.props.generatedFilesDir),
      markdown(job.markdown ?? markdownCompiler({ ...job, threads: 0 })),
      svgComponents(job.install, svgrBranchOf(job.webpack)),
      sassStylesheets(job.install, sassOptionsOf(job.webpack)),
      prismLanguages(job.webpack),
      jsxInJs(clientDir),
    ],
    define: {
      'module.hot': 'undefined',
      '__webpack_require__.gca': '(function () { return undefined; })',
      ...definitionsOf(job.webpack),
    },
    // TypeScript and JSX as Docusaurus's own Babel (or SWC) rule compiles them: React's automatic
    // runtime, whatever the site's tsconfig says (Docusaurus's tsconfig preset has `jsx: preserve`,
    // for the editor; Docusaurus never reads it).
    oxc: { jsx: { runtime: 'automatic' } },
    // The site's PostCSS plugins as Docusaurus's CSS rule runs them (never a postcss.config file, which Docusaurus does not read).
    css: { modules: { generateScopedName: '[local]_[hash:base64:4]' }, postcss: { plugins: postcssPluginsOf(job.install, job.webpack) as never[] } },
    ssr: { noExternal: true },
    build: {
      outDir: job.outDir,
      emptyOutDir: true,
      cssCodeSplit: false,
      manifest: !job.ssr,
      minify: !job.ssr,
      ...(job.ssr
        ? { ssr: entry, rolldownOptions: { ...WEBPACK_LENIENCE, output: { entryFileNames: 'server.mjs' } } }
        : { rolldownOptions: { ...WEBPACK_LENIENCE, input: entry } }),
    },
  };
}
