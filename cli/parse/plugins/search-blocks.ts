/**
 * What search indexes of a page, in document order: its h2–h6 headings (with their ids), its
 * text blocks (paragraphs, list items, admonition bodies) and its tables, each under the heading
 * it follows. A table is one block, read row by row ("header: cell, …; …"), which the records
 * fold into their section's heading record: a cell is never a hit of its own. Code blocks are
 * not content. Computed once per file, cached with it.
 */
import type { Heading, Nodes, Root, Table } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { SearchBlock } from '../../core/parsed-doc.ts';

const MAX_TEXT = 600;
/** A table is a section's reference (an option's type and default, an API page's properties): kept longer than a paragraph. */
const MAX_TABLE_TEXT = 4000;
const SKIP: ReadonlySet<string> = new Set(['code', 'yaml', 'html', 'definition', 'footnoteDefinition', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

function clean(text: string, max = MAX_TEXT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The rows after the header as "header: cell, header: cell", joined by "; " (the header alone when there are none). */
export function tableText(table: Table): string {
  const [head, ...body] = table.children.map((row) => row.children.map((cell) => clean(mdastToString(cell))));
  if (!head) return '';
  if (body.length === 0) return head.filter(Boolean).join(', ');
  const rows = body.map((cells) =>
    cells
      .map((cell, i) => (cell && head[i] ? `${head[i]}: ${cell}` : cell))
      .filter(Boolean)
      .join(', '),
  );
  return rows.filter(Boolean).join('; ');
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
    if (node.type === 'table') {
      const text = clean(tableText(node), MAX_TABLE_TEXT);
      if (text) blocks.push({ kind: 'table', text });
      return;
    }
    const label = (node.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className;
    if (label?.includes('admonition-heading')) return;
    if (node.type === 'paragraph' || node.type === 'listItem') {
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
