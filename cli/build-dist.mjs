// Compiles the CLI to plain JavaScript (run by `npm ci` through `prepare`): start-up then skips
// the TypeScript loader. cli/bin.js falls back to the sources whenever they are newer.
import { build } from 'esbuild';

const shared = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning', sourcemap: 'linked' };
await build({ ...shared, entryPoints: { main: 'cli/main.ts', worker: 'cli/parse/worker-main.ts' }, outdir: 'cli/dist', outExtension: { '.js': '.mjs' } });
