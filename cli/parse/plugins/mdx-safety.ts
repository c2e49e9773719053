/**
 * Content is data: MDX code never runs. `import` lines are accepted and ignored (components
 * come from the renderer's map); `export` and `{expressions}` are positioned errors, except
 * comments (`{/* … *\/}`) and heading ids written as `{/* #id *\/}`, which the headings plugin reads.
 */
import type { Parent, Root, RootContent } from 'mdast';
import { COMMENT_ID } from '../../../schema/heading-ids.ts';
import type { ParseContext } from '../context.ts';

export const ONLY_COMMENTS = /^\s*(\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*$/;

function isHeading(parent: Parent | undefined): boolean {
  return parent?.type === 'heading';
}

export function checkMdxSafety(tree: Root, ctx: ParseContext): void {
  const walk = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'mdxjsEsm') {
        const body = (node.data?.estree?.body ?? []) as { type: string }[];
        const onlyImports = body.length > 0 && body.every((s) => s.type === 'ImportDeclaration');
        if (!onlyImports) {
          ctx.report({
            code: 'unsupported-mdx',
            message: '`export` and other JavaScript statements are not supported: content is data and is never run',
            place: node.position,
            note: 'move logic into a component of the renderer and use it here with literal props',
          });
        }
        parent.children.splice(i--, 1);
        continue;
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const isComment = ONLY_COMMENTS.test(node.value);
        if (isComment && (!COMMENT_ID.test(node.value) || !isHeading(parent))) {
          parent.children.splice(i--, 1);
          continue;
        }
        if (!isComment) {
          ctx.report({
            code: 'unsupported-mdx',
            message: `the expression {${node.value.length > 30 ? `${node.value.slice(0, 30)}…` : node.value}} is code; content is data and expressions are never evaluated`,
            place: node.position,
            note: 'write the value as text, or escape the braces as \\{ and \\}',
          });
          parent.children.splice(i--, 1);
        }
        continue;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
}
