/**
 * model (blog authors and tags): a post's authors and tags as Docusaurus 3 resolves them. Author
 * keys name the authors map's entries; objects and the legacy `author`, `author_title`,
 * `author_url`, `author_image_url` keys are inline authors. Tag keys name the tags file's
 * entries; any other tag is inline (its page at the kebab-case of its label).
 */
import { slug as githubSlug } from 'github-slugger';
import type { AuthorsMap, TagsFile } from '../../schema/blog.ts';
import type { BlogFrontmatter } from '../../schema/frontmatter.ts';
import { joinUrl } from './paths.ts';
import type { BlogPostRecord } from './types.ts';

type Author = BlogPostRecord['authors'][number];

export interface PostAuthors {
  authors: Author[];
  /** the authors map keys, in the post's order (an inline author has none) */
  keys: (string | undefined)[];
  /** the names of the authors written in the post rather than in the authors map */
  inline: string[];
  /** keys the authors map does not have */
  unknown: string[];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function author(name: string | undefined, title: unknown, url: unknown, image: unknown): Author {
  const out: Author = { name: name ?? 'Anonymous' };
  if (text(title)) out.title = text(title);
  if (text(url)) out.url = text(url);
  if (text(image)) out.imageUrl = text(image);
  return out;
}

/** The post's authors: the authors map's by key, the inline ones as written (legacy keys first, as Docusaurus lists them). */
export function postAuthors(fm: BlogFrontmatter, map: AuthorsMap | undefined): PostAuthors {
  const out: PostAuthors = { authors: [], keys: [], inline: [], unknown: [] };
  const legacyName = text(fm.author);
  if (legacyName || text(fm.author_url) || text(fm.authorURL) || text(fm.author_title) || text(fm.authorTitle)) {
    out.authors.push(author(legacyName, fm.author_title ?? fm.authorTitle, fm.author_url ?? fm.authorURL, fm.author_image_url ?? fm.authorImageURL));
    out.keys.push(undefined);
    out.inline.push(legacyName ?? 'Anonymous');
  }
  const list = Array.isArray(fm.authors) ? fm.authors : fm.authors !== undefined ? [fm.authors] : [];
  for (const entry of list) {
    const key = typeof entry === 'string' ? entry : entry.key;
    // With no authors map at all, `authors: [Ada]` names an author (Docusaurus stops the build there).
    if (typeof entry === 'string' && !map) {
      out.authors.push({ name: entry });
      out.keys.push(undefined);
      out.inline.push(entry);
      continue;
    }
    if (key !== undefined) {
      const known = map?.[key];
      if (!known) {
        out.unknown.push(key);
        continue;
      }
      const given = typeof entry === 'string' ? {} : entry;
      out.authors.push(author(given.name ?? known.name ?? key, given.title ?? known.title, given.url ?? known.url, given.image_url ?? known.image_url ?? known.imageURL));
      out.keys.push(key);
      continue;
    }
    if (typeof entry === 'string') continue;
    out.authors.push(author(entry.name, entry.title, entry.url, entry.image_url ?? entry.imageURL));
    out.keys.push(undefined);
    out.inline.push(entry.name ?? 'Anonymous');
  }
  return out;
}

/** The post's tags with their pages under `<blog>/tags`, and the labels of those the tags file does not define. */
export function postTags(tags: BlogFrontmatter['tags'], file: TagsFile | undefined, base: string): { tags: BlogPostRecord['tags']; inline: string[] } {
  const out: BlogPostRecord['tags'] = [];
  const inline: string[] = [];
  for (const tag of tags ?? []) {
    const defined = typeof tag === 'string' && file && tag in file ? (file[tag] ?? {}) : undefined;
    if (defined && typeof tag === 'string') {
      out.push({ label: defined.label ?? tag, permalink: joinUrl(base, 'tags', defined.permalink ?? githubSlug(tag)) });
      continue;
    }
    const label = typeof tag === 'string' ? tag : tag.label;
    out.push({ label, permalink: joinUrl(base, 'tags', typeof tag === 'object' && tag.permalink ? tag.permalink : githubSlug(label)) });
    inline.push(label);
  }
  return { tags: out, inline: [...new Set(inline)] };
}
