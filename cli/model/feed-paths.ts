/** model (feed paths): where the blog's feeds are served (`/blog/rss.xml`…); links to them are valid, as to static files. */
import type { BlogConfig } from '../../schema/config.ts';
import type { BlogPostRecord } from './types.ts';

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
export type FeedType = keyof typeof FEED_FILES;

/** The feed types the blog writes (none when `feedOptions.type` is null). */
export function feedTypesOf(blog: BlogConfig): FeedType[] {
  const { type } = blog.feedOptions;
  return type === null ? [] : type === 'all' ? ['rss', 'atom', 'json'] : [...new Set(type)];
}

/** The URL paths of the feeds, without the base URL; none when the blog lists no post (Docusaurus writes none then). */
export function feedPaths(blog: BlogConfig | false, posts: readonly BlogPostRecord[]): string[] {
  if (blog === false || !posts.some((p) => !p.unlisted)) return [];
  const base = `/${blog.routeBasePath.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
  return feedTypesOf(blog).map((type) => `${base}/${FEED_FILES[type]}`);
}

/** The static files links may name, with the feeds. */
export function linkableFiles(model: { staticFiles: ReadonlySet<string>; feeds: readonly string[] }): ReadonlySet<string> {
  return model.feeds.length === 0 ? model.staticFiles : new Set([...model.staticFiles, ...model.feeds]);
}
