// Compiles the CLI to plain JavaScript (run by `npm ci` through `prepare`): start-up then skips
// the TypeScript loader. cli/bin.js falls back to the sources whenever they are newer. Split
// into chunks so each command loads only what it uses (an up-to-date `check` loads no parser).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('cli/dist', { recursive: true, force: true });
const shared = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning', sourcemap: 'linked' };
// Chunks sit beside main.mjs: code that finds files relative to itself (../../schema) must stay two levels down.
await build({
  ...shared,
  splitting: true,
  chunkNames: '[name]-[hash]',
  entryPoints: { main: 'cli/main.ts', worker: 'cli/parse/worker-main.ts' },
  outdir: 'cli/dist',
  outExtension: { '.js': '.mjs' },
});
