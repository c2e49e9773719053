/**
 * model (blog): posts with dates from the file name or frontmatter, reading time, authors and
 * tags; paginated list pages and tag pages; newest first.
 */
import path from 'node:path';
import { slug as githubSlug } from 'github-slugger';
import { type BlogFrontmatter, blogFrontmatter } from '../../schema/frontmatter.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { BlogConfig } from '../../schema/config.ts';
import { diagnostic } from '../diagnostics/create.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import { joinUrl, stripExtension } from './paths.ts';
import type { BlogPostRecord, ListPage } from './types.ts';

const DATED_PATH = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[-/](.*))?$/;
const WORDS_PER_MINUTE = 200;

function isoDate(value: string | Date): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

export function buildBlog(options: BlogConfig, entries: { source: SourceFile; parsed: ParsedDoc }[]): { posts: BlogPostRecord[]; lists: ListPage[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const posts: BlogPostRecord[] = [];
  const base = joinUrl(options.routeBasePath);
  for (const { source, parsed } of entries) {
    const fm = blogFrontmatter.parse(parsed.frontmatter) as BlogFrontmatter;
    if (fm.draft) continue;
    let rel = stripExtension(source.relPath);
    if (/(^|\/)index$/i.test(rel)) rel = path.posix.dirname(rel);
    const dated = DATED_PATH.exec(rel);
    const date = fm.date !== undefined ? isoDate(fm.date) : dated ? isoDate(`${dated[1]}-${dated[2].padStart(2, '0')}-${dated[3].padStart(2, '0')}`) : undefined;
    if (!date) {
      diagnostics.push(
        diagnostic({
          code: 'invalid-frontmatter',
          message: 'a blog post needs a date: start the file name with YYYY-MM-DD or set `date` in the frontmatter',
          file: source.path,
          place: parsed.frontmatterKeys.date,
          actual: 'date',
        }),
      );
      continue;
    }
    const name = dated?.[4] || path.posix.basename(rel);
    const slug = fm.slug ?? `${date.replace(/-/g, '/')}/${name}`;
    const authors = (Array.isArray(fm.authors) ? fm.authors : fm.authors ? [fm.authors] : []).map((a) =>
      typeof a === 'string' ? { name: a } : { name: a.name ?? a.key ?? 'Anonymous', ...(a.title ? { title: a.title } : {}), ...(a.url ? { url: a.url } : {}), ...(a.image_url ? { imageUrl: a.image_url } : {}) },
    );
    const tags = (fm.tags ?? []).map((t) => {
      const label = typeof t === 'string' ? t : t.label;
      return { label, permalink: joinUrl(base, 'tags', typeof t === 'object' && t.permalink ? t.permalink : githubSlug(label)) };
    });
    posts.push({
      id: slug,
      source: source.path,
      title: fm.title ?? parsed.contentTitle ?? name,
      description: fm.description ?? parsed.excerpt ?? '',
      date,
      // The slug is resolved on its own first, so `..` in it stops at the blog root.
      permalink: joinUrl(base, joinUrl(slug)),
      readingTimeMinutes: Math.max(1, Math.round(parsed.words / WORDS_PER_MINUTE)),
      authors,
      tags,
      unlisted: fm.unlisted === true,
      parsed,
    });
  }
  posts.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.permalink < b.permalink ? -1 : 1));
  const listed = posts.filter((p) => !p.unlisted);
  listed.forEach((post, i) => {
    // As in Docusaurus: prev is the newer post ("Newer post"), next the older one.
    if (listed[i - 1]) post.prev = { title: listed[i - 1].title, permalink: listed[i - 1].permalink };
    if (listed[i + 1]) post.next = { title: listed[i + 1].title, permalink: listed[i + 1].permalink };
  });

  const lists: ListPage[] = [];
  if (listed.length > 0) {
    const perPage = options.postsPerPage;
    const totalPages = Math.ceil(listed.length / perPage);
    const pageUrl = (n: number) => (n === 1 ? base : joinUrl(base, 'page', String(n)));
    for (let n = 1; n <= totalPages; n++) {
      lists.push({
        kind: 'blog-list',
        permalink: pageUrl(n),
        title: 'Blog',
        items: listed.slice((n - 1) * perPage, n * perPage).map(card),
        pagination: { page: n, totalPages, ...(n > 1 ? { previous: pageUrl(n - 1) } : {}), ...(n < totalPages ? { next: pageUrl(n + 1) } : {}) },
      });
    }
    const byTag = new Map<string, { label: string; posts: BlogPostRecord[] }>();
    for (const post of listed) {
      for (const tag of post.tags) {
        const entry = byTag.get(tag.permalink) ?? { label: tag.label, posts: [] };
        entry.posts.push(post);
        byTag.set(tag.permalink, entry);
      }
    }
    if (byTag.size > 0) {
      const tagEntries = [...byTag].sort(([a], [b]) => (a < b ? -1 : 1));
      lists.push({ kind: 'blog-tags', permalink: joinUrl(base, 'tags'), title: 'Tags', items: tagEntries.map(([permalink, t]) => ({ title: t.label, permalink, description: `${t.posts.length} post${t.posts.length === 1 ? '' : 's'}` })) });
      for (const [permalink, t] of tagEntries) lists.push({ kind: 'blog-tag', permalink, title: `Posts tagged "${t.label}"`, items: t.posts.map(card) });
    }
  }
  return { posts, lists, diagnostics };
}

function card(post: BlogPostRecord) {
  return { title: post.title, permalink: post.permalink, ...(post.description ? { description: post.description } : {}) };
}
