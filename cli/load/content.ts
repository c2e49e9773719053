/**
 * load (content): raw files → decoded, hashed, classified sources; validated sidebars and
 * `_category_` metadata. Encoding problems, empty files and escaping symlinks are diagnostics.
 */
import path from 'node:path';
import { type Document, isAlias, parseDocument, visit } from 'yaml';
import { Minimatch } from 'minimatch';
import { type AuthorsMap, authorsMap, type TagsFile, tagsFile } from '../../schema/blog.ts';
import { blogDataFilesOf, docsInstanceById, docsInstancesOf, type SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { type CategoryMetadata, categoryMetadata, type SidebarsFileInput, sidebarsFile } from '../../schema/sidebars.ts';
import { quoted, unroutableCharacter } from '../../schema/urls.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { locateKeyPath, locateQuoted, lineStarts, type Point, pointAt } from '../diagnostics/position.ts';
import { zodIssuesToDiagnostics } from '../diagnostics/zod-issues.ts';
import { sha256 } from '../core/hash.ts';
import { toPosix } from '../core/paths.ts';
import { CURRENT_VERSION, DEFAULT_INSTANCE, type DocsVersionPlan, normalFolder, parseVersionNames, planVersions, versionOptionProblems } from '../core/docs-versions.ts';
import { CONFIG_NAMES, type LoadedModule, type RawComponentsMap, type RawContent, type RawFile, type RawVersionsFile } from '../core/raw-site.ts';
import type { SourceFile, SourceKind } from '../core/source.ts';
import { locateYamlPath, locateYamlValue } from '../diagnostics/yaml-position.ts';

export interface CategoryFile {
  /** site-relative path of the `_category_` file */
  path: string;
  /** folder relative to its docs version's folder ('' for the root) */
  dir: string;
  /** its docs instance and version (absent: `default`, `current`) */
  instance?: string;
  version?: string;
  meta: CategoryMetadata;
}

/** A validated sidebars file. */
export interface SidebarsFile {
  file: string;
  text: string;
  value: SidebarsFileInput;
}

/** A loaded version of a docs instance: where it lives, its URL, its sidebars file. */
export interface LoadedDocsVersion extends DocsVersionPlan {
  sidebars: SidebarsFile | null;
  /** a sidebars file exists for it (it may not have loaded) */
  hasSidebarsFile: boolean;
  /** it has no docs (said once here; its sidebars are not resolved) */
  empty?: boolean;
}

/** A React page (`src/pages/about.tsx`): a route whose links are read from its code, never run. */
export interface ReactPageFile {
  /** site-relative POSIX path */
  path: string;
  /** path relative to the pages folder */
  relPath: string;
}

/** The blog's authors map and tags file, validated (absent: no such file, or it did not load). */
export interface BlogData {
  authors?: AuthorsMap;
  tags?: TagsFile;
  /** site-relative paths of the two files, as configured */
  authorsFile: string;
  tagsFile?: string;
}

export interface LoadedContent {
  sources: SourceFile[];
  blogData?: BlogData;
  /** the pages folder's JS/TS pages its include and exclude globs take (their text is in `texts`) */
  reactPages: ReactPageFile[];
  categories: CategoryFile[];
  /** the default docs instance's current sidebars file */
  sidebars: SidebarsFile | null;
  /** every loaded version of every docs instance */
  docsVersions: LoadedDocsVersion[];
  /** site-relative paths of non-content files under the content folders */
  assets: Set<string>;
  staticFiles: Set<string>;
  /** the site's components map, its text as read */
  componentsMap?: RawComponentsMap;
  /** the site folder as a link from beside it reaches it (`../website`): a docs folder outside the site links back in through it */
  siteFolder?: string;
  /** text of every file a diagnostic can point into, for code frames */
  texts: Map<string, string>;
  diagnostics: Diagnostic[];
}

function offsetOf(text: string, at: Point): number {
  return (lineStarts(text)[at.line - 1] ?? 0) + at.column - 1;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(file: string, bytes: Buffer, diagnostics: Diagnostic[]): string | undefined {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    const text = bytes.subarray(0, nul).toString('utf8');
    diagnostics.push(
      diagnostic({
        code: 'binary-file',
        message: 'this looks like a binary file (it contains a NUL byte), not Markdown',
        file,
        place: pointAt(text, text.length),
      }),
    );
    return undefined;
  }
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    const text = bytes.toString('utf8');
    const at = text.indexOf('\uFFFD');
    diagnostics.push(
      diagnostic({
        code: 'invalid-encoding',
        message: 'the file is not valid UTF-8',
        file,
        place: pointAt(text, Math.max(0, at)),
        note: 'save the file as UTF-8',
      }),
    );
    return undefined;
  }
}

