/**
 * Admonitions (`:::note|tip|info|warning|danger|caution[title]`, or the keywords the docs
 * plugin's `admonitions` option gives) become `div.admonition` elements with a title, and other
 * directives the text that was written (schema/mdx-directives.ts, shared with the renderer's MDX
 * compiler); a container directive that is no admonition is reported.
 */
import type { Root } from 'mdast';
import { ADMONITIONS, transformDirectives as rewriteDirectives } from '../../../schema/mdx-directives.ts';
import type { ParseContext } from '../context.ts';

export function transformDirectives(tree: Root, ctx: ParseContext): void {
  const keywords: readonly string[] = ctx.options.admonitions ?? ADMONITIONS;
  rewriteDirectives(tree, ctx.text, (node) => {
    if (keywords.includes(node.name.toLowerCase())) return;
    ctx.report({
      code: 'parse-error',
      message: `unknown container directive ":::${node.name}"; it renders as a plain block`,
      place: node.position,
      level: 'warn',
      note: `admonitions are ${keywords.map((a) => `:::${a}`).join(', ')}`,
    });
  });
}
