/**
 * model (partials): the Markdown files a page imports and renders (`import Shared from
 * './_shared.mdx'` then `<Shared />`). Docusaurus renders a partial's content in the page, so its
 * headings' anchors are the page's, and its links are the page's links (its file links resolved
 * from the partial's own folder). A partial no page renders is not checked, as in Docusaurus.
 */
import path from 'node:path';
import type { AnchorRule } from '../../schema/config.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { linkableAnchors } from './linkable-anchors.ts';

/** A partial a page renders. */
export interface RenderedPartial {
  /** site-relative path of the partial file */
  path: string;
  parsed: ParsedDoc;
}

/** The site file an import of a partial names: relative to the importing file, or `@site/…`. */
export function partialPathOf(from: string, source: string): string {
  const written = source.split(/[?#]/)[0];
  return written.startsWith('@site/') ? path.posix.normalize(written.slice('@site/'.length)) : path.posix.normalize(path.posix.join(path.posix.dirname(from), written));
}

/**
 * The partials each page renders, by the page's source; `partials` holds every partial's parse
 * result by path. Partials that import partials are followed (each once per page).
 */
export function renderedPartials(pages: Iterable<{ source: string; parsed: ParsedDoc }>, partials: ReadonlyMap<string, ParsedDoc>): Map<string, RenderedPartial[]> {
  const out = new Map<string, RenderedPartial[]>();
  if (partials.size === 0) return out;
  for (const page of pages) {
    if (!page.parsed.partials?.length) continue;
    const found: RenderedPartial[] = [];
    const seen = new Set<string>();
    const follow = (from: string, parsed: ParsedDoc) => {
      for (const partial of parsed.partials ?? []) {
        if (partial.uses.length === 0) continue;
        const target = partialPathOf(from, partial.source);
        const result = partials.get(target);
        if (!result || seen.has(target)) continue;
        seen.add(target);
        found.push({ path: target, parsed: result });
        follow(target, result);
      }
    };
    follow(page.source, page.parsed);
    if (found.length > 0) out.set(page.source, found);
  }
  return out;
}

/** A page's anchors with those of the partials it renders. */
export function withPartialAnchors(anchors: ReadonlySet<string>, rendered: readonly RenderedPartial[] | undefined, rule: AnchorRule): ReadonlySet<string> {
  if (!rendered?.length) return anchors;
  const merged = new Set(anchors);
  for (const partial of rendered) for (const anchor of linkableAnchors(partial.parsed, rule)) merged.add(anchor);
  return merged;
}
