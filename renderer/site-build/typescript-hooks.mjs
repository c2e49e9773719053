// Module loader hooks (node:module `register`) that run docs-cli's own TypeScript: a `.ts` or
// `.tsx` file of this package is compiled by esbuild; every other module loads as Node loads it.
//
// Why not tsx's loader: it also rewrites every JavaScript module that has a dynamic import (Vite,
// a site's packages, a Docusaurus site's server bundle) on the hooks thread, which cost a build's
// thread 150-200 MB and a third of a second for Vite alone, and as much again for a server bundle.
// Plain JavaScript because Node loads the hooks themselves without them.
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

/** The package's folder (this file is two folders below it), under which TypeScript is compiled. */
const root = new URL('../../', import.meta.url).href;

const TYPESCRIPT = /\.(ts|tsx)$/;

export async function load(url, context, nextLoad) {
  const path = url.split(/[?#]/)[0];
  if (!path.startsWith(root) || !TYPESCRIPT.test(path) || path.includes('/node_modules/', root.length)) return nextLoad(url, context);
  const file = new URL(path);
  const source = await readFile(file, 'utf8');
  const { code } = await transform(source, {
    loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcefile: file.pathname,
    sourcemap: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
