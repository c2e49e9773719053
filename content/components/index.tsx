/**
 * racing-bars' own components, the ones its pages name (`<RaceChart … />`, `<HomeChart … />`):
 * the site's components map, as any site has one (docs-cli bundles it and its checker reads its
 * names). Each is loaded lazily, so a page without them ships none of their code, and drawn only
 * in the browser, a placeholder of its height until then. Their code is the renderer's chart
 * code, which the gallery's demos share.
 */
import { lazy } from 'react';
import { clientOnly } from '../../renderer/components/ClientOnly.tsx';

const RaceChart = lazy(() => import('../../renderer/components/RaceChart.tsx'));
const HomeChart = lazy(() => import('../../renderer/components/HomeChart.tsx'));

export const components = {
  RaceChart: clientOnly(RaceChart, 420),
  HomeChart: clientOnly(HomeChart, 420),
};
