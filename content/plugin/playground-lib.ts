/**
 * The files the playground's preview frame runs user code against, written to <site>/lib/ at
 * site-build time:
 *
 * - racing-bars' own ESM and UMD builds, copied as they are, and the modules the frame's user
 *   code imports, which give charts without a `theme` the site's colour mode (frame-theme.ts);
 * - ESM builds of react, react/jsx-runtime, react-dom/client, racing-bars/react, vue,
 *   racing-bars/vue and the svelte runtime, bundled here with esbuild in one build with code
 *   splitting, so every entry shares one copy of React, Vue or Svelte;
 * - the preview frame document (frame.html) and its runner script.
 *
 * The frame maps bare imports (`racing-bars/react`, `vue`, …) to these files with an import map
 * (import-map.ts), so user code runs exactly as it would after `npm install`.
 */
import { access, cp, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { LIB_FILES } from '../components/playground/import-map.ts';

/** An ESM entry re-exporting a CommonJS package with its named exports spelled out. */
function cjsEntry(require: NodeJS.Require, specifier: string): string {
  const names = Object.keys(require(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return [`import mod from ${JSON.stringify(specifier)};`, 'export default mod;', ...names.map((name) => `export const ${name} = mod.${name};`)].join('\n');
}

/** Writes the playground's files into `siteOut`/lib/, with the packages Node finds from `fromDir` (the site folder). */
export async function buildPlaygroundLib(siteOut: string, fromDir: string): Promise<void> {
  const libDir = path.join(siteOut, 'lib');
  const require = createRequire(path.join(fromDir, 'package.json'));
  // Found as Node finds it from the site folder (the site's dependency, or hoisted above it).
  const racingBars = path.dirname(require.resolve('racing-bars/package.json'));
  await mkdir(libDir, { recursive: true });
  await cp(path.join(racingBars, 'racing-bars.js'), path.join(libDir, 'racing-bars.js'));
  await cp(path.join(racingBars, 'racing-bars.umd.js'), path.join(libDir, 'racing-bars.umd.js'));

  // React is CommonJS: its entries' export names are read from the package (the same in either build).
  const entries: Record<string, string> = {
    react: cjsEntry(require, 'react'),
    'react-jsx-runtime': cjsEntry(require, 'react/jsx-runtime'),
    'react-dom': cjsEntry(require, 'react-dom'),
    'react-dom-client': cjsEntry(require, 'react-dom/client'),
    // racing-bars as user code imports it, with the site's colour mode as the default theme (frame-theme.ts).
    'racing-bars-site': [
      "import { race as draw } from 'racing-bars';",
      "import { withSiteTheme } from '../components/playground/frame-theme.ts';",
      "export * from 'racing-bars';",
      // race(data, container, options), or race(data, options) with the container in options.selector.
      'export function race(data, container, options) {',
      '  const optionsOnly = container && typeof container === "object" && !(container instanceof HTMLElement) && (!options || Object.keys(options).length === 0);',
      '  return optionsOnly ? draw(data, withSiteTheme(container)) : draw(data, container, withSiteTheme(options));',
      '}',
    ].join('\n'),
    // racing-bars/react and racing-bars/vue export only their component, as default.
    'racing-bars-react': [
      "import RacingBars from 'racing-bars/react';",
      "import { jsx } from 'react/jsx-runtime';",
      "import { withSiteTheme } from '../components/playground/frame-theme.ts';",
      'export default function SiteRacingBars(props) {',
      '  return jsx(RacingBars, withSiteTheme(props));',
      '}',
    ].join('\n'),
    vue: `export * from 'vue';`,
    'racing-bars-vue': [
      "import RacingBars from 'racing-bars/vue';",
      "import { defineComponent, h } from 'vue';",
      "import { withSiteTheme } from '../components/playground/frame-theme.ts';",
      'export default defineComponent({ inheritAttrs: false, setup: (_, { attrs, slots }) => () => h(RacingBars, withSiteTheme(attrs), slots) });',
    ].join('\n'),
    svelte: `export * from 'svelte';`,
    'svelte-internal-client': `export * from 'svelte/internal/client';`,
    'svelte-disclose-version': `import 'svelte/internal/disclose-version';`,
    'svelte-flags-legacy': `import 'svelte/internal/flags/legacy';`,
    'svelte-flags-async': `import 'svelte/internal/flags/async';`,
    'svelte-store': `export * from 'svelte/store';`,
  };

  // This folder: the entries' relative imports (the frame's theme) are from here.
  const entryDir = path.dirname(new URL(import.meta.url).pathname);
  await build({
    entryPoints: Object.keys(entries).map((name) => ({ in: `playground-lib:${name}`, out: name })),
    outdir: libDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    chunkNames: 'chunks/[name]-[hash]',
    conditions: ['browser', 'production', 'import'],
    logLevel: 'warning',
    absWorkingDir: fromDir,
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    // The full Vue build (with the template compiler), so `template: '…'` strings work too.
    alias: { vue: 'vue/dist/vue.esm-bundler.js' },
    plugins: [
      {
        name: 'playground-lib-entries',
        setup(b) {
          b.onResolve({ filter: /^playground-lib:/ }, (args) => ({ path: args.path.slice('playground-lib:'.length), namespace: 'playground-lib' }));
          b.onLoad({ filter: /.*/, namespace: 'playground-lib' }, (args) => ({ contents: entries[args.path], loader: 'js', resolveDir: entryDir }));
        },
      },
    ],
  });

  // A folder index, so every static host serves it under /lib/playground/.
  await mkdir(path.join(libDir, 'playground'), { recursive: true });
  await cp(path.join(entryDir, '..', 'components', 'playground', 'frame.html'), path.join(libDir, 'playground', 'index.html'));
  // Every file the frame's import map names must exist.
  for (const file of Object.values(LIB_FILES)) await access(path.join(libDir, file));
}
