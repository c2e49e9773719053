/**
 * The gallery's build files: where the site build writes each demo variant's highlighted code
 * and each demo's first-frame thumbnail, and the browser finds them; which demos a page shows,
 * and which cards of a category index get a thumbnail.
 */
import type { HastNode, HastRoot, PageArtifact } from '../../schema/artifacts.ts';

export interface DemoUse {
  name: string;
  variant: number;
}

export function galleryCodePath(demo: string, variant: number): string {
  return `/__docs/gallery/code/${encodeURIComponent(demo)}.${variant}.json`;
}

export function galleryThumbnailPath(demo: string): string {
  return `/__docs/gallery/thumbnails/${encodeURIComponent(demo)}.svg`;
}

/** Every `<GalleryDemo name variant>` in a page body, in document order. */
export function pageDemos(body: HastRoot): DemoUse[] {
  const uses: DemoUse[] = [];
  const visit = (node: HastNode) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'GalleryDemo' && typeof node.properties.name === 'string') {
      uses.push({ name: node.properties.name, variant: typeof node.properties.variant === 'number' ? node.properties.variant : 0 });
    }
    for (const child of node.children) visit(child);
  };
  for (const node of body.children) visit(node);
  return uses;
}

/** The cards (item permalinks) of category indexes whose page shows a demo, each with its first demo's name. */
export function cardThumbnails(pages: readonly PageArtifact[]): Record<string, string> {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const cards: Record<string, string> = {};
  for (const page of pages) {
    for (const item of page.items ?? []) {
      const target = byRoute.get(item.permalink);
      const first = target ? pageDemos(target.body)[0] : undefined;
      if (first) cards[item.permalink] = first.name;
    }
  }
  return cards;
}
