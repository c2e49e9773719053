/**
 * What search indexes of a page, in document order: its h2–h6 headings (with their ids) and
 * its text blocks (paragraphs, list items, table cells, admonition bodies), each under the
 * heading it follows. Code blocks are not content. Computed once per file, cached with it.
 */
import type { Heading, Nodes, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { SearchBlock } from '../../core/parsed-doc.ts';

const MAX_TEXT = 600;
const SKIP = new Set(['code', 'yaml', 'html', 'definition', 'footnoteDefinition', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

function clean(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
}

export function searchBlocks(tree: Root): SearchBlock[] {
  const blocks: SearchBlock[] = [];
  const visit = (node: Nodes) => {
    if (SKIP.has(node.type)) return;
    if (node.type === 'heading') {
      const id = ((node as Heading).data?.hProperties as { id?: string } | undefined)?.id;
      if (node.depth >= 2 && id) blocks.push({ kind: 'heading', level: node.depth, text: clean(mdastToString(node)), anchor: id });
      return;
    }
    const label = (node.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className;
    if (label?.includes('admonition-heading')) return;
    if (node.type === 'paragraph' || node.type === 'listItem' || node.type === 'tableCell') {
      // A list item's nested lists are their own blocks.
      const text = node.type === 'listItem' ? node.children.filter((c) => c.type !== 'list').map((c) => mdastToString(c)).join(' ') : mdastToString(node);
      const cleaned = clean(text);
      if (cleaned) blocks.push({ kind: 'content', text: cleaned });
      if (node.type === 'listItem') for (const child of node.children) if (child.type === 'list') visit(child);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return blocks;
}
