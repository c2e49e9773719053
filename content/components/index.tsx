/**
 * racing-bars' own components, the ones its pages name (`<RaceChart … />`, `<HomeChart … />`):
 * the site's components map, as any site has one (docs-cli bundles it and its checker reads its
 * names). Each is loaded lazily, so a page without them ships none of their code, and drawn only
 * in the browser, a placeholder of its height until then. Their code is the renderer's chart
 * code, which the gallery's demos share.
 */
import { type ComponentType, lazy } from 'react';
import { ClientOnly } from '../../renderer/components/ClientOnly.tsx';

const RaceChart = lazy(() => import('../../renderer/components/RaceChart.tsx'));
const HomeChart = lazy(() => import('../../renderer/components/HomeChart.tsx'));

function clientOnly<P extends object>(Component: ComponentType<P>, minHeight: number) {
  return function Wrapped(props: P) {
    return (
      <ClientOnly minHeight={minHeight}>
        <Component {...props} />
      </ClientOnly>
    );
  };
}

export const components = {
  RaceChart: clientOnly(RaceChart, 420),
  HomeChart: clientOnly(HomeChart, 420),
};
