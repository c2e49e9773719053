/** The site model: everything the checks and the emitter need, as plain data. */
import type { NavLink, RouteKind } from '../../schema/artifacts.ts';
import type { SiteConfig } from '../../schema/config.ts';
import type { DocFrontmatter } from '../../schema/frontmatter.ts';
import type { ResolvedSidebarItem } from '../../schema/sidebars.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { Point } from '../core/point.ts';

export interface DocRecord {
  id: string;
  source: string;
  /** path inside the docs folder */
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
  /** folder inside the docs folder, number prefixes kept ('' for the root) */
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
  sidebar: string;
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
}

/** A link outside any page body: navbar, footer, sidebar link items. Checked once, here. */
export interface SiteLink {
  url: string;
  file: string;
  at: Point;
  where: string;
}

export interface SiteModel {
  config: SiteConfig;
  configFile: string;
  configText: string;
  docs: DocRecord[];
  drafts: DocRecord[];
  sidebars: Record<string, ResolvedSidebarItem[]>;
  generatedIndexes: GeneratedIndex[];
  blogPosts: BlogPostRecord[];
  listPages: ListPage[];
  pages: PageRecord[];
  routes: RouteRecord[];
  references: Reference[];
  siteLinks: SiteLink[];
  staticFiles: ReadonlySet<string>;
  assets: ReadonlySet<string>;
}
