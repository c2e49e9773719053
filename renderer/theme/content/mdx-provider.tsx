/**
 * The components of compiled MDX pages (@mdx-js's `providerImportSource`): the data path's map
 * (docs/Content.tsx), so a compiled page's links, code blocks, admonitions, tables and headings
 * render as its artifact's body would, with the site's and the theme's named components. A page's
 * own imports win over these names. Only compiled pages import this module (their lazy chunks).
 */
import { type ComponentType, useContext } from 'react';
import { ContentComponentsContext } from './content-components.ts';

export function useMDXComponents(): Record<string, ComponentType<Record<string, unknown>>> {
  return useContext(ContentComponentsContext);
}
