/**
 * The components of compiled MDX pages (@mdx-js's `providerImportSource`): the data path's map
 * (docs/Content.tsx), so a compiled page's links, code blocks, admonitions, tables and headings
 * render as its artifact's body would, with the site's and the theme's named components. A page's
 * own imports win over these names. Only compiled pages import this module (their lazy chunks).
 */
import type { ComponentType } from 'react';
import { mdxComponents } from '../components/registry.tsx';
import { Admonition } from '../docs/Admonition.tsx';
import { CodeBlock } from '../docs/CodeBlock.tsx';
import { ContentLink } from '../docs/ContentLink.tsx';
import { anchoredHeading } from '../docs/Heading.tsx';
import { ScrollableTable } from '../docs/ScrollableTable.tsx';

const components = {
  a: ContentLink,
  pre: CodeBlock,
  div: Admonition,
  table: ScrollableTable,
  h2: anchoredHeading('h2'),
  h3: anchoredHeading('h3'),
  h4: anchoredHeading('h4'),
  h5: anchoredHeading('h5'),
  h6: anchoredHeading('h6'),
  ...mdxComponents,
} as unknown as Record<string, ComponentType<Record<string, unknown>>>;

export function useMDXComponents(): Record<string, ComponentType<Record<string, unknown>>> {
  return components;
}
