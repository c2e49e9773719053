/**
 * load (content): raw files → decoded, hashed, classified sources; validated sidebars and
 * `_category_` metadata. Encoding problems, empty files and escaping symlinks are diagnostics.
 */
import path from 'node:path';
import { type Document, isAlias, parseDocument, visit } from 'yaml';
import { contentFoldersOf, type SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { type CategoryMetadata, categoryMetadata, type SidebarsFileInput, sidebarsFile } from '../../schema/sidebars.ts';
import { quoted, unroutableCharacter } from '../../schema/urls.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { locateKeyPath, locateQuoted, lineStarts, type Point, pointAt } from '../diagnostics/position.ts';
import { zodIssuesToDiagnostics } from '../diagnostics/zod-issues.ts';
import { sha256 } from '../core/hash.ts';
import { toPosix } from '../core/paths.ts';
import type { RawContent, RawFile } from '../core/raw-site.ts';
import type { SourceFile, SourceKind } from '../core/source.ts';
import { locateYamlPath, locateYamlValue } from '../diagnostics/yaml-position.ts';

export interface CategoryFile {
  /** site-relative path of the `_category_` file */
  path: string;
  /** folder relative to the docs folder ('' for the root) */
  dir: string;
  meta: CategoryMetadata;
}

export interface LoadedContent {
  sources: SourceFile[];
  categories: CategoryFile[];
  sidebars: { file: string; text: string; value: SidebarsFileInput } | null;
  /** site-relative paths of non-content files under the content folders */
  assets: Set<string>;
  staticFiles: Set<string>;
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

function contentKind(config: SiteConfig, file: string): { kind: SourceKind; relPath: string } | undefined {
  for (const { kind, path: root } of contentFoldersOf(config)) {
    const prefix = `${toPosix(path.normalize(root)).replace(/\/$/, '')}/`;
    if (file.startsWith(prefix)) return { kind, relPath: file.slice(prefix.length) };
  }
  return undefined;
}

/** The default docs instance's folder, site-relative without a trailing slash; undefined when docs are off. */
function docsRootOf(config: SiteConfig): string | undefined {
  return config.docs === false ? undefined : toPosix(path.normalize(config.docs.path)).replace(/\/$/, '');
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

function loadCategory(config: SiteConfig, file: string, text: string, diagnostics: Diagnostic[]): CategoryFile | undefined {
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
  const dir = path.posix.dirname(file.slice((docsRootOf(config)?.length ?? -1) + 1));
  return { path: file, dir: dir === '.' ? '' : dir, meta: withRoutableSlug(file, text, doc, result.data, diagnostics) };
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
}

/**
 * What loading made of each file in a session, remembered by its bytes: `watch` passes the same
 * Buffer for every file that did not change, and the same config object while the config is unchanged.
 */
export type LoadedFileMemory = WeakMap<Buffer, { config: SiteConfig; path: string; loaded: LoadedFile }>;

function loadFile(config: SiteConfig, file: RawFile, memory: LoadedFileMemory | undefined): LoadedFile {
  const known = memory?.get(file.bytes);
  if (known && known.config === config && known.path === file.path) return known.loaded;
  const loaded = loadFileOnce(config, file);
  memory?.set(file.bytes, { config, path: file.path, loaded });
  return loaded;
}

function loadFileOnce(config: SiteConfig, file: RawFile): LoadedFile {
  const diagnostics: Diagnostic[] = [];
  const text = decode(file.path, file.bytes, diagnostics);
  if (text === undefined) return { diagnostics };
  if (/(^|\/)_category_\.(json|ya?ml)$/i.test(file.path)) {
    const docsRoot = docsRootOf(config);
    if (docsRoot === undefined || !file.path.startsWith(`${docsRoot}/`)) return { text, diagnostics };
    return { text, diagnostics, category: loadCategory(config, file.path, text, diagnostics) };
  }
  const where = contentKind(config, file.path);
  if (!where) return { text, diagnostics };
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
  return { text, diagnostics, source: { path: file.path, relPath: where.relPath, kind: where.kind, format: formatOf(config, file.path), text, hash: sha256(text) } };
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

  for (const file of raw.files) {
    const loaded = loadFile(config, file, memory);
    diagnostics.push(...loaded.diagnostics);
    if (loaded.text === undefined) continue;
    texts.set(file.path, loaded.text);
    if (loaded.category) categories.push(loaded.category);
    if (loaded.source) sources.push(loaded.source);
  }

  let sidebars: LoadedContent['sidebars'] = null;
  if (raw.sidebars) {
    const file = toPosix(path.relative(siteDir, raw.sidebars.file));
    texts.set(file, raw.sidebars.text);
    if (raw.sidebars.error) {
      diagnostics.push(
        diagnostic({ code: 'invalid-sidebars', message: `the sidebars file could not be loaded: ${raw.sidebars.error.message}`, file, place: {
          line: raw.sidebars.error.line ?? 1,
          column: raw.sidebars.error.column ?? 1,
        } }),
      );
    } else {
      const result = sidebarsFile.safeParse(raw.sidebars.value);
      if (result.success) sidebars = { file, text: raw.sidebars.text, value: result.data };
      else {
        const text = raw.sidebars.text;
        diagnostics.push(
          ...zodIssuesToDiagnostics(result.error, sidebarsFile, {
            file,
            code: 'invalid-sidebars',
            input: raw.sidebars.value,
            locate: (p) => locateKeyPath(text, p),
          }),
        );
      }
    }
  }

  // A docs folder refused for leaving the site has its own diagnostic; "no files under ../x/" would only repeat it.
  const docsRoot = docsRootOf(config);
  const docsRefused = raw.outside.some((link) => link.configKey === 'docs.path' || link.path === docsRoot);
  if (config.docs !== false && sources.filter((s) => s.kind === 'doc').length === 0 && raw.files.length === 0 && !docsRefused) {
    diagnostics.push(
      diagnostic({
        code: 'missing-content',
        message: `no Markdown or MDX files found under "${config.docs.path}/"`,
        file: config.docs.path,
        note: 'check `docs.path` in the config',
      }),
    );
  }

  return {
    sources,
    categories,
    sidebars,
    assets: new Set(raw.assets),
    staticFiles: new Set(raw.staticFiles),
    texts,
    diagnostics,
  };
}
