/**
 * Vite config of the renderer. The artifacts directory (DOCS_OUT_DIR, default ./out) is the
 * only input: config.json is bundled (small, site-wide), navbar targets are computed here for
 * the few ids the navbar names, and everything per page is fetched as data at run time.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { KEEP_SOURCE_MODULES, keepFunctionSources } from './gallery/function-sources.ts';

const root = path.dirname(new URL(import.meta.url).pathname);
const requestedOut = path.resolve(process.env.DOCS_OUT_DIR ?? path.join(root, '..', 'out'));
// out/ is a symlink to the current build; Vite wants real paths.
const outDir = existsSync(requestedOut) ? realpathSync(requestedOut) : requestedOut;

function navbarTargets(): Plugin {
  const id = 'virtual:navbar-targets';
  return {
    name: 'docs-navbar-targets',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const config = JSON.parse(readFileSync(path.join(outDir, 'config.json'), 'utf8')).config;
      const global = JSON.parse(readFileSync(path.join(outDir, 'globalData.json'), 'utf8'));
      const version = global.docs.versions[0];
      const docs: Record<string, string> = {};
      const sidebars: Record<string, string> = {};
      for (const item of config.themeConfig.navbar.items) {
        if (item.type === 'doc') {
          const doc = version.docs.find((d: { id: string }) => d.id === item.docId);
          if (doc) docs[item.docId] = doc.path;
        }
        if (item.type === 'docSidebar') {
          const link = version.sidebars[item.sidebarId]?.link;
          if (link) sidebars[item.sidebarId] = link.permalink;
        }
      }
      return `export default ${JSON.stringify({ docs, sidebars })};`;
    },
  };
}

/** Keeps the readable source of the gallery's demo functions through minification (see gallery/function-sources.ts). */
function galleryFunctionSources(): Plugin {
  return {
    name: 'docs-gallery-function-sources',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!KEEP_SOURCE_MODULES.test(id.split('?')[0])) return undefined;
      return { code: keepFunctionSources(code), map: null };
    },
  };
}

// A site may add components of its own in components/index.tsx (`export const components = {...}`).
const siteDir = path.resolve(process.env.DOCS_SITE_DIR ?? path.join(root, '..', 'content'));
const siteComponents = ['index.tsx', 'index.ts'].map((f) => path.join(siteDir, 'components', f)).find((f) => existsSync(f));

export default defineConfig({
  root,
  base: JSON.parse(readFileSync(path.join(outDir, 'config.json'), 'utf8')).config.baseUrl,
  publicDir: false,
  plugins: [navbarTargets(), galleryFunctionSources()],
  resolve: {
    alias: {
      '@out': outDir,
      '@site-components': siteComponents ?? path.join(root, 'components', 'empty-site-components.ts'),
    },
  },
  build: {
    outDir: path.join(outDir, 'site'),
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  server: { fs: { allow: [path.join(root, '..'), outDir, siteDir] } },
});
