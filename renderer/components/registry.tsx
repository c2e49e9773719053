/** The components content may name (`<RaceChart …/>` in MDX), loaded lazily: a page without them ships none of their code. */
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { components as siteComponents } from '@site-components';
import type { ContentComponentProps } from '../../schema/content-components.ts';
import { Link } from '../app/Link.tsx';
import { ClientOnly } from './ClientOnly.tsx';

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
  ...siteComponents,
};
