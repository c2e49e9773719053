/** model (docs): parsed docs → doc records with Docusaurus ids, slugs and permalinks. */
import path from 'node:path';
import type { DocFrontmatter } from '../../schema/frontmatter.ts';
import { CURRENT_VERSION, DEFAULT_INSTANCE } from '../core/docs-versions.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import { isCategoryIndex, joinUrl, resolveSlug, stripExtension, stripNumberPrefix } from './paths.ts';
import type { DocRecord } from './types.ts';

/**
 * A session's doc records by parse result: `watch` keeps unchanged parse results across cycles,
 * and working out ids, labels and slugs for every doc again was most of its model stage.
 */
export type DocRecordMemory = WeakMap<ParsedDoc, { path: string; relPath: string; routeBasePath: string; record: DocRecord }>;

/** A doc's record from its parse result and place. Each call gets its own record, which the later stages fill in (sidebar, breadcrumbs, prev/next). */
export function buildDoc(source: SourceFile, parsed: ParsedDoc, routeBasePath: string, records?: DocRecordMemory): DocRecord {
  let known = records?.get(parsed);
  // Compared field by field: a key made of the three was a string per doc per cycle.
  if (!known || known.path !== source.path || known.relPath !== source.relPath || known.routeBasePath !== routeBasePath) {
    known = { path: source.path, relPath: source.relPath, routeBasePath, record: docRecord(source, parsed, routeBasePath) };
    records?.set(parsed, known);
  }
  return { ...known.record, breadcrumbs: [] };
}

function docRecord(source: SourceFile, parsed: ParsedDoc, routeBasePath: string): DocRecord {
  // The parse stage validated it against the doc schema already (parse/plugins/frontmatter.ts,
  // which keeps only valid keys), so it is not validated again.
  const frontmatter = parsed.frontmatter as DocFrontmatter;
  const parsePrefixes = frontmatter.parse_number_prefixes !== false;
  const strip = (name: string) => (parsePrefixes ? stripNumberPrefix(name) : { name, number: undefined });
  const dir = path.posix.dirname(source.relPath) === '.' ? '' : path.posix.dirname(source.relPath);
  const dirSegments = dir === '' ? [] : dir.split('/').map((s) => strip(s).name);
  const fileBase = strip(stripExtension(path.posix.basename(source.relPath)));
  const lastIdPart = frontmatter.id ?? fileBase.name;
  const id = [...dirSegments, lastIdPart].join('/');
  // Folder and file names are names, not URLs: `%2e%2e`, `a?b` or a newline in one is that
  // text in the route, not a `..` that climbs, a query, or nothing.
  const folderUrl = `/${dirSegments.map((s) => `${encodeURIComponent(s)}/`).join('')}`;
  const categoryIndex = isCategoryIndex(source.relPath);

  let slug: string;
  if (frontmatter.slug !== undefined) slug = resolveSlug(folderUrl, frontmatter.slug);
  else if (categoryIndex) slug = folderUrl; // as in Docusaurus, whatever its frontmatter id
  else slug = resolveSlug(folderUrl, frontmatter.id ?? encodeURIComponent(fileBase.name));

  const title = frontmatter.title ?? parsed.contentTitle ?? lastIdPart;
  return {
    id,
    instance: source.instance ?? DEFAULT_INSTANCE,
    version: source.version ?? CURRENT_VERSION,
    source: source.path,
    relPath: source.relPath,
    title,
    sidebarLabel: frontmatter.sidebar_label ?? title,
    paginationLabel: frontmatter.pagination_label ?? frontmatter.sidebar_label ?? title,
    description: frontmatter.description ?? parsed.excerpt ?? '',
    slug,
    permalink: joinUrl(routeBasePath, slug),
    frontmatter,
    parsed,
    draft: frontmatter.draft === true,
    unlisted: frontmatter.unlisted === true,
    position: frontmatter.sidebar_position ?? fileBase.number,
    dir,
    isCategoryIndex: categoryIndex,
    // Present from the start although navigation fills them in: records that gain properties
    // later take many shapes, which makes reading them slow.
    sidebar: undefined,
    prev: undefined,
    next: undefined,
    breadcrumbs: [],
  };
}
