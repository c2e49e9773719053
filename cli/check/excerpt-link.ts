/**
 * broken-excerpt-link: a broken link on a blog list page (a broken link to Docusaurus, at the
 * same level, `onBrokenLinks`): a post's excerpt is shown on the blog's list pages (its pages,
 * its tag and author pages), where a relative URL in it resolves against the list page's URL, not
 * the post's: `[next](migrate-guide)` in a post at `/blog/x` is `/blog/migrate-guide` there, but
 * `/blog/page/migrate-guide` on `/blog/page/3`. Docusaurus's link check reports it on each such
 * page; here once, at the link, naming the first list page that breaks it. File links (`./x.md`,
 * `./img.png`) are not judged here: the compile makes them the same URL everywhere.
 */
import { diagnostic } from '../diagnostics/create.ts';
import { isExternalUrl } from '../../schema/paths.ts';
import { leavesBase, pageUrlOf, parseAgainst } from '../model/links.ts';
import type { BlogPostRecord, ListPage } from '../model/types.ts';
import type { Check } from './context.ts';

/** A URL resolved relative to the page it is on: not absolute, not only a fragment, not a file's (a name with an extension). */
function isRelativeUrl(url: string): boolean {
  if (url === '' || url.startsWith('/') || url.startsWith('#') || url.startsWith('?') || isExternalUrl(url)) return false;
  const last = url.replace(/[?#].*$/, '').split('/').pop() ?? '';
  return !/\.[A-Za-z0-9]+$/.test(last);
}

/** The list pages that show excerpts, in order: the paginated lists, tag and author pages (not the archive's titles). */
const showsExcerpts = (list: ListPage) => list.kind === 'blog-tag' || (list.kind === 'blog-list' && list.pagination !== undefined);

export const excerptLink: Check = ({ model, table }) => {
  const posts = new Map<string, BlogPostRecord>(model.blogPosts.map((post) => [post.permalink, post]));
  const listsShowing = new Map<BlogPostRecord, ListPage[]>();
  for (const list of model.listPages.filter(showsExcerpts)) {
    for (const item of list.items) {
      const post = posts.get(item.permalink);
      if (!post) continue;
      const showing = listsShowing.get(post);
      if (showing) showing.push(list);
      else listsShowing.set(post, [list]);
    }
  }
  const out = [];
  for (const [post, lists] of listsShowing) {
    for (const link of post.parsed.links) {
      if ((post.excerptEndLine !== undefined && link.line >= post.excerptEndLine) || !isRelativeUrl(link.url)) continue;
      const broken = lists.flatMap((list) => {
        const target = parseAgainst(link.url, pageUrlOf(list.permalink, model.config.baseUrl))?.pathname;
        return target !== undefined && (leavesBase(target, link.url, model.config.baseUrl) || table.find(target) === undefined) ? [{ list: list.permalink, target }] : [];
      });
      if (broken.length === 0) continue;
      const [first] = broken;
      const more = broken.length > 1 ? ` and ${broken.length - 1} more list page${broken.length === 2 ? '' : 's'}` : '';
      out.push(
        diagnostic({
          code: 'broken-excerpt-link',
          message: `broken link to ${link.url} (resolved as: ${first.target}) on the blog list page ${first.list}${more}, which shows this post's excerpt`,
          file: post.source,
          place: { start: { line: link.line, column: link.column }, end: { line: link.endLine, column: link.endColumn } },
          route: first.list,
          actual: link.url,
          note: 'a relative URL in an excerpt resolves against each list page that shows it: write the link from the site root (/blog/…) or as a file link (./other-post.md)',
        }),
      );
    }
  }
  return out;
};
