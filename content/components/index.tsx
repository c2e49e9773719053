/**
 * racing-bars' own components, the ones its pages name (`<RaceChart … />`, `<GalleryDemo name=… />`):
 * the site's components map, as any site has one (docs-cli bundles it and its checker reads its
 * names). Each is loaded lazily, so a page without them ships none of their code; the charts and
 * demos are drawn only in the browser, a placeholder of their height until then, and the
 * playground is prerendered with its default program. What they need made at build time is
 * the site's build plugin's (../plugin/index.ts).
 */
import { type ComponentType, lazy } from 'react';
import { clientOnly, prerendered } from '../../renderer/theme/content/ClientOnly.tsx';

const RaceChart = lazy(() => import('./charts/RaceChart.tsx'));
const HomeChart = lazy(() => import('./charts/HomeChart.tsx'));
// The gallery's demos and the playground page (the props content may give them are in docs.config.ts, `componentProps`).
const GalleryDemo = lazy(() => import('./gallery/GalleryDemo.tsx')) as unknown as ComponentType<Record<string, unknown>>;
const Playground = lazy(() => import('./playground/PlaygroundPage.tsx'));

// Only pages with cards load the thumbnails' code.
const CardThumbnail = lazy(() => import('./gallery/CardThumbnail.tsx'));

export const components = {
  RaceChart: clientOnly(RaceChart, 420),
  HomeChart: clientOnly(HomeChart, 420),
  GalleryDemo: clientOnly(GalleryDemo, 480),
  Playground: prerendered(Playground),
};

/** The theme's slots the site fills: a gallery page's card shows its demo's first frame. */
export const slots = {
  DocCardImage: CardThumbnail,
};
