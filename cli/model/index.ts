/**
 * model: loaded config and content plus parse results → the site model (docs, sidebars,
 * generated pages, blog, pages, routes) and the references the checks verify. Pure.
 */
import { docsInstanceById, type SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { CURRENT_VERSION, DEFAULT_INSTANCE } from '../core/docs-versions.ts';
import type { LoadedContent, LoadedDocsVersion } from '../load/content.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { buildBlog } from './blog.ts';
import type { ModelMemory } from './memory.ts';
import { configReferences } from './config-links.ts';
import { buildDoc } from './docs.ts';
import { feedPaths } from './feed-paths.ts';
import { applyNavigation } from './navigation.ts';
import { buildPage } from './pages.ts';
import { slugClimbsAboveRoot } from './paths.ts';
import { componentUses } from './component-uses.ts';
import { type RenderedPartial, renderedPartials } from './partials.ts';
import { type ReactPageReading, reactPageNotRendered, readingDiagnostics, readReactPage } from './react-pages.ts';
import { collectRoutes } from './routes.ts';
import { resolveSidebars } from './sidebars.ts';
import type { KeyOrigin } from '../diagnostics/position.ts';
import { scopeKey, sidebarKeyOf } from './scopes.ts';
import type { DocRecord, DocsVersionModel, GeneratedIndex, Reference, SiteLink, SiteModel } from './types.ts';

export type * from './types.ts';

export interface ModelInput {
  config: SiteConfig;
  configFile: string;
  configText: string;
  /** see SiteModel.configOrigins */
  configOrigins?: readonly KeyOrigin[];
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

/** Files in the order a folder walk lists them (names sorted within each folder, a folder's files where its name sorts). */
function walkOrder(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return x.length - y.length;
}

export function buildModel(input: ModelInput): { model: SiteModel; diagnostics: Diagnostic[] } {
  const { config, content, parsed } = input;
  const diagnostics: Diagnostic[] = [];
  const docs: DocRecord[] = [];
  const drafts: DocRecord[] = [];
  // Each docs version has its own ids, sidebars and navigation.
  const versions = new Map<string, { version: LoadedDocsVersion; docs: DocRecord[]; drafts: DocRecord[]; byId: Map<string, DocRecord> }>();
  for (const version of content.docsVersions) versions.set(scopeKey(version.instance, version.name), { version, docs: [], drafts: [], byId: new Map() });
  const blogEntries = [];
  const pages = [];
  const partialResults = new Map<string, ParsedDoc>();

  for (const source of content.sources) {
    const result = parsed.get(source.path);
    if (!result) continue;
    if (source.partial) {
      partialResults.set(source.path, result);
      continue;
    }
    const climbing = climbingSlug(source, result);
    if (climbing) diagnostics.push(climbing);
    if (source.kind === 'blog') {
      blogEntries.push({ source, parsed: result });
      continue;
    }
    if (source.kind === 'page') {
      const page = config.pages === false ? undefined : buildPage(source, result, config.pages.routeBasePath);
      if (page) pages.push(page);
      continue;
    }
    const group = versions.get(scopeKey(source.instance ?? DEFAULT_INSTANCE, source.version ?? CURRENT_VERSION));
    if (!group) continue;
    const doc = buildDoc(source, result, group.version.path, input.memory?.records);
    const existing = group.byId.get(doc.id);
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
    group.byId.set(doc.id, doc);
    (doc.draft ? drafts : docs).push(doc);
    (doc.draft ? group.drafts : group.docs).push(doc);
  }

  // React pages: routes whose links (and those of the local components they import) are read from their code.
  const components = new Map<string, RenderedPartial[]>();
  if (config.pages !== false && content.reactPages.length > 0) {
    const readings: ReactPageReading[] = [];
    for (const file of content.reactPages) {
      const reading = readReactPage(file.path, content.texts, input.memory?.scripts ?? new Map(), config.checks.moduleAliases);
      readings.push(reading);
      if (config.markdown.mdxCode !== 'compile') diagnostics.push(reactPageNotRendered(file.path));
      const page = buildPage(file, reading.parsed, config.pages.routeBasePath);
      if (!page) continue;
      pages.push(page);
      if (reading.components.length > 0) components.set(file.path, reading.components);
    }
    diagnostics.push(...readingDiagnostics(readings));
    pages.sort((a, b) => walkOrder(a.source, b.source));
  }

  const sidebars: SiteModel['sidebars'] = {};
  const generatedIndexes: GeneratedIndex[] = [];
  const references: Reference[] = [];
  const siteLinks: SiteLink[] = [];
  const docsVersions: DocsVersionModel[] = [];
  for (const { version, docs: versionDocs, drafts: versionDrafts } of versions.values()) {
    const scope = scopeKey(version.instance, version.name);
    // A version without docs was said once at load: its sidebars would only repeat it, one unknown id per item.
    const result = version.empty
      ? undefined
      : resolveSidebars({
          routeBase: version.path,
          sidebarPath: version.sidebarPath,
          instance: version.instance,
          version: version.name,
          docs: versionDocs,
          draftIds: new Set(versionDrafts.map((d) => d.id)),
          categories: content.categories.filter((c) => (c.instance ?? DEFAULT_INSTANCE) === version.instance && (c.version ?? CURRENT_VERSION) === version.name),
          file: version.sidebars,
          categoryDefaults: docsInstanceById(config, version.instance),
        });
    const versionSidebars = result?.sidebars ?? {};
    if (result) {
      diagnostics.push(...result.diagnostics);
      Object.assign(sidebars, versionSidebars);
      generatedIndexes.push(...result.generatedIndexes);
      references.push(...result.references);
      siteLinks.push(...result.siteLinks);
    }
    for (const ref of applyNavigation(versionSidebars, versionDocs, result?.generatedIndexes ?? [])) references.push({ ...ref, scope });
    const prefix = sidebarKeyOf(version.instance, version.name, '');
    const plain = Object.fromEntries(Object.keys(versionSidebars).map((key) => [key.slice(prefix.length), key]));
    const model: DocsVersionModel = { instance: version.instance, name: version.name, label: version.label, path: version.path, folder: version.folder, isLast: version.isLast, sidebars: plain };
    if (version.banner) model.banner = version.banner;
    if (version.badge !== undefined) model.badge = version.badge;
    if (result && Object.keys(result.emptyFolders).length > 0) model.emptyFolders = result.emptyFolders;
    docsVersions.push(model);
  }
  const blog = config.blog === false ? { posts: [], lists: [], diagnostics: [] } : buildBlog(config.blog, blogEntries, content.blogData);
  diagnostics.push(...blog.diagnostics);
  const fromConfig = configReferences(config, input.configFile, input.configText, docsVersions);

  const rendered = [...docs, ...blog.posts, ...pages];
  const partials = renderedPartials(rendered, partialResults);
  for (const [page, list] of components) partials.set(page, list);
  // Compile mode: the site's components an MDX page renders, read with the props each use gives.
  if (config.markdown.mdxCode === 'compile') {
    const uses = componentUses(rendered, content.texts, config.checks.moduleAliases, input.memory?.scripts ?? new Map());
    for (const [page, list] of uses) partials.set(page, [...(partials.get(page) ?? []), ...list]);
  }
  const routes = collectRoutes(config, { docs, indexes: generatedIndexes, posts: blog.posts, lists: blog.lists, pages }, { sets: input.memory?.anchorSets, partials });
  return {
    model: {
      config,
      configFile: input.configFile,
      configText: input.configText,
      configOrigins: input.configOrigins ?? [],
      docs,
      drafts,
      sidebars,
      docsVersions,
      generatedIndexes,
      blogPosts: blog.posts,
      listPages: blog.lists,
      pages,
      routes,
      references: [...references, ...fromConfig.references],
      siteLinks: [...fromConfig.siteLinks, ...siteLinks],
      staticFiles: content.staticFiles,
      ...(content.componentsMap ? { componentsMap: content.componentsMap } : {}),
      siteFolder: content.siteFolder,
      assets: content.assets,
      feeds: feedPaths(config.blog, blog.posts),
      partials,
    },
    diagnostics,
  };
}
