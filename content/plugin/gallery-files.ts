/**
 * The gallery's build files, written after the pages and the static files: every shown demo
 * variant's highlighted code (gallery-code.ts) and the category cards' thumbnails
 * (gallery-thumbnails.ts, drawn from the copied data files). The two run side by side: the
 * thumbnails in a worker thread, the code in this one. Results are cached in `cacheDir`.
 */
import path from 'node:path';
import type { SiteConfig } from '../../schema/config.ts';
import { galleryCards, type PageGallery } from '../components/gallery/files.ts';
import { writeGalleryCode } from './gallery-code.ts';
import { writeGalleryThumbnails } from './gallery-thumbnails.ts';

export async function writeGalleryFiles(siteOut: string, pages: readonly PageGallery[], config: SiteConfig, options: { cacheDir: string }): Promise<void> {
  const themes = { light: config.themeConfig.codeHighlight.lightTheme, dark: config.themeConfig.codeHighlight.darkTheme };
  await Promise.all([
    writeGalleryCode(siteOut, pages, { themes, cacheDir: path.join(options.cacheDir, 'code') }),
    writeGalleryThumbnails(siteOut, Object.values(galleryCards(pages)), path.join(options.cacheDir, 'thumbnails')),
  ]);
}