/** A file or folder whose name starts with `_`: Docusaurus's partials, excluded from routes by default. */
const PARTIAL = /(^|\/)_[^/]*$|(^|\/)_[^/]*\//;
const SCRIPT_FILE = /\.(js|jsx|ts|tsx)$/i;

/** A folder content is read from: a docs version's, the blog's or the pages'; which of its files are content. */
export interface ContentRoot {
  /** site-relative, no trailing slash */
  folder: string;
  kind: SourceKind;
  instance?: string;
  version?: string;
  include: string[];
  exclude: string[];
}

/** Every content root of the site, the deepest folders first (a file belongs to the deepest root it is in). */
export function contentRootsOf(config: SiteConfig, versions: readonly DocsVersionPlan[]): ContentRoot[] {
  const roots: ContentRoot[] = [];
  for (const version of versions) {
    const instance = docsInstanceById(config, version.instance);
    if (instance) roots.push({ folder: version.folder, kind: 'doc', instance: version.instance, version: version.name, include: instance.include, exclude: instance.exclude });
  }
  if (config.blog !== false) roots.push({ folder: normalFolder(config.blog.path), kind: 'blog', include: config.blog.include, exclude: config.blog.exclude });
  if (config.pages !== false) roots.push({ folder: normalFolder(config.pages.path), kind: 'page', include: config.pages.include, exclude: config.pages.exclude });
  return roots.sort((a, b) => b.folder.length - a.folder.length);
}

/** Each root's globs made once, and which root a file is in. */
class RootMatcher {
  private readonly matchers: { root: ContentRoot; prefix: string; include: Minimatch[]; exclude: Minimatch[] }[];
  /** what decides the answers: the memory of loaded files compares it */
  readonly key: string;
  constructor(roots: readonly ContentRoot[]) {
    this.key = JSON.stringify(roots);
    this.matchers = roots.map((root) => ({
      root,
      prefix: root.folder === '.' ? '' : `${root.folder}/`,
      include: root.include.map((glob) => new Minimatch(glob)),
      exclude: root.exclude.map((glob) => new Minimatch(glob)),
    }));
  }
  /** The root a site-relative file is in, and its path there. */
  rootOf(file: string): { root: ContentRoot; relPath: string } | undefined {
    for (const m of this.matchers) if (file.startsWith(m.prefix)) return { root: m.root, relPath: file.slice(m.prefix.length) };
    return undefined;
  }
  /** Whether the root takes the file as content (its include and exclude globs). */
  takes(root: ContentRoot, relPath: string): boolean {
    const m = this.matchers.find((x) => x.root === root);
    if (!m) return false;
    return m.include.some((g) => g.match(relPath)) && !m.exclude.some((g) => g.match(relPath));
  }
}

function formatOf(config: SiteConfig, file: string): 'md' | 'mdx' {
  if (config.markdown.format === 'md') return 'md';
  if (config.markdown.format === 'detect') return file.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md';
  return 'mdx';
}

