import { describe, expect, it } from 'vitest';
import type { HastRoot, PageArtifact } from '../../../../schema/artifacts.ts';
import { cardThumbnails, galleryCodePath, galleryThumbnailPath, pageDemos } from '../../../../content/components/gallery/files.ts';

const demo = (name: string, variant?: number) => ({ type: 'element' as const, tagName: 'GalleryDemo', properties: { name, ...(variant === undefined ? {} : { variant }) }, children: [] });
const body = (...children: HastRoot['children']): HastRoot => ({ type: 'root', children });
const page = (route: string, pageBody: HastRoot, items?: PageArtifact['items']) => ({ route, body: pageBody, ...(items ? { items } : {}) }) as PageArtifact;

describe('pageDemos', () => {
  it('lists every GalleryDemo of a body in document order, variant 0 when absent', () => {
    const tree = body({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'intro' }] }, demo('top-n'), { type: 'element', tagName: 'section', properties: {}, children: [demo('top-n', 1)] });
    expect(pageDemos(tree)).toEqual([
      { name: 'top-n', variant: 0 },
      { name: 'top-n', variant: 1 },
    ]);
  });
});

describe('cardThumbnails', () => {
  it('maps each card whose page shows a demo to that page’s first demo', () => {
    const pages = [
      page('/category/gallery', body(), [
        { title: 'Top N', permalink: '/gallery/top-n' },
        { title: 'Prose', permalink: '/guides/prose' },
        { title: 'Missing', permalink: '/gone' },
      ]),
      page('/gallery/top-n', body(demo('top-n'), demo('loop'))),
      page('/guides/prose', body()),
    ];
    expect(cardThumbnails(pages)).toEqual({ '/gallery/top-n': 'top-n' });
  });
});

describe('the gallery file paths', () => {
  it('put code and thumbnails under /__docs/gallery/', () => {
    expect(galleryCodePath('top-n', 1)).toBe('/__docs/gallery/code/top-n.1.json');
    expect(galleryThumbnailPath('top-n')).toBe('/__docs/gallery/thumbnails/top-n.svg');
  });
});
