/** The gallery's code files as the site build writes them: Prettier-formatted, Shiki-highlighted in both themes, cached. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HastNode, PageArtifact } from '../../../schema/artifacts.ts';
import { galleryCodeArtifact } from '../../../schema/gallery.ts';
import { galleryCode, loadCodegen, writeGalleryCode } from '../../../content/plugin/gallery-code.ts';
import { pageGallery } from '../../../content/components/gallery/files.ts';

const themes = { light: 'github-light', dark: 'github-dark' };
const text = (node: HastNode): string => (node.type === 'text' ? node.value : node.children.map(text).join(''));
const spans = (node: HastNode): { style: string; text: string }[] =>
  node.type === 'text' ? [] : [...(node.tagName === 'span' && typeof node.properties.style === 'string' ? [{ style: node.properties.style, text: text(node) }] : []), ...node.children.flatMap(spans)];

describe('galleryCode', () => {
  it('formats each language’s program with Prettier, printing option functions as written', async () => {
    const codegen = await loadCodegen();
    const artifact = galleryCodeArtifact.parse(await galleryCode(codegen, codegen.getDemo('caption-data-function')!, 0, themes));
    const js = text(artifact.code.js);
    expect(js.startsWith("import { race } from 'racing-bars';\n\nconst options = {\n  title: 'World population',\n  caption: (currentDate, dateSlice) => {\n    const total = dateSlice.reduce((sum, d) => sum + Number(d.value), 0);\n")).toBe(true);
    expect(js).not.toContain('__keepSource');
    expect(text(artifact.code.ts)).toContain('const options: Options = {');
    expect(text(artifact.code.svelte).startsWith("<script>\n  import { onMount } from 'svelte';\n")).toBe(true);
  }, 60_000);

  it('highlights with Shiki in the light and the dark theme at once, as docs code blocks are', async () => {
    const codegen = await loadCodegen();
    const { code } = await galleryCode(codegen, codegen.getDemo('top-n')!, 1, themes);
    for (const lang of ['js', 'ts', 'react', 'vue', 'svelte'] as const) {
      expect(code[lang].tagName, lang).toBe('pre');
      expect(code[lang].properties.class, lang).toBe('shiki shiki-themes github-light github-dark');
    }
    // github-light's keyword red, with github-dark's in the variable the dark mode reads.
    expect(spans(code.js).find((s) => s.text === 'import')?.style).toBe('color:#D73A49;--shiki-dark:#F97583');
    expect(text(code.js)).toContain('topN: 20');
  }, 60_000);
});

describe('writeGalleryCode', () => {
  const demoPage = (route: string, name: string, variant?: number) =>
    ({ route, body: { type: 'root', children: [{ type: 'element', tagName: 'GalleryDemo', properties: { name, ...(variant ? { variant } : {}) }, children: [] }] } }) as unknown as PageArtifact;

  it('writes one file per demo variant the pages show, and a rebuild takes them from the cache', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gallery-code-'));
    const siteOut = path.join(dir, 'site');
    const cacheDir = path.join(dir, 'cache');
    const pages = [demoPage('/gallery/top-n', 'top-n'), demoPage('/gallery/top-n-20', 'top-n', 1), demoPage('/x', 'no-such-demo')].map(pageGallery);
    expect(await writeGalleryCode(siteOut, pages, { themes, cacheDir })).toBe(2);
    expect(readdirSync(path.join(siteOut, '__docs', 'gallery', 'code')).sort()).toEqual(['top-n.0.json', 'top-n.1.json']);
    const first = readFileSync(path.join(siteOut, '__docs', 'gallery', 'code', 'top-n.1.json'), 'utf8');
    expect(galleryCodeArtifact.parse(JSON.parse(first)).variant).toBe(1);
    expect(readdirSync(cacheDir)).toHaveLength(2);
    const again = path.join(dir, 'again');
    expect(await writeGalleryCode(again, pages, { themes, cacheDir })).toBe(2);
    expect(readFileSync(path.join(again, '__docs', 'gallery', 'code', 'top-n.1.json'), 'utf8')).toBe(first);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  }, 60_000);
});
