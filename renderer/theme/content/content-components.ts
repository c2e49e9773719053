/**
 * The components a page body renders with, the same for the data path (docs/Content.tsx) and
 * compiled MDX (mdx/provider.tsx): links, code blocks, admonitions, tables and anchored headings,
 * then the named components of the registry (built-in, theme and the site's own).
 */
import { mdxComponents } from '../../components/registry.tsx';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { ContentLink } from './ContentLink.tsx';
import { anchoredHeading } from './Heading.tsx';
import { ScrollableTable } from './ScrollableTable.tsx';

export const contentComponents = {
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
};
