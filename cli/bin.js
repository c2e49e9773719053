#!/usr/bin/env node
// docs-cli entry. Runs the compiled CLI (cli/dist, built by `npm ci`) when it is newer than every
// source file; otherwise the TypeScript sources through tsx, so an edit never runs stale code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Vite's bundler (Rolldown, native) allocates through mimalloc, which keeps the pages a build freed
// for a while before it gives them back; the bundler's threads then sleep, and a site's whole
// bundle stays resident through the render that follows. Given back at once, as the option says.
process.env.MIMALLOC_PURGE_DELAY ??= '0';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = `${here}dist/main.mjs`;

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = `${dir}/${entry.name}`;
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const newest = Math.max(newestSource(here.slice(0, -1)), newestSource(`${here}../schema`));
const compiled = existsSync(dist) && statSync(dist).mtimeMs >= newest;
// Part of every run's fingerprint (cli/load/fingerprint.ts): another build of the tool reuses nothing.
process.env.DOCS_CLI_BUILD_ID = String(compiled ? statSync(dist).mtimeMs : newest);
/** The TypeScript sources, through tsx's loader. */
async function sources() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('./main.ts');
}

const { main } = compiled ? await import(dist) : await sources();
await main(process.argv);
