/**
 * Directives as Docusaurus reads them, shared by the parser (cli/parse/plugins/directives.ts) and
 * the renderer's MDX compiler (renderer/site-build/plugins/remark-docusaurus.ts), so that a compiled page's
 * admonitions are its artifact's: a container directive (`:::tip[Title]`) becomes a
 * `div.admonition` with a title; a text or leaf directive was most likely text (`10:30`,
 * `note:this`) and is put back as it was written.
 */
import type { Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

/**
 * Docusaurus's admonition keywords, as its mdx-loader lists them (the docs plugin's `admonitions`
 * option may give others): the six it documents, and `secondary`, `success` and `important`,
 * which its theme draws as a note, a tip and an info.
 */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'secondary', 'success', 'important'] as const;
/** The kind an alias keyword looks like. */
export const ADMONITION_LOOKS: Readonly<Record<string, string>> = { secondary: 'note', success: 'tip', important: 'info' };
const DEFAULT_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', secondary: 'Secondary', success: 'Success', important: 'Important' };

function sourceOf(source: string, node: RootContent): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start !== undefined && end !== undefined ? source.slice(start, end) : '';
}

/** Rewrites the tree's directives; `onContainer` sees each container directive first (the parser reports an unknown name there). */
export function transformDirectives(tree: Root, source: string, onContainer?: (node: ContainerDirective) => void): void {
  const walk = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'textDirective') {
        parent.children[i] = { type: 'text', value: sourceOf(source, node), position: node.position } satisfies Text;
        continue;
      }
      if (node.type === 'leafDirective') {
        parent.children[i] = { type: 'paragraph', children: [{ type: 'text', value: sourceOf(source, node) }], position: node.position } satisfies Paragraph;
        continue;
      }
      if (node.type === 'containerDirective') {
        onContainer?.(node);
        const name = node.name.toLowerCase();
        const first = node.children[0];
        let title: PhrasingContent[] = [{ type: 'text', value: DEFAULT_TITLES[name] ?? node.name }];
        if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          node.children.shift();
          title = first.children;
        }
        walk(node);
        const body = node.children;
        node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${name}`], dataAdmonition: name } };
        node.children = [
          { type: 'paragraph', data: { hName: 'div', hProperties: { className: ['admonition-heading'] } }, children: title },
          { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children: body as never },
        ] as never;
        continue;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
}
