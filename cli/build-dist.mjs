// Compiles the CLI to plain JavaScript (run by `npm ci` through `prepare`): start-up then skips
// the TypeScript loader. cli/bin.js falls back to the sources whenever they are newer. Split
// into chunks so each command loads only what it uses (an up-to-date `check` loads no parser).
import { copyFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('cli/dist', { recursive: true, force: true });
const shared = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning', sourcemap: 'linked' };
// Chunks sit beside main.mjs: code that finds files relative to itself (../../schema) must stay two levels down.
// `build --site` loads the renderer's build from its sources, as written (two levels down, as above).
const rendererAsWritten = { name: 'renderer-as-written', setup: (b) => b.onResolve({ filter: /\/renderer\// }, (args) => ({ path: args.path, external: true })) };
// A small site is parsed on the main thread (workers/pool.ts): from parse.mjs, built with the
// worker below, whose micromark and mdast-util-to-hast are this repository's patched ones (an
// install of the package has the unpatched packages in its node_modules).
const parseWithItsPackages = {
  name: 'parse-with-its-packages',
  setup: (b) => b.onResolve({ filter: /\/parse\/index\.ts$/ }, (args) => (args.kind === 'dynamic-import' && args.importer.endsWith('pool.ts') ? { path: './parse.mjs', external: true } : undefined)),
};
await build({
  ...shared,
  plugins: [rendererAsWritten, parseWithItsPackages],
  splitting: true,
  chunkNames: '[name]-[hash]',
  entryPoints: { main: 'cli/main.ts' },
  outdir: 'cli/dist',
  outExtension: { '.js': '.mjs' },
});
// The parse worker (and parse.mjs, the parser for the main thread) is one file with its packages inside: each worker loads it on start, faster
// than resolving and reading the few hundred modules of unified, micromark and Shiki one by one.
// Grammars and themes stay separate files, loaded when a page uses them. Packages written as
// CommonJS get a real `require`.
await build({
  ...shared,
  packages: undefined,
  external: ['@shikijs/langs', '@shikijs/langs/*', '@shikijs/langs-precompiled', '@shikijs/langs-precompiled/*', '@shikijs/themes', '@shikijs/themes/*'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  splitting: true,
  chunkNames: 'worker-[name]-[hash]',
  entryPoints: { worker: 'cli/workers/worker-main.ts', parse: 'cli/parse/index.ts' },
  outdir: 'cli/dist',
  outExtension: { '.js': '.mjs' },
});
// The worker a config is evaluated in is plain JavaScript, started from a file beside the code that starts it.
copyFileSync('cli/io/evaluate-worker.mjs', 'cli/dist/evaluate-worker.mjs');