/** Where the first alias is: the yaml library's conversion errors (too many aliases) carry no position. */
function firstAliasOffset(doc: Document): number {
  let offset = doc.contents?.range?.[0] ?? 0;
  visit(doc, (_key, node) => {
    if (isAlias(node) && node.range) {
      offset = node.range[0];
      return visit.BREAK;
    }
  });
  return offset;
}

function loadCategory(file: string, text: string, root: ContentRoot, relPath: string, diagnostics: Diagnostic[]): CategoryFile | undefined {
  const isJson = file.endsWith('.json');
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    diagnostics.push(diagnostic({
      code: 'invalid-category',
      message: `${isJson ? 'invalid JSON' : 'invalid YAML'}: ${error.message.split('\n')[0]}`,
      file,
      place: pointAt(text, error.pos[0]),
    }));
    return undefined;
  }
  let value: unknown;
  try {
    // The same bound as frontmatter: a few aliases are fine, a billion-laughs bomb is refused before it expands.
    value = doc.toJS({ maxAliasCount: 50 }) ?? {};
  } catch (error) {
    diagnostics.push(
      diagnostic({
        code: 'invalid-category',
        message: `the category file could not be read: ${(error as Error).message}`,
        file,
        place: pointAt(text, firstAliasOffset(doc)),
      }),
    );
    return undefined;
  }
  const result = categoryMetadata.safeParse(value);
  if (!result.success) {
    diagnostics.push(
      ...zodIssuesToDiagnostics(result.error, categoryMetadata, {
        file,
        code: 'invalid-category',
        input: value,
        locate: (p) => locateYamlPath(doc, text, p),
      }),
    );
    return undefined;
  }
  const dir = path.posix.dirname(relPath);
  const category: CategoryFile = { path: file, dir: dir === '.' ? '' : dir, meta: withRoutableSlug(file, text, doc, result.data, diagnostics) };
  if (root.instance !== undefined && (root.instance !== DEFAULT_INSTANCE || root.version !== CURRENT_VERSION)) {
    category.instance = root.instance;
    category.version = root.version;
  }
  return category;
}

/** The authors map or the tags file: YAML (JSON is YAML too), validated; a problem is reported where it is and the file left out. */
function loadBlogData(file: string, text: string, isAuthors: boolean, diagnostics: Diagnostic[]): LoadedFile['blogData'] {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    diagnostics.push(diagnostic({ code: 'invalid-config', message: `invalid YAML: ${doc.errors[0].message.split('\n')[0]}`, file, place: pointAt(text, doc.errors[0].pos[0]) }));
    return undefined;
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 50 }) ?? {};
  } catch (error) {
    diagnostics.push(diagnostic({ code: 'invalid-config', message: `the file could not be read: ${(error as Error).message}`, file, place: pointAt(text, firstAliasOffset(doc)) }));
    return undefined;
  }
  const schema = isAuthors ? authorsMap : tagsFile;
  const result = schema.safeParse(value);
  if (!result.success) {
    diagnostics.push(...zodIssuesToDiagnostics(result.error, schema, { file, code: 'invalid-config', input: value, locate: (p) => locateYamlPath(doc, text, p) }));
    return undefined;
  }
  return isAuthors ? { authors: result.data as AuthorsMap } : { tags: result.data as TagsFile };
}

/** A generated index's slug is a route under the docs root: one no route can be is reported and left out (the default URL is used). */
function withRoutableSlug(file: string, text: string, doc: Document, meta: CategoryMetadata, diagnostics: Diagnostic[]): CategoryMetadata {
  if (meta.link?.type !== 'generated-index' || meta.link.slug === undefined) return meta;
  const { slug, ...link } = meta.link;
  const problem = unroutableCharacter(slug);
  if (!problem) return meta;
  diagnostics.push(
    diagnostic({
      code: 'invalid-category',
      message: `\`link.slug\` ${quoted(slug)} ${problem.message}; the generated index keeps its default URL`,
      file,
      place: locateYamlValue(doc, text, ['link', 'slug']),
      actual: 'link.slug',
      note: problem.hint,
    }),
  );
  return { ...meta, link };
}

