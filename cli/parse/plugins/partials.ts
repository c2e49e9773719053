/**
 * Markdown files a page imports and renders as components (`import Shared from './_shared.mdx'`
 * then `<Shared />`): Docusaurus renders their content in the page, so the model counts their
 * headings, anchors and links as the page's. Recorded in both MDX modes (an import is not run).
 */
import type { Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { PartialImport } from '../../core/parsed-doc.ts';
import type { ParseContext } from '../context.ts';

const MARKDOWN_FILE = /\.mdx?$/i;

/** The Markdown imports of one ESM block. */
function markdownImports(program: Program): PartialImport[] {
  const found: PartialImport[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String(statement.source.value);
    if (!MARKDOWN_FILE.test(source.split(/[?#]/)[0])) continue;
    const specifier = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
    if (!specifier) continue;
    const start = statement.loc?.start ?? { line: 1, column: 0 };
    found.push({ source, name: specifier.local.name, line: start.line, column: start.column + 1, uses: [] });
  }
  return found;
}

export function recordPartials(tree: Root, ctx: ParseContext): void {
  const byName = new Map<string, PartialImport>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    for (const partial of markdownImports(node.data.estree)) {
      ctx.partials.push(partial);
      byName.set(partial.name, partial);
    }
  }
  if (byName.size === 0) return;
  const walk = (node: Nodes) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const partial = byName.get(node.name);
      const start = node.position?.start;
      if (partial && start) partial.uses.push({ line: start.line, column: start.column });
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
}
