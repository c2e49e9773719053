/**
 * model: loaded config and content plus parse results → the site model (docs, sidebars,
 * generated pages, blog, pages, routes) and the references the checks verify. Pure.
 */
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic } from '../diagnostics/create.ts';
import type { LoadedContent } from '../load/content.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { buildBlog } from './blog.ts';
import type { ModelMemory } from './memory.ts';
import { configReferences } from './config-links.ts';
import { buildDoc } from './docs.ts';
import { applyNavigation } from './navigation.ts';
import { buildPage } from './pages.ts';
import { slugClimbsAboveRoot } from './paths.ts';
import { collectRoutes } from './routes.ts';
import { resolveSidebars } from './sidebars.ts';
import type { DocRecord, SiteModel } from './types.ts';

export type * from './types.ts';

export interface ModelInput {
  config: SiteConfig;
  configFile: string;
  configText: string;
  content: LoadedContent;
  parsed: ReadonlyMap<string, ParsedDoc>;
  /** the session's (see memory.ts); a model built without it remembers nothing */
  memory?: ModelMemory;
}

/**
 * A frontmatter slug that climbs above its root with `..` is clamped there (docs: the docs root,
 * blog posts: the blog root, pages: the site root), never above the site: said, not silent.
 */
export function climbingSlug(source: LoadedContent['sources'][number], parsed: ParsedDoc): Diagnostic | undefined {
  const slug = parsed.frontmatter.slug;
  if (typeof slug !== 'string') return undefined;
  const folders = source.kind === 'doc' ? source.relPath.split('/').length - 1 : 0;
  if (!slugClimbsAboveRoot(slug, folders)) return undefined;
  const root = source.kind === 'doc' ? 'docs' : source.kind === 'blog' ? 'blog' : 'site';
  return diagnostic({
    code: 'path-outside-site',
    message: `the slug "${slug}" climbs above the ${root} root with ".."; the ".." segments above it were dropped`,
    file: source.path,
    place: parsed.frontmatterKeys.slug,
    level: 'warn',
    actual: slug,
    note: 'write the slug without the leading ".." segments',
  });
}

export function buildModel(input: ModelInput): { model: SiteModel; diagnostics: Diagnostic[] } {
  const { config, content, parsed } = input;
  const diagnostics: Diagnostic[] = [];
  const docs: DocRecord[] = [];
  const drafts: DocRecord[] = [];
  const byId = new Map<string, DocRecord>();
  const blogEntries = [];
  const pages = [];

  for (const source of content.sources) {
    const result = parsed.get(source.path);
    if (!result) continue;
    const climbing = climbingSlug(source, result);
    if (climbing) diagnostics.push(climbing);
    if (source.kind === 'blog') {
      blogEntries.push({ source, parsed: result });
      continue;
    }
    if (source.kind === 'page') {
      const page = buildPage(source, result);
      if (page) pages.push(page);
      continue;
    }
    if (config.docs === false) continue;
    const doc = buildDoc(source, result, config.docs.routeBasePath, input.memory?.records);
    const existing = byId.get(doc.id);
    if (existing) {
      diagnostics.push(
        diagnostic({
          code: 'duplicate-doc-id',
          message: `the doc id "${doc.id}" is already used by ${existing.source}`,
          file: doc.source,
          place: result.frontmatterKeys.id,
          actual: doc.id,
          note: 'give one of them another `id` in its frontmatter, or rename the file',
        }),
      );
      continue;
    }
    byId.set(doc.id, doc);
    (doc.draft ? drafts : docs).push(doc);
  }

  const sidebarResult = resolveSidebars({
    config,
    docs,
    draftIds: new Set(drafts.map((d) => d.id)),
    categories: content.categories,
    file: content.sidebars,
  });
  diagnostics.push(...sidebarResult.diagnostics);
  const paginationRefs = applyNavigation(sidebarResult.sidebars, docs, sidebarResult.generatedIndexes);
  const blog = config.blog === false ? { posts: [], lists: [], diagnostics: [] } : buildBlog(config.blog, blogEntries);
  diagnostics.push(...blog.diagnostics);
  const fromConfig = configReferences(config, input.configFile, input.configText);

  const routes = collectRoutes(config, docs, sidebarResult.generatedIndexes, blog.posts, blog.lists, pages, input.memory?.anchorSets);
  return {
    model: {
      config,
      configFile: input.configFile,
      configText: input.configText,
      docs,
      drafts,
      sidebars: sidebarResult.sidebars,
      generatedIndexes: sidebarResult.generatedIndexes,
      blogPosts: blog.posts,
      listPages: blog.lists,
      pages,
      routes,
      references: [...sidebarResult.references, ...paginationRefs, ...fromConfig.references],
      siteLinks: [...fromConfig.siteLinks, ...sidebarResult.siteLinks],
      staticFiles: content.staticFiles,
      assets: content.assets,
    },
    diagnostics,
  };
}