export interface LoadedFile {
  text?: string;
  diagnostics: Diagnostic[];
  category?: CategoryFile;
  source?: SourceFile;
  reactPage?: ReactPageFile;
  blogData?: { authors: AuthorsMap } | { tags: TagsFile };
}

/**
 * What loading made of each file in a session, remembered by its bytes: `watch` passes the same
 * Buffer for every file that did not change, and the same config object while the config is unchanged.
 */
export type LoadedFileMemory = WeakMap<Buffer, { config: SiteConfig; roots: string; path: string; loaded: LoadedFile }>;

function loadFile(config: SiteConfig, roots: RootMatcher, file: RawFile, memory: LoadedFileMemory | undefined): LoadedFile {
  const known = memory?.get(file.bytes);
  if (known && known.config === config && known.roots === roots.key && known.path === file.path) return known.loaded;
  const loaded = loadFileOnce(config, roots, file);
  memory?.set(file.bytes, { config, roots: roots.key, path: file.path, loaded });
  return loaded;
}

function loadFileOnce(config: SiteConfig, roots: RootMatcher, file: RawFile): LoadedFile {
  const diagnostics: Diagnostic[] = [];
  const text = decode(file.path, file.bytes, diagnostics);
  if (text === undefined) return { diagnostics };
  const where = roots.rootOf(file.path);
  if (config.blog !== false && where?.root.kind === 'blog') {
    const [authors, tags] = blogDataFilesOf(config.blog);
    if (file.path === authors || file.path === tags) return { text, diagnostics, blogData: loadBlogData(file.path, text, file.path === authors, diagnostics) };
  }
  if (/(^|\/)_category_\.(json|ya?ml)$/i.test(file.path)) {
    if (where?.root.kind !== 'doc') return { text, diagnostics };
    return { text, diagnostics, category: loadCategory(file.path, text, where.root, where.relPath, diagnostics) };
  }
  if (where?.root.kind === 'page' && SCRIPT_FILE.test(file.path)) {
    // Components beside the pages (`_components/Box.js`) are read for the pages importing them, never routes.
    return roots.takes(where.root, where.relPath) ? { text, diagnostics, reactPage: { path: file.path, relPath: where.relPath } } : { text, diagnostics };
  }
  if (!where || !/\.mdx?$/i.test(file.path)) return { text, diagnostics };
  if (!roots.takes(where.root, where.relPath)) {
    // A partial (`_shared.mdx`, `_parts/x.md`) is parsed for the pages that import it, never a page itself; other files left out are only read.
    if (!PARTIAL.test(where.relPath)) return { text, diagnostics };
    const partial: SourceFile = { path: file.path, relPath: where.relPath, kind: where.root.kind, format: formatOf(config, file.path), text, hash: sha256(text), partial: true };
    return { text, diagnostics, source: partial };
  }
  if (text.trim().length === 0) {
    diagnostics.push(
      diagnostic({
        code: 'empty-file',
        message: 'the file is empty; it still gets a page, with no content',
        file: file.path,
        note: 'write some content, or mark it `draft: true`',
      }),
    );
  }
  const source: SourceFile = { path: file.path, relPath: where.relPath, kind: where.root.kind, format: formatOf(config, file.path), text, hash: sha256(text) };
  if (where.root.instance !== undefined && (where.root.instance !== DEFAULT_INSTANCE || where.root.version !== CURRENT_VERSION)) {
    source.instance = where.root.instance;
    source.version = where.root.version;
  }
  return { text, diagnostics, source };
}

