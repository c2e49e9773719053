/**
 * Heading ids as Docusaurus assigns them (schema/heading-ids.ts, shared with the renderer's MDX
 * compiler): an explicit `{#id}` wins, else the slug of the heading's plain text. Every
 * heading takes part in the numbering, the h1 included, though the h1 renders without an id.
 * In compile mode an expression in a heading is slugged by its source (`{version}`: `version`).
 * The leading h1 becomes the page's content title and leaves the body.
 */
import type { Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { Slugger, takeExplicitId } from '../../../schema/heading-ids.ts';
import type { ParseContext } from '../context.ts';
import { eachNode } from '../each-node.ts';
import { textWithValues } from './mdx-code.ts';

export function assignHeadingIds(tree: Root, ctx: ParseContext): void {
  const slugger = new Slugger();
  const first = tree.children[0];
  eachNode(tree, 'heading', (heading) => {
    const explicit = takeExplicitId(heading);
    // An expression counts by its source text in the id, as Docusaurus slugs it, and by its value in the text.
    const source = mdastToString(heading).trim();
    const text = ctx.code ? textWithValues(heading, ctx.code).trim() : source;
    const id = explicit ?? slugger.slug(source);
    if (explicit) slugger.reserve(explicit);
    const start = heading.position?.start ?? { line: 1, column: 1 };
    if (heading.depth === 1) {
      if (heading === first && ctx.contentTitle === undefined) ctx.contentTitle = text;
      ctx.headings.push({ depth: 1, text, line: start.line, column: start.column });
      return;
    }
    heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
    ctx.headings.push({ depth: heading.depth, text, id, line: start.line, column: start.column });
  });
  if (first?.type === 'heading' && first.depth === 1) tree.children.shift();
}
