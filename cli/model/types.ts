/** The site model: everything the checks and the emitter need, as plain data. */
import type { NavLink, RouteKind } from '../../schema/artifacts.ts';
import type { SiteConfig } from '../../schema/config.ts';
import type { DocFrontmatter } from '../../schema/frontmatter.ts';
import type { ResolvedSidebarItem } from '../../schema/sidebars.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { Point } from '../core/point.ts';
import type { RawComponentsMap } from '../core/raw-site.ts';
import type { RenderedPartial } from './partials.ts';

export interface DocRecord {
  id: string;
  /** its docs instance and version */
  instance: string;
  version: string;
  source: string;
  /** path inside its version's docs folder */
  relPath: string;
  title: string;
  sidebarLabel: string;
  paginationLabel: string;
  description: string;
  slug: string;
  permalink: string;
  frontmatter: DocFrontmatter;
  parsed: ParsedDoc;
  draft: boolean;
  unlisted: boolean;
  position?: number;
  /** folder inside its version's docs folder, number prefixes kept ('' for the root) */
  dir: string;
  isCategoryIndex: boolean;
  sidebar?: string;
  prev?: NavLink;
  next?: NavLink;
  breadcrumbs: NavLink[];
}

export interface GeneratedIndex {
  permalink: string;
  title: string;
  label: string;
  description?: string;
  /** the key of its sidebar in `SiteModel.sidebars` */
  sidebar: string;
  instance: string;
  version: string;
  /** the file that declared it: the sidebars file or a `_category_` file */
  source: string;
  at: Point;
  items: { title: string; permalink: string; description?: string }[];
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
}

export interface BlogPostRecord {
  id: string;
  source: string;
  title: string;
  description: string;
  date: string;
  permalink: string;
  readingTimeMinutes: number;
  authors: { name: string; title?: string; url?: string; imageUrl?: string }[];
  tags: { label: string; permalink: string }[];
  unlisted: boolean;
  parsed: ParsedDoc;
  prev?: NavLink;
  next?: NavLink;
}

export interface PageRecord {
  id: string;
  source: string;
  title: string;
  description: string;
  permalink: string;
  parsed: ParsedDoc;
}

/** A generated list page (blog list, tag pages): cards only. */
export interface ListPage {
  kind: 'blog-list' | 'blog-tag' | 'blog-tags';
  permalink: string;
  title: string;
  items: { title: string; permalink: string; description?: string }[];
  pagination?: { page: number; totalPages: number; previous?: string; next?: string };
}

export interface RouteRecord {
  path: string;
  kind: RouteKind;
  id?: string;
  title: string;
  layout: 'docs' | 'blog' | 'page';
  sidebar?: string;
  /** a doc's (or generated index's) docs instance and version */
  instance: string | undefined;
  version: string | undefined;
  /** where the route comes from, for duplicate reports */
  source: string;
  at: Point;
  /** every id the rendered page carries */
  anchors: ReadonlySet<string>;
}

/** An id used somewhere (sidebar, navbar, frontmatter) that must name a doc or a sidebar. */
export interface Reference {
  kind: 'doc' | 'ref' | 'category-link' | 'navbar-doc' | 'navbar-sidebar' | 'pagination';
  id: string;
  file: string;
  at: Point;
  /** what refers to it, for the message ("sidebar \"docs\"", "navbar item \"Docs\"") */
  where: string;
  /** the docs version whose ids (or sidebars) it names (see scopeKey); absent: the default instance's last version */
  scope?: string;
}

/** A link outside any page body: navbar, footer, sidebar link items. Checked once, here. */
export interface SiteLink {
  url: string;
  file: string;
  at: Point;
  where: string;
}

/** A loaded version of a docs instance, as the artifacts show it. */
export interface DocsVersionModel {
  instance: string;
  name: string;
  label: string;
  /** the route its docs live under */
  path: string;
  /** its docs folder, site-relative */
  folder: string;
  isLast: boolean;
  banner?: 'none' | 'unreleased' | 'unmaintained';
  badge?: boolean;
  /** its sidebars: the id written in the sidebars file → the key in `SiteModel.sidebars` */
  sidebars: Record<string, string>;
}

export interface SiteModel {
  config: SiteConfig;
  configFile: string;
  configText: string;
  docs: DocRecord[];
  drafts: DocRecord[];
  /** by key: the id written in the sidebars file, prefixed by instance and version beyond the default instance's current one (see sidebarKeyOf) */
  sidebars: Record<string, ResolvedSidebarItem[]>;
  /** every loaded docs version, each instance's in Docusaurus's order (current, then newest first) */
  docsVersions: DocsVersionModel[];
  generatedIndexes: GeneratedIndex[];
  blogPosts: BlogPostRecord[];
  listPages: ListPage[];
  pages: PageRecord[];
  routes: RouteRecord[];
  references: Reference[];
  siteLinks: SiteLink[];
  staticFiles: ReadonlySet<string>;
  /** the site's components map as read (its names are read by cli/check/unknown-component.ts) */
  componentsMap?: RawComponentsMap;
  /** see LoadedContent.siteFolder */
  siteFolder?: string;
  assets: ReadonlySet<string>;
  /** the URL paths of the blog's feeds (feed-paths.ts) */
  feeds: string[];
  /** the partials each page renders, by the page's source (see partials.ts) */
  partials: ReadonlyMap<string, RenderedPartial[]>;
}