/** A sidebars module, validated; its text kept for code frames. */
function loadSidebars(module: LoadedModule, siteDir: string, texts: Map<string, string>, diagnostics: Diagnostic[]): SidebarsFile | null {
  const file = toPosix(path.relative(siteDir, module.file));
  texts.set(file, module.text);
  if (module.error) {
    diagnostics.push(
      diagnostic({ code: 'invalid-sidebars', message: `the sidebars file could not be loaded: ${module.error.message}`, file, place: {
        line: module.error.line ?? 1,
        column: module.error.column ?? 1,
      } }),
    );
    return null;
  }
  const result = sidebarsFile.safeParse(module.value);
  if (result.success) return { file, text: module.text, value: result.data };
  diagnostics.push(
    ...zodIssuesToDiagnostics(result.error, sidebarsFile, {
      file,
      code: 'invalid-sidebars',
      input: module.value,
      locate: (p) => locateKeyPath(module.text, p),
    }),
  );
  return null;
}

/** Every docs instance's loaded versions, from its versions file; a versions file or option that names no version is a finding. */
function docsVersionsOf(config: SiteConfig, files: readonly RawVersionsFile[], configSource?: { file: string; text: string }): { versions: DocsVersionPlan[]; problems: Diagnostic[] } {
  const versions: DocsVersionPlan[] = [];
  const problems: Diagnostic[] = [];
  for (const instance of docsInstancesOf(config)) {
    const file = files.find((f) => f.instance === instance.id);
    const names = file ? parseVersionNames(file.text) : undefined;
    if (file && !names) {
      problems.push(diagnostic({ code: 'invalid-config', message: 'the versions file is not a JSON array of version names', file: file.file, note: 'write the versions newest first: ["2.0", "1.0"]' }));
    }
    for (const problem of versionOptionProblems(instance, names)) {
      const key = instance.id === DEFAULT_INSTANCE && config.docs !== false ? ['docs', problem.key] : ['docsInstances', String(config.docsInstances.indexOf(instance)), problem.key];
      problems.push(diagnostic({ code: 'invalid-config', message: problem.message, file: configSource?.file ?? CONFIG_NAMES[0], place: configSource ? locateKeyPath(configSource.text, key) : undefined }));
    }
    versions.push(...planVersions(instance, names ?? (file ? [] : undefined)));
  }
  return { versions, problems };
}

/**
 * `configSource` (the config file, site-relative, and its text) lets a configured directory that
 * leaves the site be reported where it is written rather than at a path outside the site.
 */
