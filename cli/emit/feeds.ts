/**
 * emit (feeds): the blog's RSS, Atom and JSON feeds, as Docusaurus writes them (the `feed`
 * package, the same channel and item fields): listed posts newest first up to the limit, each
 * with its whole body as HTML (rehype-stringify of the page tree, file links rewritten, links and
 * images made absolute). Written as `feeds/<blog route>/rss.xml|atom.xml|feed.json`; the site
 * serves them at `<blog route>/rss.xml…`.
 */
import { Feed } from 'feed';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { FEED_FILES, feedTypesOf } from '../model/feed-paths.ts';
import type { BlogPostRecord, SiteModel } from '../model/types.ts';
import { rewriteBody } from './page-data.ts';

/** The post's body as feed HTML: components rendered as their HTML (`<Link to>` is a link), URLs absolute. */
function postHtml(post: BlogPostRecord, rewrites: ReadonlyMap<string, string> | undefined, absolute: (url: string) => string): string {
  const tree = JSON.parse(rewriteBody(post.source, post.parsed.body, rewrites)) as Root;
  const plain = (nodes: readonly (RootContent | ElementContent)[]): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type === 'doctype') return [];
      if (node.type !== 'element') return [node as ElementContent];
      const children = plain(node.children);
      const props = { ...node.properties };
      if (node.tagName === 'Link') {
        const href = props.to ?? props.href;
        return [{ type: 'element', tagName: 'a', properties: typeof href === 'string' ? { href: absolute(href) } : {}, children }];
      }
      // A component the renderer draws (a chart, tabs): its content, as far as it is HTML.
      if (/^[A-Z]/.test(node.tagName) || node.tagName.includes('.')) return children;
      if (node.tagName === 'a' && typeof props.href === 'string') props.href = absolute(props.href);
      if (node.tagName === 'img' && typeof props.src === 'string') props.src = absolute(props.src);
      return [{ ...node, properties: props, children } as Element];
    });
  return unified()
    .use(rehypeStringify)
    .stringify({ type: 'root', children: plain(tree.children) } as Root);
}

/** The feed files (`feeds/blog/rss.xml`…), or none when the blog writes no feed or lists no post. */
export function feedFiles(model: SiteModel, rewrites: ReadonlyMap<string, ReadonlyMap<string, string>>): Map<string, string> {
  const files = new Map<string, string>();
  const { config } = model;
  const blog = config.blog;
  const paths = model.feeds;
  if (blog === false || paths.length === 0) return files;
  const site = config.url.replace(/\/$/, '');
  const blogUrl = `${site}${config.baseUrl.replace(/\/$/, '')}/${blog.routeBasePath.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
  const { limit } = blog.feedOptions;
  const posts = model.blogPosts.filter((p) => !p.unlisted);
  const listed = limit === false || limit === null ? posts : posts.slice(0, limit);
  // RSS names an author by email only (Docusaurus's feed writes none without one): its feed has no authors.
  const feedOf = (withAuthors: boolean) => {
    const feed = new Feed({
      id: blogUrl,
      title: blog.feedOptions.title ?? `${config.title} Blog`,
      updated: new Date(listed[0].date),
      language: blog.feedOptions.language ?? config.i18n.defaultLocale,
      link: blogUrl,
      description: blog.feedOptions.description ?? `${config.title} Blog`,
      ...(config.favicon ? { favicon: `${site}${config.baseUrl.replace(/\/$/, '')}/${config.favicon.replace(/^\//, '')}` } : {}),
      copyright: blog.feedOptions.copyright ?? '',
    });
    for (const item of items) feed.addItem(withAuthors ? item : { ...item, author: undefined });
    return feed;
  };
  const items = listed.map((post) => {
    const url = `${site}${config.baseUrl.replace(/\/$/, '')}${post.permalink}`;
    const absolute = (href: string) => {
      try {
        return String(new URL(href, url));
      } catch {
        return href;
      }
    };
    return {
      title: post.title,
      id: url,
      link: url,
      date: new Date(post.date),
      description: post.description,
      content: postHtml(post, rewrites.get(post.source), absolute),
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
      ...(post.authors.length > 0 ? { author: post.authors.map((a) => ({ name: a.name, ...(a.url ? { link: a.url } : {}) })) } : {}),
    };
  });
  const text: Record<keyof typeof FEED_FILES, () => string> = { rss: () => feedOf(false).rss2(), atom: () => feedOf(true).atom1(), json: () => feedOf(true).json1() };
  for (const type of feedTypesOf(blog)) files.set(`feeds${paths.find((p) => p.endsWith(`/${FEED_FILES[type]}`))}`, text[type]());
  return files;
}
