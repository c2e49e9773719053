/**
 * The gallery's build files: where the site build writes each demo variant's highlighted code
 * and each demo's first-frame thumbnail, and the browser finds them; which demos a page shows,
 * and which cards of a category index get a thumbnail.
 */
import type { HastNode, HastRoot, PageArtifact } from '../../../schema/artifacts.ts';

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

/** What the gallery needs of a page: its route, its cards' permalinks and the demos its body shows. */
export interface PageGallery {
  route: string;
  cards: string[];
  demos: DemoUse[];
}

export function pageGallery(page: PageArtifact): PageGallery {
  return { route: page.route, cards: (page.items ?? []).map((item) => item.permalink), demos: pageDemos(page.body) };
}

/** The cards (item permalinks) of category indexes whose page shows a demo, each with its first demo's name. */
export function galleryCards(pages: readonly PageGallery[]): Record<string, string> {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const cards: Record<string, string> = {};
  for (const page of pages) {
    for (const card of page.cards) {
      const first = byRoute.get(card)?.demos[0];
      if (first) cards[card] = first.name;
    }
  }
  return cards;
}

/** `galleryCards` of whole pages. */
export function cardThumbnails(pages: readonly PageArtifact[]): Record<string, string> {
  return galleryCards(pages.map(pageGallery));
}
