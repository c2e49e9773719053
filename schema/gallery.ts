/**
 * What the site build writes for the gallery (content/plugin/gallery-code.ts): one file per
 * demo variant that a page shows, with the demo's program in each language, formatted with
 * Prettier and highlighted with Shiki, as the code panel renders it.
 */
import { z } from 'zod';
import { hastElement } from './artifacts.ts';

export const codeLang = z.enum(['js', 'ts', 'react', 'vue', 'svelte']);
export type CodeLang = z.infer<typeof codeLang>;

export const galleryCodeArtifact = z.strictObject({
  demo: z.string(),
  variant: z.number().int().nonnegative(),
  /** the highlighted `<pre>` of each language; its text is the formatted program */
  code: z.record(codeLang, hastElement),
});
export type GalleryCodeArtifact = z.infer<typeof galleryCodeArtifact>;
