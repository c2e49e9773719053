/**
 * Every file docs-cli writes to out/. The renderer imports these types and nothing else from
 * the pipeline. Bump `SCHEMA_VERSION` on any incompatible change.
 */
import { z } from 'zod';
import { siteConfig } from './config.ts';
import { docFrontmatter } from './frontmatter.ts';
import { recordsArtifact, searchIndexArtifact, searchShardsArtifact } from './search.ts';
import { resolvedSidebarItem } from './sidebars.ts';
import { SCHEMA_VERSION } from './version.ts';

export { SCHEMA_VERSION } from './version.ts';
const schemaVersion = z.literal(SCHEMA_VERSION);

// ---- the page body: a hast tree, JSON-safe ----

const propertyValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
  // JSON-literal props of MDX components (`options={{ topN: 10 }}`)
  z.record(z.string(), z.unknown()),
  z.array(z.unknown()),
]);

export const hastText = z.strictObject({ type: z.literal('text'), value: z.string() });
export const hastElement = z.strictObject({
  type: z.literal('element'),
  /** an HTML tag, or a component name starting with a capital letter (`RaceChart`) */
  tagName: z.string(),
  properties: z.record(z.string(), propertyValue),
  get children(): z.ZodArray<typeof hastNode> {
    return z.array(hastNode);
  },
});
export const hastNode = z.discriminatedUnion('type', [hastText, hastElement]);
export type HastNode = z.infer<typeof hastNode>;
export const hastRoot = z.strictObject({ type: z.literal('root'), children: z.array(hastNode) });
export type HastRoot = z.infer<typeof hastRoot>;

// ---- shared pieces ----

export const tocEntry = z.strictObject({
  value: z.string(),
  id: z.string(),
  level: z.number().int().min(2).max(6),
});
export type TocEntry = z.infer<typeof tocEntry>;

export const navLink = z.strictObject({ title: z.string(), permalink: z.string() });
export type NavLink = z.infer<typeof navLink>;

export const routeKind = z.enum([
  'doc',
  'category-index',
  'blog-post',
  'blog-list',
  'blog-tag',
  'blog-tags',
  'page',
  'search',
  'debug',
]);
export type RouteKind = z.infer<typeof routeKind>;

// ---- routes.json ----

export const routeEntry = z.strictObject({
  path: z.string(),
  kind: routeKind,
  /** doc id, blog post id or page id */
  id: z.string().optional(),
  title: z.string(),
  /** page data file, relative to out/ */
  data: z.string(),
  layout: z.enum(['docs', 'blog', 'page']),
  sidebar: z.string().optional(),
  /** a doc's docs instance, when it is not the default one */
  docsPluginId: z.string().optional(),
  /** a doc's version, when its instance has versions */
  version: z.string().optional(),
});
export type RouteEntry = z.infer<typeof routeEntry>;

export const routesArtifact = z.strictObject({ schemaVersion, routes: z.array(routeEntry) });
export type RoutesArtifact = z.infer<typeof routesArtifact>;

// ---- sidebars.json ----

export const sidebarsArtifact = z.strictObject({
  schemaVersion,
  sidebars: z.record(z.string(), z.array(resolvedSidebarItem)),
});
export type SidebarsArtifact = z.infer<typeof sidebarsArtifact>;

// ---- globalData.json (Docusaurus's docs plugin global data) ----

