/**
 * The page body: the hast tree from the pipeline rendered through hast-util-to-jsx-runtime with
 * the theme's component map. Components are named in the content and looked up here; an
 * unknown name renders a visible placeholder (and fails the prerender).
 */
import type { Root } from 'hast';
import { type Components, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import type { HastRoot } from '../../schema/artifacts.ts';
import { mdxComponents } from '../components/registry.tsx';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { anchoredHeading } from './Heading.tsx';
import { ContentLink } from './ContentLink.tsx';

export const unknownComponents = new Set<string>();

function UnknownComponent({ name }: { name: string }) {
  unknownComponents.add(name);
  return <div className="unknown-component" role="note">Unknown component &lt;{name}&gt;</div>;
}

const components = {
  a: ContentLink,
  pre: CodeBlock,
  div: Admonition,
  h2: anchoredHeading('h2'),
  h3: anchoredHeading('h3'),
  h4: anchoredHeading('h4'),
  h5: anchoredHeading('h5'),
  h6: anchoredHeading('h6'),
  ...mdxComponents,
} as unknown as Partial<Components>;

function withUnknowns(tree: Root): Root {
  // Capitalised names not in the map become a placeholder element carrying the name.
  const visit = (node: Root | Root['children'][number]): void => {
    if (!('children' in node)) return;
    for (const child of node.children) {
      if (child.type === 'element' && /^[A-Z]/.test(child.tagName) && !(child.tagName in mdxComponents)) {
        child.properties = { name: child.tagName };
        child.tagName = 'UnknownComponent';
      }
      visit(child);
    }
  };
  visit(tree);
  return tree;
}

export function Content({ body }: { body: HastRoot }): ReactNode {
  const tree = withUnknowns(structuredClone(body) as Root);
  return toJsxRuntime(tree, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: { ...components, UnknownComponent } as Partial<Components>,
    passKeys: true,
    passNode: false,
    ignoreInvalidStyle: true,
  });
}
