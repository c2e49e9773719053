/**
 * post-build: every plugin's `postBuild`, as core's build runs it once the pages are written (the
 * sitemap, the blog's feeds, which read the written pages back, a search plugin's index), with
 * the site's props, each route's collected head and public metadata, and the plugin's content.
 */
import type { SiteProps } from './load-site.ts';
import type { RenderedRoute } from './server-render.ts';

interface PostBuildPlugin {
  content?: unknown;
  postBuild?: (params: Record<string, unknown>) => Promise<void> | void;
}

export async function runPostBuild(props: SiteProps, collected: ReadonlyMap<string, RenderedRoute>, options: { removeLegacyHead: boolean }): Promise<void> {
  const byRoute = (pick: (route: RenderedRoute) => unknown) => Object.fromEntries([...collected].map(([pathname, route]) => [pathname, pick(route)]));
  const head = options.removeLegacyHead ? {} : byRoute((route) => route.helmet);
  // 3.6 has no public build metadata (and passes none).
  const withMetadata = [...collected.values()].some((route) => 'publicMetadata' in route);
  const routesBuildMetadata = withMetadata ? { routesBuildMetadata: byRoute((route) => route.publicMetadata) } : {};
  await Promise.all(
    (props.plugins as unknown as PostBuildPlugin[]).map(async (plugin) => {
      if (!plugin.postBuild) return;
      await plugin.postBuild({ ...props, head, ...routesBuildMetadata, content: plugin.content });
    }),
  );
}
