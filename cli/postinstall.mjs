// After `npm install` in this repository: applies patches/ to node_modules with patch-package
// (quadratic-time fixes in micromark and mdast-util-to-hast). An install of
// the package into a site has neither patches/ nor patch-package, and nothing to do: it exits 0.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('patches') && existsSync('node_modules/patch-package/index.js')) {
  const run = spawnSync(process.execPath, ['node_modules/patch-package/index.js'], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
}
