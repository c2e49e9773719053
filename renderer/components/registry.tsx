/** The components content may name (`<RaceChart …/>` in MDX), loaded lazily: a page without them ships none of their code. */
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { components as siteComponents } from '@site-components';
import type { ContentComponentProps } from '../../schema/content-components.ts';
import { Link } from '../app/Link.tsx';
import { ClientOnly } from './ClientOnly.tsx';
// The Docusaurus components' styles are in every page's stylesheet: a prerendered tab set looks right before its code arrives.
import '../docusaurus/tabs.css';
import '../docusaurus/details.css';
import '../docusaurus/code-block.css';

const RaceChart = lazy(() => import('./RaceChart.tsx'));
const Playground = lazy(() => import('./Playground.tsx'));
const GalleryDemo = lazy(() => import('../gallery/GalleryDemo.tsx'));
const HomeChart = lazy(() => import('./HomeChart.tsx'));

function clientOnly<P extends object>(Component: ComponentType<P>, minHeight: number) {
  return function Wrapped(props: P) {
    return (
      <ClientOnly minHeight={minHeight}>
        <Component {...props} />
      </ClientOnly>
    );
  };
}

/** A lazy component the prerender renders too: hydration keeps the prerendered markup until its chunk arrives. */
function prerendered<P extends object>(Component: ComponentType<P>) {
  return function Wrapped(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

type Props = Record<string, unknown>;

/** A Docusaurus theme component (renderer/docusaurus): prerendered, its code loaded by the pages that use it. */
const theme = (load: () => Promise<{ default: ComponentType<never> }>) => prerendered(lazy(load as () => Promise<{ default: ComponentType<Props> }>));

/** The theme components that render blocks: never inside a paragraph (docs/block-components.ts). */
export const blockComponents: ReadonlySet<string> = new Set(['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'DocCardList', 'Head']);

/**
 * Docusaurus's `<Link to>` (or `href`) in MDX: the site's client-side link. A URL the build
 * removed as unsafe leaves a link without a target, which renders as plain text in an <a>.
 */
function ContentLink({ to, href, id, className, title, target, rel, children }: ContentComponentProps<'Link'> & { children?: ReactNode }) {
  // Only the props schema/content-components.ts lists for <Link>, each by name: nothing else from content reaches the <a>.
  const url = typeof to === 'string' ? to : typeof href === 'string' ? href : undefined;
  const named = { id, className: Array.isArray(className) ? className.join(' ') : className, title, target, rel };
  if (url === undefined) return <a {...named}>{children}</a>;
  return (
    <Link to={url} {...named}>
      {children}
    </Link>
  );
}

export const mdxComponents: Record<string, ComponentType<Record<string, unknown>>> = {
  RaceChart: clientOnly(RaceChart as ComponentType<Record<string, unknown>>, 420),
  Playground: prerendered(Playground as ComponentType<Record<string, unknown>>),
  GalleryDemo: clientOnly(GalleryDemo as unknown as ComponentType<Record<string, unknown>>, 480),
  HomeChart: clientOnly(HomeChart as ComponentType<Record<string, unknown>>, 420),
  Link: ContentLink as ComponentType<Record<string, unknown>>,
  ...(__DOCS_THEME_COMPONENTS__
    ? {
        Tabs: theme(() => import('../docusaurus/Tabs.tsx')),
        TabItem: theme(() => import('../docusaurus/TabItem.tsx')),
        Admonition: theme(() => import('../docusaurus/Admonition.tsx')),
        CodeBlock: theme(() => import('../docusaurus/CodeBlock.tsx')),
        Details: theme(() => import('../docusaurus/Details.tsx')),
        DocCardList: theme(() => import('../docusaurus/DocCardList.tsx')),
        Head: theme(() => import('../docusaurus/Head.tsx')),
      }
    : {}),
  ...siteComponents,
};
