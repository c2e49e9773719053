/**
 * What a page's components add to the document head (`@docusaurus/Head`, `@theme/Layout`): a
 * title, meta and link elements. Prerendering collects them (head-collector.ts) into the page's
 * head (prerender/head.ts); in the browser they are laid over the head the page's data gives
 * while the component is mounted (head-layer.ts).
 */

export interface HeadElements {
  title?: string;
  meta: Record<string, string>[];
  links: Record<string, string>[];
}

/** The collected elements of a page, in order: the last title wins, a later meta of the same key replaces an earlier one. */
export function mergeHeadElements(all: Iterable<HeadElements>): HeadElements {
  const merged: HeadElements = { meta: [], links: [] };
  for (const elements of all) {
    if (elements.title !== undefined) merged.title = elements.title;
    for (const meta of elements.meta) {
      const key = metaKey(meta);
      const same = key === undefined ? -1 : merged.meta.findIndex((m) => metaKey(m) === key);
      if (same === -1) merged.meta.push(meta);
      else merged.meta[same] = meta;
    }
    merged.links.push(...elements.links);
  }
  return merged;
}

/** What makes two meta elements the same one: their name, property or itemprop. */
export function metaKey(meta: Record<string, string>): string | undefined {
  return meta.name ?? meta.property ?? meta.itemprop;
}
