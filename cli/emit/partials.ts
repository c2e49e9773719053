/**
 * emit (partials): a page's body with each partial it renders (`<Shared />` of `import Shared from
 * './_shared.mdx'`) replaced by the partial's own body, as Docusaurus renders it: the anchors and
 * links the checks counted for the page are then on the page. Partials a partial renders are
 * replaced in turn; a partial the model did not find stays as it is written.
 */
import type { ElementContent, Root, RootContent } from 'hast';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { partialPathOf, type RenderedPartial } from '../model/partials.ts';

/** How deep partials may render partials (a cycle stops here). */
const MAX_DEPTH = 8;

type Node = RootContent | ElementContent;

export function withPartialBodies(body: string, source: string, parsed: ParsedDoc, rendered: readonly RenderedPartial[] | undefined): string {
  if (!rendered?.length || !parsed.partials?.length) return body;
  const byPath = new Map(rendered.map((partial) => [partial.path, partial]));
  const inline = (nodes: Node[], from: string, imports: ParsedDoc['partials'], depth: number): Node[] => {
    const names = new Map((imports ?? []).map((i) => [i.name, byPath.get(partialPathOf(from, i.source))]));
    return nodes.flatMap((node): Node[] => {
      if (node.type !== 'element') return [node];
      const partial = names.get(node.tagName);
      if (partial && depth < MAX_DEPTH) return inline((JSON.parse(partial.parsed.body) as Root).children, partial.path, partial.parsed.partials, depth + 1);
      return [{ ...node, children: inline(node.children, from, imports, depth) as ElementContent[] }];
    });
  };
  const tree = JSON.parse(body) as Root;
  return JSON.stringify({ ...tree, children: inline(tree.children, source, parsed.partials, 0) });
}
