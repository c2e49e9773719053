/**
 * The remark plugin of compiled pages: what the parser does to a page's Markdown (cli/parse), so
 * that a compiled page shows what its artifact says. Frontmatter and the leading `# h1` (the
 * page's title, which DocPage shows) leave the body; admonitions become the data path's
 * `div.admonition` and other directives the text that was written; headings get the artifact's
 * ids (schema/heading-ids.ts, as the parser makes them); links and images to the site's files get
 * the URLs the artifacts give them; code blocks become the artifact's highlighted `<pre>`s.
 */
import type { Element } from 'hast';
import type { Heading, Parent, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { Slugger, takeExplicitId } from '../../../schema/heading-ids.ts';
import { transformDirectives } from '../../../schema/mdx-directives.ts';

export interface DocusaurusMarkdownOptions {
  /** a written URL of this file → the site's URL for it (a route, an asset), or undefined to keep it */
  resolveUrl: (url: string, file: string) => string | undefined;
  /** this file's highlighted code blocks, in document order (the artifact's), if it has an artifact */
  codeBlocks: (file: string) => readonly Element[] | undefined;
}

/** Heading ids as the parser assigns them; the leading h1 leaves the body (DocPage shows the title). */
function assignHeadingIds(tree: Root): void {
  const slugger = new Slugger();
  // The parser has taken the ESM out by then: the h1 after the imports is the first heading.
  const first = tree.children.find((node) => node.type !== 'mdxjsEsm');
  const visit = (parent: Parent) => {
    for (const node of parent.children) {
      if (node.type === 'heading') {
        const heading = node as Heading;
        const explicit = takeExplicitId(heading);
        // An expression counts by its source text (mdast-util-to-string gives it), as the parser slugs it.
        const id = explicit ?? slugger.slug(mdastToString(heading).trim());
        if (explicit) slugger.reserve(explicit);
        if (heading.depth > 1) heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
        continue;
      }
      if ('children' in node) visit(node as Parent);
    }
  };
  visit(tree);
  if (first?.type === 'heading' && first.depth === 1) tree.children.splice(tree.children.indexOf(first), 1);
}

function resolveUrls(tree: Root, file: string, resolveUrl: DocusaurusMarkdownOptions['resolveUrl']): void {
  const visit = (parent: Parent) => {
    for (const node of parent.children) {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const to = resolveUrl(node.url, file);
        if (to !== undefined) node.url = to;
      }
      if ('children' in node) visit(node as Parent);
    }
  };
  visit(tree);
}

/**
 * Each fenced code block becomes the artifact's highlighted `<pre>` at the same place in document
 * order (an unknown node whose hast is given: mdast-util-to-hast makes it that element). Without
 * the same number of blocks (a file no page artifact shows) they stay plain code blocks.
 */
function highlightedCode(tree: Root, blocks: readonly Element[] | undefined): void {
  const codes: { parent: Parent; index: number }[] = [];
  const visit = (parent: Parent) => {
    parent.children.forEach((node, index) => {
      if (node.type === 'code') codes.push({ parent, index });
      else if ('children' in node) visit(node as Parent);
    });
  };
  visit(tree);
  if (!blocks || blocks.length !== codes.length) return;
  codes.forEach(({ parent, index }, i) => {
    const pre = blocks[i];
    parent.children[index] = { type: 'docsHighlightedCode', data: { hName: 'pre', hProperties: pre.properties, hChildren: pre.children } } as never;
  });
}

export function remarkDocusaurus(options: DocusaurusMarkdownOptions) {
  return (tree: Root, file: VFile) => {
    tree.children = tree.children.filter((node) => node.type !== 'yaml' && (node.type as string) !== 'toml');
    transformDirectives(tree, String(file.value));
    assignHeadingIds(tree);
    resolveUrls(tree, file.path, options.resolveUrl);
    highlightedCode(tree, options.codeBlocks(file.path));
  };
}
