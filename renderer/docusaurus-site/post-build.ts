/**
 * post-build: every plugin's `postBuild`, as core's build runs it once the pages are written (the
 * sitemap, the blog's feeds, which read the written pages back, a search plugin's index), with
 * the site's props, each route's collected head and public metadata, and the plugin's content.
 */
import type { SiteProps } from './load-site.ts';
import type { RenderedRoute } from './server-render.ts';

interface Collected {
  metadata: { public?: unknown; helmet?: unknown };
}

interface PostBuildPlugin {
  content?: unknown;
  postBuild?: (params: Record<string, unknown>) => Promise<void> | void;
}

export async function runPostBuild(props: SiteProps, collected: ReadonlyMap<string, RenderedRoute['collectedData']>): Promise<void> {
  const v4 = (props.siteConfig as unknown as { future: { v4: { removeLegacyPostBuildHeadAttribute?: boolean } } }).future.v4;
  const byRoute = (pick: (data: Collected) => unknown) => Object.fromEntries([...collected].map(([pathname, data]) => [pathname, pick(data as Collected)]));
  const head = v4.removeLegacyPostBuildHeadAttribute ? {} : byRoute((data) => data.metadata.helmet);
  const routesBuildMetadata = byRoute((data) => data.metadata.public);
  await Promise.all(
    (props.plugins as unknown as PostBuildPlugin[]).map(async (plugin) => {
      if (!plugin.postBuild) return;
      await plugin.postBuild({ ...props, head, routesBuildMetadata, content: plugin.content });
    }),
  );
}
