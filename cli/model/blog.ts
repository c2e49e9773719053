/**
 * model (blog): posts with dates from the file name or frontmatter, reading time, authors (the
 * authors map's and inline ones) and tags (the tags file's and inline ones); paginated list
 * pages, tag pages, the archive and the pages of authors with `page: true`; newest first.
 */
import { type BlogFrontmatter, blogFrontmatter } from '../../schema/frontmatter.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { BlogConfig } from '../../schema/config.ts';
import { diagnostic } from '../diagnostics/create.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import type { BlogData } from '../load/content.ts';
import { postAuthors, postTags } from './blog-authors.ts';
import { joinUrl } from './paths.ts';
import type { BlogPostRecord, ListPage } from './types.ts';

/** Docusaurus's blog file name: an optional folder, a date, then the post's name (blogUtils's DATE_FILENAME_REGEX). */
const DATED_FILE = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/**
 * What a post's path gives, as Docusaurus reads it: a dated path puts the date, as written, first
 * in the URL, before any folder (`2024-1-5-launch.md` → `2024/1/5/launch`,
 * `news/2024-01-05-launch.md` → `2024/01/05/news/launch`); any other path is the URL as it is,
 * with no date.
 */
function fileNameParts(relPath: string): { date?: string; text: string; slug: string } {
  const match = DATED_FILE.exec(relPath);
  if (match?.groups) {
    const { folder = '', date = '', text = '' } = match.groups;
    const [year, month, day] = date.split(/[-/]/);
    return { date: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, text, slug: `${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = relPath.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: text };
}
const WORDS_PER_MINUTE = 200;

/**
 * YAML 1.1's timestamp, which js-yaml (Docusaurus's frontmatter reader) turns into a date: a
 * one-digit month or day is allowed (`2023-2-07T00:00:00.000Z`), which `Date` does not parse.
 */
const YAML_TIMESTAMP = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d*))?(?:[ \t]*(Z|[-+]\d{1,2}(?::?\d{2})?))?)?$/;

function fromYamlTimestamp(value: string): Date | undefined {
  const match = YAML_TIMESTAMP.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), Number(fraction.padEnd(3, '0').slice(0, 3)));
  if (!zone || zone === 'Z') return new Date(utc);
  const [, sign, hours, minutes = '0'] = /^([-+])(\d{1,2}):?(\d{2})?$/.exec(zone) ?? [];
  return new Date(utc - (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000);
}

function isoDate(value: string | Date): string | undefined {
  const date = value instanceof Date ? value : (fromYamlTimestamp(value) ?? new Date(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

type Level = BlogConfig['onInlineAuthors'];
const LEVEL: Record<Level, Diagnostic['level'] | undefined> = { throw: 'error', warn: 'warn', log: 'info', ignore: undefined };

/** A note whose level a blog option sets (`onInlineAuthors`…); nothing when it is `ignore`. */
function noted(level: Level, found: Omit<Parameters<typeof diagnostic>[0], 'level'>): Diagnostic[] {
  const as = LEVEL[level];
  return as ? [diagnostic({ ...found, level: as })] : [];
}

/** The truncation marker as a regular expression; undefined when the configured one is not one. */
function markerOf(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

export function buildBlog(
  options: BlogConfig,
  entries: { source: SourceFile; parsed: ParsedDoc }[],
  data?: BlogData,
): { posts: BlogPostRecord[]; lists: ListPage[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const posts: BlogPostRecord[] = [];
  const base = joinUrl(options.routeBasePath);
  const marker = markerOf(options.truncateMarker);
  const postKeys = new Map<BlogPostRecord, (string | undefined)[]>();
  for (const { source, parsed } of entries) {
    const fm = blogFrontmatter.parse(parsed.frontmatter) as BlogFrontmatter;
    if (fm.draft) continue;
    const resolved = postAuthors(fm, data?.authors);
    const authorsAt = parsed.frontmatterKeys.authors ?? parsed.frontmatterKeys.author;
    for (const key of resolved.unknown) {
      diagnostics.push(
        diagnostic({
          code: 'invalid-frontmatter',
          message: `the blog author "${key}" is not in ${data?.authorsFile ?? 'the authors map'}`,
          file: source.path,
          place: authorsAt,
          actual: key,
          note: data?.authors ? `known authors: ${Object.keys(data.authors).join(', ') || '(none)'}` : `define the author in ${data?.authorsFile ?? 'authors.yml'}`,
        }),
      );
    }
    if (resolved.inline.length > 0) {
      diagnostics.push(
        ...noted(options.onInlineAuthors, {
          code: 'inline-blog-author',
          message: `blog author${resolved.inline.length === 1 ? '' : 's'} ${resolved.inline.map((n) => `"${n}"`).join(', ')} written in the post, not in ${data?.authorsFile ?? 'authors.yml'}`,
          file: source.path,
          place: authorsAt,
          note: 'declare each author once in the authors map and name them by key (`authors: [key]`), or set the blog option onInlineAuthors to ignore',
        }),
      );
    }
    const cut = marker?.exec(source.text);
    if (marker && !cut) {
      diagnostics.push(
        ...noted(options.onUntruncatedBlogPosts, {
          code: 'untruncated-blog-post',
          message: 'the post has no truncation marker: blog lists show all of it',
          file: source.path,
          note: 'end the excerpt with `<!-- truncate -->` (`{/* truncate */}` in MDX), or set the blog option onUntruncatedBlogPosts to ignore',
        }),
      );
    }
    const named = fileNameParts(source.relPath);
    const date = fm.date !== undefined ? isoDate(fm.date) : named.date ? isoDate(named.date) : undefined;
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
    const name = named.text;
    const slug = fm.slug ?? named.slug;
    const { tags, inline: inlineTags } = postTags(fm.tags, data?.tags, base);
    // Said only where a tags file exists, as in Docusaurus.
    if (inlineTags.length > 0 && data?.tags) {
      diagnostics.push(
        ...noted(options.onInlineTags, {
          code: 'inline-blog-tag',
          message: `tag${inlineTags.length === 1 ? '' : 's'} ${inlineTags.map((t) => `"${t}"`).join(', ')} not defined in ${data.tagsFile ?? 'tags.yml'}`,
          file: source.path,
          place: parsed.frontmatterKeys.tags,
          note: 'define the tag in the tags file, or set the blog option onInlineTags to ignore',
        }),
      );
    }
    const post: BlogPostRecord = {
      id: slug,
      source: source.path,
      title: fm.title ?? parsed.contentTitle ?? name,
      description: fm.description ?? parsed.excerpt ?? '',
      date,
      // The slug is resolved on its own first, so `..` in it stops at the blog root.
      permalink: joinUrl(base, joinUrl(slug)),
      readingTimeMinutes: Math.max(1, Math.round(parsed.words / WORDS_PER_MINUTE)),
      authors: resolved.authors,
      tags,
      unlisted: fm.unlisted === true,
      parsed,
      ...(cut ? { excerptEndLine: source.text.slice(0, cut.index).split('\n').length } : {}),
    };
    posts.push(post);
    postKeys.set(post, resolved.keys);
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
    lists.push(...paginated(listed, perPage, base, 'page', { kind: 'blog-list', title: 'Blog' }, true));
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
      // Each tag's page paginated as the blog list is (`<tag>/page/2`), as Docusaurus makes them.
      for (const [permalink, t] of tagEntries) lists.push(...paginated(t.posts, perPage, permalink, 'page', { kind: 'blog-tag', title: `Posts tagged "${t.label}"` }));
    }
  }
  if (listed.length > 0 && options.archiveBasePath) lists.push({ kind: 'blog-list', permalink: joinUrl(base, options.archiveBasePath), title: 'Archive', items: listed.map(card) });
  lists.push(...authorPages(options, base, data, listed, postKeys));
  return { posts, lists, diagnostics };
}

/** The authors list and a page (paginated as the blog list) for each author of the map with `page`, as Docusaurus makes them. */
function authorPages(options: BlogConfig, base: string, data: BlogData | undefined, listed: BlogPostRecord[], keys: Map<BlogPostRecord, (string | undefined)[]>): ListPage[] {
  const withPage = Object.entries(data?.authors ?? {}).filter(([, a]) => a.page);
  if (withPage.length === 0) return [];
  const lists: ListPage[] = [];
  const root = joinUrl(base, 'authors');
  const items = withPage.map(([key, a]) => {
    const permalink = typeof a.page === 'object' ? joinUrl(root, a.page.permalink) : joinUrl(root, key);
    return { key, name: a.name ?? key, permalink, posts: listed.filter((post) => keys.get(post)?.includes(key)) };
  });
  lists.push({ kind: 'blog-tags', permalink: root, title: 'Authors', items: items.map((a) => ({ title: a.name, permalink: a.permalink, description: `${a.posts.length} post${a.posts.length === 1 ? '' : 's'}` })) });
  // Docusaurus numbers an author's further pages `<author>/authors/2`.
  for (const a of items) lists.push(...paginated(a.posts, options.postsPerPage, a.permalink, 'authors', { kind: 'blog-tag', title: `Posts by ${a.name}` }));
  return lists;
}

/**
 * A list of posts in pages of `perPage`: the first at `permalink`, the others at
 * `<permalink>/<segment>/<n>`; each with its pagination when there is more than one page (the
 * blog list itself: always).
 */
function paginated(posts: BlogPostRecord[], perPage: number, permalink: string, segment: string, list: Pick<ListPage, 'kind' | 'title'>, alwaysPaginated = false): ListPage[] {
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage));
  const pageUrl = (n: number) => (n === 1 ? permalink : joinUrl(permalink, segment, String(n)));
  return Array.from({ length: totalPages }, (_, i) => {
    const n = i + 1;
    const pagination = { page: n, totalPages, ...(n > 1 ? { previous: pageUrl(n - 1) } : {}), ...(n < totalPages ? { next: pageUrl(n + 1) } : {}) };
    return { kind: list.kind, permalink: pageUrl(n), title: list.title, items: posts.slice(i * perPage, n * perPage).map(card), ...(alwaysPaginated || totalPages > 1 ? { pagination } : {}) };
  });
}

function card(post: BlogPostRecord) {
  return { title: post.title, permalink: post.permalink, ...(post.description ? { description: post.description } : {}) };
}
