/** The pages whose bodies the site renders, for the checks that read bodies. */
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SiteModel } from '../model/types.ts';

/** Every rendered page's parse result (docs, posts, pages and the partials they render), each once. */
export function renderedPages(model: SiteModel): ParsedDoc[] {
  const seen = new Set<string>();
  const out: ParsedDoc[] = [];
  const add = (parsed: ParsedDoc) => {
    if (seen.has(parsed.path)) return;
    seen.add(parsed.path);
    out.push(parsed);
  };
  for (const record of [...model.docs, ...model.blogPosts, ...model.pages]) add(record.parsed);
  for (const list of model.partials.values()) for (const partial of list) add(partial.parsed);
  return out;
}
