/**
 * The Vite config of a site build or dev server, a function of its options: the artifacts
 * directory is the input (config.json is bundled, small and site-wide; navbar targets are computed
 * here for the few ids the navbar names; everything per page is fetched as data at run time), and
 * the site directory holds the site's own components.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { clientConfig } from '../theme/base/client-config.ts';
import { reactAsEsm } from './plugins/react-esm.ts';
import { docusaurusTheme } from './plugins/docusaurus-theme.ts';
import { siteComponents } from './plugins/site-components.ts';
import { docsVersions } from './plugins/docs-versions.ts';
import { searchSynonyms } from './plugins/search-synonyms.ts';
import { navbarTargetKey } from '../theme/layout/navbar-target-key.ts';
import { mdxPages } from './plugins/mdx-pages.ts';

// Vite's root is the browser theme (its index.html); docs-cli's own directory holds schema/, which the theme imports.
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'theme');
const repoDir = path.resolve(root, '..', '..');

export interface SiteViteOptions {
  /** the artifacts directory (out/, or a staged build of it) */
  outDir: string;
  /** the site directory: its own components, and the files compiled pages import */
  siteDir: string;
  /** a build, or the dev server */
  command: 'build' | 'serve';
  /** the server bundle the prerender runs */
  ssr?: boolean;
}

function navbarTargets(outDir: string): Plugin {
  const id = 'virtual:navbar-targets';
  return {
    name: 'docs-navbar-targets',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const config = JSON.parse(readFileSync(path.join(outDir, 'config.json'), 'utf8')).config;
      const global = JSON.parse(readFileSync(path.join(outDir, 'globalData.json'), 'utf8'));
      // An item resolves in its own instance's first version (docsPluginId, else the default instance).
      const instances = { default: global.docs, ...global.docsInstances };
      const docs: Record<string, string> = {};
      const sidebars: Record<string, string> = {};
      for (const item of config.themeConfig.navbar.items) {
        const version = instances[item.docsPluginId ?? 'default']?.versions[0];
        if (!version) continue;
        if (item.type === 'doc') {
          const doc = version.docs.find((d: { id: string }) => d.id === item.docId);
          if (doc) docs[navbarTargetKey(item.docsPluginId, item.docId)] = doc.path;
        }
        if (item.type === 'docSidebar') {
          const link = version.sidebars[item.sidebarId]?.link;
          if (link) sidebars[navbarTargetKey(item.docsPluginId, item.sidebarId)] = link.permalink;
        }
      }
      return `export default ${JSON.stringify({ docs, sidebars })};`;
    },
  };
}

/** The bundled config.json keeps only what client code reads (theme/base/client-config.ts): ~0.6 KB gzip less on every page. */
function clientSiteConfig(outDir: string): Plugin {
  const file = path.join(outDir, 'config.json');
  return {
    name: 'docs-client-config',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== file) return undefined;
      return { code: JSON.stringify({ config: clientConfig(JSON.parse(code).config) }), map: null };
    },
  };
}

// Found as Node finds the package: beside docs-cli when it is installed as a site's dependency (hoisted).
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

/**
 * Lets tree-shaking remove the parts of react-router the app does not use (data routers, Form,
 * NavLink, ScrollRestoration, framework mode…; ~9 KB gzip). The bundler must keep them as
 * written: `X.displayName = '…'` is a property write, and `React.forwardRef(…)`,
 * `React.createContext(…)` and `React.memo(…)` at module level are calls it cannot prove pure.
 * The names only show in React DevTools; the calls are pure.
 */