export const globalDoc = z.strictObject({ id: z.string(), path: z.string(), sidebar: z.string().optional() });
export const docsVersion = z.strictObject({
  name: z.string(),
  label: z.string(),
  isLast: z.boolean(),
  path: z.string(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  mainDocId: z.string(),
  docs: z.array(globalDoc),
  draftIds: z.array(z.string()),
  sidebars: z.record(z.string(), z.strictObject({ link: navLink.optional() })),
});
export type DocsVersion = z.infer<typeof docsVersion>;

const docsInstanceData = z.strictObject({ path: z.string(), versions: z.array(docsVersion) });

export const globalDataArtifact = z.strictObject({
  schemaVersion,
  /** the default docs instance (no versions when docs are off) */
  docs: docsInstanceData,
  /** the further docs instances, by id */
  docsInstances: z.record(z.string(), docsInstanceData).optional(),
  blog: z.strictObject({ path: z.string(), postCount: z.number().int() }),
  i18n: z.strictObject({
    defaultLocale: z.string(),
    locales: z.array(z.string()),
    localeConfigs: z.record(
      z.string(),
      z.strictObject({
        label: z.string(),
        direction: z.enum(['ltr', 'rtl']),
        htmlLang: z.string(),
        calendar: z.string(),
        path: z.string(),
      }),
    ),
  }),
});
export type GlobalDataArtifact = z.infer<typeof globalDataArtifact>;

// ---- page data: pages/*.json ----

const blogMeta = z.strictObject({
  date: z.string(),
  readingTimeMinutes: z.number(),
  authors: z.array(z.strictObject({ name: z.string(), title: z.string().optional(), url: z.string().optional(), imageUrl: z.string().optional() })),
  tags: z.array(z.strictObject({ label: z.string(), permalink: z.string() })),
});

export const pageArtifact = z.strictObject({
  schemaVersion,
  kind: routeKind,
  route: z.string(),
  id: z.string().optional(),
  title: z.string(),
  description: z.string(),
  /** the source file, site-relative; absent for generated pages */
  source: z.string().optional(),
  /**
   * compile mode: the page's body is this module of the site's code (site-relative; compiled MDX
   * with code, a src/pages React page), which the renderer bundles and renders in place of `body`
   */
  module: z.string().optional(),
  frontmatter: docFrontmatter,
  toc: z.array(tocEntry),
  body: hastRoot,
  hideTitle: z.boolean(),
  /** a doc's or Markdown page's leading `# h1` text where its frontmatter title differs: the H1 shows it, `title` goes to <title> (as Docusaurus's DocItem and MDXPage) */
  contentTitle: z.string().optional(),
  hideTableOfContents: z.boolean(),
  sidebar: z.string().optional(),
  breadcrumbs: z.array(navLink),
  prev: navLink.optional(),
  next: navLink.optional(),
  editUrl: z.string().optional(),
  lastUpdate: z.strictObject({ date: z.string().optional(), author: z.string().optional() }).optional(),
  /** generated-index pages and blog lists: the cards to show */
  items: z
    .array(z.strictObject({ title: z.string(), permalink: z.string(), description: z.string().optional() }))
    .optional(),
  blog: blogMeta.optional(),
  /** blog pages: recent posts, newest first (the renderer groups them by year) */
  blogSidebar: z
    .strictObject({ title: z.string(), items: z.array(z.strictObject({ title: z.string(), permalink: z.string(), date: z.string() })) })
    .optional(),
  /** blog list pages */
  pagination: z
    .strictObject({ page: z.number().int(), totalPages: z.number().int(), previous: z.string().optional(), next: z.string().optional() })
    .optional(),
});
export type PageArtifact = z.infer<typeof pageArtifact>;

// ---- registry.json: route -> data file with its content hash (cache busting) ----

export const registryArtifact = z.strictObject({
  schemaVersion,
  entries: z.record(z.string(), z.strictObject({ data: z.string(), hash: z.string() })),
});
export type RegistryArtifact = z.infer<typeof registryArtifact>;

// ---- config.json: the resolved config the renderer needs ----

export const configArtifact = z.strictObject({ schemaVersion, config: siteConfig });
export type ConfigArtifact = z.infer<typeof configArtifact>;

// ---- metadata.json ----

export const metadataArtifact = z.strictObject({
  schemaVersion,
  generator: z.strictObject({ name: z.literal('docs-cli'), version: z.string() }),
  pipelineVersion: z.string(),
  plugins: z.array(z.string()),
});

// ---- content.json: everything loaded, for the debug pages ----

export const contentArtifact = z.strictObject({
  schemaVersion,
  docs: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      source: z.string(),
      permalink: z.string(),
      slug: z.string(),
      sidebar: z.string().optional(),
      sidebarPosition: z.number().optional(),
      draft: z.boolean(),
      unlisted: z.boolean(),
      frontmatter: docFrontmatter,
    }),
  ),
  drafts: z.array(z.strictObject({ id: z.string(), source: z.string() })),
  blogPosts: z.array(z.strictObject({ id: z.string(), title: z.string(), permalink: z.string(), date: z.string(), source: z.string() })),
  pages: z.array(z.strictObject({ id: z.string(), title: z.string(), permalink: z.string(), source: z.string() })),
  staticFiles: z.array(z.string()),
});
export type ContentArtifact = z.infer<typeof contentArtifact>;

// ---- manifest.json: the only artifact allowed to change between identical builds ----

export const manifestArtifact = z.strictObject({
  schemaVersion,
  generator: z.strictObject({ name: z.literal('docs-cli'), version: z.string() }),
  builtAt: z.string(),
  durationMs: z.number(),
  versions: z.array(z.string()),
  locales: z.array(z.string()),
  counts: z.strictObject({
    docs: z.number().int(),
    drafts: z.number().int(),
    blogPosts: z.number().int(),
    pages: z.number().int(),
    routes: z.number().int(),
    sidebars: z.number().int(),
    staticFiles: z.number().int(),
  }),
  /** sha256 (hex, first 16) of every other artifact, by path relative to out/ */
  hashes: z.record(z.string(), z.string()),
});
export type ManifestArtifact = z.infer<typeof manifestArtifact>;

// ---- assets.json: files next to docs that pages link to, and the URL each is served at ----

export const assetsArtifact = z.strictObject({
  schemaVersion,
  assets: z.array(z.strictObject({ source: z.string(), url: z.string() })),
});
export type AssetsArtifact = z.infer<typeof assetsArtifact>;

/** Artifact schemas by file name, used by tests and by the renderer's loader. */
export const artifactSchemas = {
  'routes.json': routesArtifact,
  'sidebars.json': sidebarsArtifact,
  'globalData.json': globalDataArtifact,
  'registry.json': registryArtifact,
  'config.json': configArtifact,
  'metadata.json': metadataArtifact,
  'content.json': contentArtifact,
  'manifest.json': manifestArtifact,
  'assets.json': assetsArtifact,
  'search/records.json': z.union([recordsArtifact, searchShardsArtifact]),
  'search/index.json': z.union([searchIndexArtifact, searchShardsArtifact]),
} as const;