export function loadContent(config: SiteConfig, raw: RawContent, siteDir: string, configSource?: { file: string; text: string }, memory?: LoadedFileMemory): LoadedContent {
  const diagnostics: Diagnostic[] = [];
  const texts = new Map<string, string>();
  const sources: SourceFile[] = [];
  const categories: CategoryFile[] = [];
  const reactPages: ReactPageFile[] = [];
  const [authorsFile, tagsFilePath] = config.blog === false ? [] : blogDataFilesOf(config.blog);
  const blogData: BlogData | undefined = authorsFile === undefined ? undefined : { authorsFile, ...(tagsFilePath ? { tagsFile: tagsFilePath } : {}) };

  for (const link of raw.outside) {
    if (link.configKey && configSource) {
      const keyAt = locateKeyPath(configSource.text, link.configKey.split('.'));
      const at = locateQuoted(configSource.text, link.path, offsetOf(configSource.text, keyAt)) ?? keyAt;
      diagnostics.push(
        diagnostic({
          code: 'path-outside-site',
          message: `\`${link.configKey}\` names "${link.path}", outside the site directory (${link.target}); it was not read`,
          file: configSource.file,
          place: at,
          actual: link.path,
        }),
      );
      continue;
    }
    diagnostics.push(
      diagnostic({ code: 'path-outside-site', message: `"${link.path}" points outside the site directory (${link.target}); it was not read`, file: link.path }),
    );
  }

  const { versions, problems } = docsVersionsOf(config, raw.versionsFiles ?? [], configSource);
  diagnostics.push(...problems);
  const roots = new RootMatcher(contentRootsOf(config, versions));
  for (const file of raw.files) {
    const loaded = loadFile(config, roots, file, memory);
    diagnostics.push(...loaded.diagnostics);
    if (loaded.text === undefined) continue;
    texts.set(file.path, loaded.text);
    if (loaded.category) categories.push(loaded.category);
    if (loaded.source) sources.push(loaded.source);
    if (loaded.reactPage) reactPages.push(loaded.reactPage);
    if (loaded.blogData) Object.assign(blogData ?? {}, loaded.blogData);
  }

  if (raw.componentsMap) texts.set(raw.componentsMap.path, raw.componentsMap.text);
  const sidebars = raw.sidebars ? loadSidebars(raw.sidebars, siteDir, texts, diagnostics) : null;
  const more = new Map((raw.moreSidebars ?? []).map((s) => [`${s.instance}\0${s.version}`, s.module]));
  const docsVersions: LoadedDocsVersion[] = versions.map((version) => {
    const isDefaultCurrent = version.instance === DEFAULT_INSTANCE && version.name === CURRENT_VERSION;
    const module = more.get(`${version.instance}\0${version.name}`);
    const file = isDefaultCurrent ? sidebars : module ? loadSidebars(module, siteDir, texts, diagnostics) : null;
    const hasSidebarsFile = isDefaultCurrent ? raw.sidebars !== null : module !== undefined;
    return { ...version, sidebars: file, hasSidebarsFile };
  });

  // A docs version with no docs is one finding, not one unknown id per sidebar item (the model leaves its sidebars out).
  const docsCount = new Map<string, number>();
  for (const source of sources) {
    if (source.kind !== 'doc') continue;
    const key = `${source.instance ?? DEFAULT_INSTANCE}\0${source.version ?? CURRENT_VERSION}`;
    docsCount.set(key, (docsCount.get(key) ?? 0) + 1);
  }
  for (const version of docsVersions) {
    if (docsCount.has(`${version.instance}\0${version.name}`)) continue;
    version.empty = true;
    // A docs folder refused for leaving the site has its own diagnostic; "no files under ../x/" would only repeat it.
    if (raw.outside.some((link) => normalFolder(link.path) === version.folder || (link.configKey?.endsWith('.path') && version.name === CURRENT_VERSION))) continue;
    // Today's rule for a site's only docs folder (nothing at all to read); any other version, or one a sidebars file names ids of, is said too.
    const isDefaultCurrent = version.instance === DEFAULT_INSTANCE && version.name === CURRENT_VERSION;
    if (isDefaultCurrent && !version.hasSidebarsFile && raw.files.length > 0) continue;
    // Docs files that were there but could not be read (encoding, size) have their own findings.
    const prefix = `${version.folder}/`;
    if (raw.files.some((f) => f.path.startsWith(prefix) && /\.mdx?$/i.test(f.path))) continue;
    const where = version.name === CURRENT_VERSION ? (version.instance === DEFAULT_INSTANCE ? 'the docs' : `docs instance "${version.instance}"`) : `version "${version.name}"${version.instance === DEFAULT_INSTANCE ? '' : ` of docs instance "${version.instance}"`}`;
    diagnostics.push(
      diagnostic({
        code: 'missing-content',
        message: `no Markdown or MDX files found under "${version.folder}/"${where === 'the docs' ? '' : ` (${where})`}`,
        file: version.folder,
        note: version.name === CURRENT_VERSION ? 'check the docs `path` in the config' : 'every version listed in the versions file needs its folder of docs',
      }),
    );
  }

  return {
    sources,
    reactPages,
    ...(blogData ? { blogData } : {}),
    categories,
    sidebars,
    docsVersions,
    assets: new Set(raw.assets),
    staticFiles: new Set(raw.staticFiles),
    ...(raw.componentsMap ? { componentsMap: raw.componentsMap } : {}),
    siteFolder: `../${path.basename(path.resolve(siteDir))}`,
    texts,
    diagnostics,
  };
}