function treeShakeRouter(): Plugin {
  return {
    name: 'docs-tree-shake-router',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(routerDist)) return undefined;
      const shakeable = code
        // React Server Components' marker, which means nothing to a client bundle (the bundler would warn that it drops it).
        .replace(/^"use client";$/m, '')
        .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        // Module-level constants of the data routers (`new Set(methods)`, `new URL(…)`, Object.prototype's names).
        .replace(/^(var [\w$]+ = )(new (?:Set|URL)\(|Object\.getOwnPropertyNames\(Object\.prototype\))/gm, '$1/* @__PURE__ */ $2')
        // Error boundary classes: `extends React.Component` reads a property, and one assigns a static field afterwards.
        .replace(/^(var [\w$]+ = class extends )React\d*\.Component \{$/gm, '$1__RouterComponent {')
        .replace(/^(var RenderErrorBoundary = class extends __RouterComponent \{)$/m, '$1\n  static contextType = RSCRouterContext;')
        .replace(/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m, '');
      if (shakeable === code) return undefined;
      return { code: `import { Component as __RouterComponent } from 'react';\n${shakeable}`, map: null };
    },
  };
}

/**
 * Every module the browser entry imports statically goes into one chunk (`app`). The bundler's
 * default split put the modules the lazy chunks share with the entry (React's jsx-runtime, the
 * router and Link, the site config) into separate small chunks, so every page loaded five
 * scripts and paid gzip's per-file overhead for each (~1 KB in all); the lazy chunks import
 * from this one instead. Only the bundler's small runtime stays a file of its own.
 */
function initialChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const initial = new Set<string>();
  let entry: string | undefined;
  const plugin: Plugin = {
    name: 'docs-initial-chunk',
    apply: 'build',
    buildEnd() {
      initial.clear();
      entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      if (entry) visit(entry);
    },
  };
  return { plugin, test: (id) => id !== entry && initial.has(id) };
}

export function siteViteConfig(options: SiteViteOptions): InlineConfig {
  const { command } = options;
  const isSsrBuild = options.ssr === true;
  // out/ is a symlink to the current build; Vite wants real paths.
  const outDir = existsSync(options.outDir) ? realpathSync(options.outDir) : path.resolve(options.outDir);
  // The site's own components (src/theme/MDXComponents or components/index.tsx: plugins/site-components.ts).
  const siteDir = path.resolve(options.siteDir);
  const siteConfig = JSON.parse(readFileSync(path.join(outDir, 'config.json'), 'utf8')).config;
  const initial = initialChunk();
  return {
    configFile: false,
    root,
    base: siteConfig.baseUrl,
    // A build leaves out what the site's config does not use (the dev server keeps it: the config may change while it runs).
    define: {
      __DOCS_ANNOUNCEMENT_BAR__: JSON.stringify(command === 'serve' || Boolean(siteConfig.themeConfig.announcementBar)),
      __DOCS_AUTO_COLLAPSE__: JSON.stringify(command === 'serve' || siteConfig.themeConfig.docs.sidebar.autoCollapseCategories === true),
    },
    publicDir: false,
    plugins: [navbarTargets(outDir), clientSiteConfig(outDir), searchSynonyms(outDir), docusaurusTheme(outDir), siteComponents(siteDir), ...mdxPages({ siteDir, outDir, format: siteConfig.markdown.format, htmlComments: siteConfig.markdown.mdx1Compat.comments }), docsVersions(outDir), treeShakeRouter(), reactAsEsm(root), initial.plugin],
    resolve: {
      alias: {
        // react-router's package exports point at its development build (warnings, checks) under every condition.
        // Client bundle only: the prerender keeps the copy react-router-dom (external there) loads, or there would be two routers.
        ...(command === 'build' && !isSsrBuild ? { 'react-router/dom': path.join(routerDist, 'dom-export.mjs'), 'react-router': path.join(routerDist, 'index.mjs') } : {}),
        '@out': outDir,
      },
      // A site's components import React from docs-cli's install, never from the site folder (one React, wherever the site is).
      dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'],
    },
    build: {
      outDir: path.join(outDir, 'site'),
      emptyOutDir: true,
      assetsDir: 'assets',
      target: 'es2022',
      modulePreload: { polyfill: false },
      // The chunks over 500 KB are the Vue and Svelte compilers, which the playground loads when
      // it compiles a component of theirs (~800 KB each), never a page: the limit is above them.
      chunkSizeWarningLimit: 1024,
      rolldownOptions: {
        // The site build says how long its phases take (--verbose); the bundler's notes on slow plugins are not for a site's author.
        checks: { bundlerTimings: false },
        ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'app', test: initial.test }] } } }),
      },
    },
    server: { fs: { allow: [repoDir, outDir, siteDir] } },
  };
}
