/**
 * render (its first half): a route rendered by the server bundle of core's own server entry
 * (./server-bundle.ts builds it): the app's HTML for the route, and what the page collected (its
 * head, its links and anchors, the modules it used), exactly what `docusaurus build` renders into
 * its HTML shell. A render thread loads this module, so it imports nothing of the bundler.
 *
 * Core's server entry changed shape within the supported range: 3.6 hands back Helmet's own
 * state (`collectedData.helmet`); 3.7 and later its head already as strings
 * (`collectedData.metadata.internal`) beside the Helmet state for postBuild and the route's
 * public build metadata. A rendered route is read here into one shape for both.
 */
import { pathToFileURL } from 'node:url';

/** The page's head as the HTML shell lays it out. */
export interface PageHead {
  htmlAttributes: string;
  bodyAttributes: string;
  title: string;
  meta: string;
  link: string;
  script: string;
}

export interface RenderedRoute {
  html: string;
  head: PageHead;
  /** Helmet's state, which plugins' postBuild read as `head[route]` */
  helmet: unknown;
  /** the route's public build metadata (3.7+: `routesBuildMetadata` of postBuild) */
  publicMetadata?: unknown;
  links: string[];
  anchors: string[];
  modules: string[];
}

export type ServerRender = (params: { pathname: string; v4RemoveLegacyPostBuildHeadAttribute?: boolean }) => Promise<RenderedRoute>;

interface HelmetDatum {
  toString: () => string;
}
type Helmet = Record<keyof PageHead, HelmetDatum>;

interface CoreCollectedData {
  links: string[];
  anchors: string[];
  modules: string[];
  /** 3.6 */
  helmet?: Helmet;
  /** 3.7+ */
  metadata?: { internal: PageHead; helmet?: unknown; public?: unknown };
}

type CoreRender = (params: { pathname: string; v4RemoveLegacyPostBuildHeadAttribute?: boolean }) => Promise<{ html: string; collectedData: CoreCollectedData }>;

/** A route's head as strings, from either shape core hands back. */
function headOf(data: CoreCollectedData): PageHead {
  if (data.metadata) return data.metadata.internal;
  const helmet = data.helmet as Helmet;
  const text = (key: keyof PageHead) => helmet[key].toString();
  return { htmlAttributes: text('htmlAttributes'), bodyAttributes: text('bodyAttributes'), title: text('title'), meta: text('meta'), link: text('link'), script: text('script') };
}

export function renderedRoute(html: string, data: CoreCollectedData): RenderedRoute {
  return {
    html,
    head: headOf(data),
    helmet: data.metadata ? data.metadata.helmet : data.helmet,
    ...(data.metadata && 'public' in data.metadata ? { publicMetadata: data.metadata.public } : {}),
    links: data.links,
    anchors: data.anchors,
    modules: data.modules,
  };
}

export async function loadServerRender(entry: string): Promise<ServerRender> {
  const render = ((await import(pathToFileURL(entry).href)) as { default: CoreRender }).default;
  return async (params) => {
    const { html, collectedData } = await render(params);
    return renderedRoute(html, collectedData);
  };
}
