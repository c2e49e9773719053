/**
 * Admonitions (`:::note|tip|info|warning|danger|caution[title]`, or the keywords the docs
 * plugin's `admonitions` option gives) become `div.admonition` elements with a title; anything
 * else remark-directive read as a directive was most likely text (`10:30`, `note:this`) and is
 * put back as the text that was written.
 */
import type { Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ParseContext } from '../context.ts';

export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
const DEFAULT_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' };

function sourceOf(ctx: ParseContext, node: RootContent): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start !== undefined && end !== undefined ? ctx.text.slice(start, end) : '';
}

export function transformDirectives(tree: Root, ctx: ParseContext): void {
  const keywords: readonly string[] = ctx.options.admonitions ?? ADMONITIONS;
  const walk = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'textDirective') {
        const text: Text = { type: 'text', value: sourceOf(ctx, node), position: node.position };
        parent.children[i] = text;
        continue;
      }
      if (node.type === 'leafDirective') {
        const paragraph: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: sourceOf(ctx, node) }], position: node.position };
        parent.children[i] = paragraph;
        continue;
      }
      if (node.type === 'containerDirective') {
        const name = node.name.toLowerCase();
        const known = keywords.includes(name);
        if (!known) {
          ctx.report({
            code: 'parse-error',
            message: `unknown container directive ":::${node.name}"; it renders as a plain block`,
            place: node.position,
            level: 'warn',
            note: `admonitions are ${keywords.map((a) => `:::${a}`).join(', ')}`,
          });
        }
        const first = node.children[0];
        let titleChildren: PhrasingContent[] = [{ type: 'text', value: DEFAULT_TITLES[name] ?? node.name }];
        if (first?.type === 'paragraph' && first.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
          node.children.shift();
          titleChildren = first.children;
        }
        walk(node);
        const body = node.children;
        node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${name}`], dataAdmonition: name } };
        node.children = [
          { type: 'paragraph', data: { hName: 'div', hProperties: { className: ['admonition-heading'] } }, children: titleChildren },
          { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children: body as never },
        ] as never;
        continue;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
}
