/**
 * The components a page body renders with, the same for the data path (docs/Content.tsx) and
 * compiled MDX (mdx/provider.tsx): links, code blocks, admonitions, tables and anchored headings,
 * then the named components of the registry (built-in, theme and the site's own).
 */
import { type ComponentType, createContext } from 'react';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { ContentLink } from './ContentLink.tsx';
import { anchoredHeading } from './Heading.tsx';
import { ScrollableTable } from './ScrollableTable.tsx';

export const baseContentComponents = {
  a: ContentLink,
  pre: CodeBlock,
  div: Admonition,
  table: ScrollableTable,
  h2: anchoredHeading('h2'),
  h3: anchoredHeading('h3'),
  h4: anchoredHeading('h4'),
  h5: anchoredHeading('h5'),
  h6: anchoredHeading('h6'),
};

/**
 * The map a body renders with: these elements, and the named components the app registers
 * (shell/registry.tsx: `<Link>`, the theme's, the site's own), given by the app so that this room
 * needs none of them.
 */
export const ContentComponentsContext = createContext<Record<string, ComponentType<Record<string, unknown>>>>(baseContentComponents as unknown as Record<string, ComponentType<Record<string, unknown>>>);
