/**
 * post-build: every plugin's `postBuild`, as core's build runs it once the pages are written (the
 * sitemap, the blog's feeds, which read the written pages back, a search plugin's index), with
 * the site's props, each route's collected head and public metadata, and the plugin's content.
 */
import type { SiteProps } from './load-site.ts';
import type { CollectedRoute } from './route-render.ts';

interface PostBuildPlugin {
  name?: string;
  content?: unknown;
  postBuild?: (params: Record<string, unknown>) => Promise<void> | void;
}

/** Runs every plugin's postBuild; the ones that threw come back (each plugin runs whatever another did). */
export async function runPostBuild(props: SiteProps, collected: ReadonlyMap<string, CollectedRoute>, options: { removeLegacyHead: boolean }): Promise<{ plugin: string; error: unknown }[]> {
  const byRoute = (pick: (route: CollectedRoute) => unknown) => Object.fromEntries([...collected].map(([pathname, route]) => [pathname, pick(route)]));
  const head = options.removeLegacyHead ? {} : byRoute((route) => route.helmet);
  // 3.6 has no public build metadata (and passes none).
  const withMetadata = [...collected.values()].some((route) => 'publicMetadata' in route);
  const routesBuildMetadata = withMetadata ? { routesBuildMetadata: byRoute((route) => route.publicMetadata) } : {};
  const outcomes = await Promise.allSettled(
    (props.plugins as unknown as PostBuildPlugin[]).map(async (plugin) => {
      await plugin.postBuild?.({ ...props, head, ...routesBuildMetadata, content: plugin.content });
    }),
  );
  const plugins = props.plugins as unknown as PostBuildPlugin[];
  return outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [{ plugin: plugins[i].name ?? 'a plugin', error: outcome.reason }] : []));
}
