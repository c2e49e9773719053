/**
 * What the playground's preview frame maps bare imports to: files under /lib/, written at
 * site-build time by build-lib.ts. Shared by the build and the page that fills the import map.
 */
export const LIB_FILES: Record<string, string> = {
  'racing-bars': 'racing-bars-site.js',
  'racing-bars/react': 'racing-bars-react.js',
  'racing-bars/vue': 'racing-bars-vue.js',
  react: 'react.js',
  'react/jsx-runtime': 'react-jsx-runtime.js',
  'react-dom': 'react-dom.js',
  'react-dom/client': 'react-dom-client.js',
  vue: 'vue.js',
  svelte: 'svelte.js',
  'svelte/internal/client': 'svelte-internal-client.js',
  'svelte/internal/disclose-version': 'svelte-disclose-version.js',
  'svelte/internal/flags/legacy': 'svelte-flags-legacy.js',
  'svelte/internal/flags/async': 'svelte-flags-async.js',
  'svelte/store': 'svelte-store.js',
};
