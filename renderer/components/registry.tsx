/** The components content may name (`<RaceChart …/>` in MDX), loaded lazily: a page without them ships none of their code. */
import { type ComponentType, lazy } from 'react';
import { components as siteComponents } from '@site-components';
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

export const mdxComponents: Record<string, ComponentType<Record<string, unknown>>> = {
  RaceChart: clientOnly(RaceChart as ComponentType<Record<string, unknown>>, 420),
  Playground: clientOnly(Playground as ComponentType<Record<string, unknown>>, 600),
  GalleryDemo: clientOnly(GalleryDemo as unknown as ComponentType<Record<string, unknown>>, 480),
  HomeChart: clientOnly(HomeChart as ComponentType<Record<string, unknown>>, 420),
  ...siteComponents,
};
