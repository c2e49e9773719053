/**
 * The racing-bars site's build plugin (`sitePlugins` in docs.config.ts; the interface is
 * docs-cli's renderer/site-build/site-plugin.ts): what its components need made at build time.
 *
 * - the gallery: which demos each page shows (`summarize`), the category cards' thumbnails
 *   (`virtual:gallery-cards` for the bundles, the first-frame drawings beside the pages), each
 *   shown demo variant's formatted and highlighted code, and the demos' functions kept readable
 *   through minification for the code panels;
 * - the playground: the libraries its preview frame runs user code against (under /lib/, with
 *   the bundles) and Prettier 2.4.1's scripts, which its Format button loads when first pressed.
 */
import { cp, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { SitePlugin } from '../../renderer/site-build/site-plugin.ts';
import { galleryCards, type PageGallery, pageGallery } from '../components/gallery/files.ts';
import { KEEP_SOURCE_MODULES, keepFunctionSources } from './function-sources.ts';
import { buildPlaygroundLib } from './playground-lib.ts';

/** The site folder: its packages are found from here (beside it, or hoisted above). */
const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The category cards' thumbnails (card permalink → demo name), for CardThumbnail.tsx. */
function galleryCardsModule(cards: () => Record<string, string>): Plugin {
  const id = 'virtual:gallery-cards';
  return {
    name: 'racing-bars-gallery-cards',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(cards())};` : undefined),
  };
}

/** Keeps the readable source of the gallery's demo functions through minification (function-sources.ts). */
function galleryFunctionSources(): Plugin {
  return {
    name: 'racing-bars-gallery-function-sources',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!KEEP_SOURCE_MODULES.test(id.split('?')[0])) return undefined;
      return { code: keepFunctionSources(code), map: null };
    },
  };
}

async function copyPrettier(siteOut: string): Promise<void> {
  const prettierDir = path.join(siteOut, 'js', 'prettier-2.4.1');
  await mkdir(prettierDir, { recursive: true });
  const prettier = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('prettier/package.json'));
  for (const file of ['standalone.js', 'parser-babel.js', 'parser-html.js']) await cp(path.join(prettier, file), path.join(prettierDir, file));
}

const racingBars: SitePlugin<PageGallery, Record<string, string>> = {
  name: 'racing-bars',
  summarize: pageGallery,
  bundleData: galleryCards,
  vite: ({ data }) => [galleryCardsModule(data), galleryFunctionSources()],
  afterBundle: ({ siteOut }) => buildPlaygroundLib(siteOut, siteDir),
  async writeFiles({ siteOut, summaries, config, cacheDir }) {
    await copyPrettier(siteOut);
    if (!summaries.some((page) => page.demos.length > 0)) return undefined;
    // Loaded only for a site that shows a demo: the highlighter and the code generator.
    const { writeGalleryFiles } = await import('./gallery-files.ts');
    await writeGalleryFiles(siteOut, summaries, config, { cacheDir });
    return "wrote the gallery's code and thumbnails";
  },
};

export default racingBars;
