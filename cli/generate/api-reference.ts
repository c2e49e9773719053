/**
 * generate (API reference): TypeDoc's JSON project of a package's type declarations → virtual
 * Markdown docs under the docs folder (`docs/api/interfaces/Data.md`...) and their sidebar
 * categories. The pages then go through parse, model, check and emit like written docs, so
 * their links and anchors are checked and they are indexed for search. Diagnostics about a
 * generated page point at the declaration in the `.d.ts` it was generated from. Pure.
 */
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import type { ApiReferenceConfig, DocsInstanceConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic, sortDiagnostics } from '../diagnostics/create.ts';
import { type Point, pointAt } from '../diagnostics/position.ts';
import type { ApiReferenceSource, StaticValue } from '../core/api-source.ts';
import { sha256 } from '../core/hash.ts';
import { toPosix } from '../core/paths.ts';
import type { SourceFile } from '../core/source.ts';
import type { CategoryFile, LoadedContent } from '../load/content.ts';
import { type ApiItem, type ApiModel, buildApiModel, SECTIONS, type Section } from './api-model.ts';
import { byName, globalsPage, indexPage, internalIndexPage, itemPage, type Origin, type Page, type PageContext, routeOf } from './api-pages.ts';
import { type Declaration, TypePrinter } from './api-types.ts';
import { printValue } from './print-value.ts';

export type { Origin } from './api-pages.ts';

export interface ApiReferenceInput {
  source: ApiReferenceSource;
  options: ApiReferenceConfig;
  docs: Pick<DocsInstanceConfig, 'path' | 'routeBasePath'>;
  configFile: string;
  configText: string;
}

export interface GeneratedContent {
  sources: SourceFile[];
  categories: CategoryFile[];
  /** generated file → the declaration diagnostics about it point at */
  origins: Map<string, Origin & { route: string }>;
  /** texts diagnostics can point into (the `.d.ts`) */
  texts: Map<string, string>;
  diagnostics: Diagnostic[];
  /** the model, for tests and tools */
  items: { name: string; kind: ApiItem['kind']; internal: boolean; route: string }[];
}

const EMPTY: Omit<GeneratedContent, 'diagnostics'> = { sources: [], categories: [], origins: new Map(), texts: new Map(), items: [] };

/** Offset of the first of `needles` found in order, each after the previous one. */
function findInOrder(text: string, needles: string[]): number | undefined {
  let at = 0;
  let found: number | undefined;
  for (const needle of needles) {
    const i = text.indexOf(needle, at);
    if (i === -1) break;
    found = i;
    at = i + needle.length;
  }
  return found;
}

function configPoint(input: ApiReferenceInput, ...needles: string[]): Point {
  const at = findInOrder(input.configText, ['apiReference', ...needles]);
  return at === undefined ? { line: 1, column: 1 } : pointAt(input.configText, at);
}

/** The folder of the reference relative to the docs folder: `/api` under `/` → `api`. */
function folderOf(routeBasePath: string, docsRouteBasePath: string): string | undefined {
  const norm = (p: string) => `/${p.split('/').filter(Boolean).join('/')}`;
  const base = norm(routeBasePath);
  const docs = norm(docsRouteBasePath);
  if (docs === '/') return base === '/' ? undefined : base.slice(1);
  return base.startsWith(`${docs}/`) ? base.slice(docs.length + 1) : undefined;
}

function describePlace(item: Pick<ApiItem, 'internal'>, section: Section, moduleName: string): string {
  return item.internal ? `an internal ${section.label.toLowerCase()} (referred to, not exported)` : `${section.phrase} exported by ${moduleName}`;
}

/** `expected` against what the declarations contain: missing or changed names are errors. */
function checkExpected(input: ApiReferenceInput, model: ApiModel, origin: (d: Declaration) => Origin | undefined): Diagnostic[] {
  const expected = input.options.expected;
  if (!expected) return [];
  const out: Diagnostic[] = [];
  const moduleName = input.options.module;
  const entry = input.source.entry ?? input.source.configured;
  const groups: { internal: boolean; lists: Partial<Record<Section['key'], string[]>> | undefined }[] = [
    { internal: false, lists: expected },
    { internal: true, lists: expected.internal },
  ];
  for (const { internal, lists } of groups) {
    if (!lists) continue;
    for (const section of SECTIONS) {
      const names = lists[section.key];
      if (!names) continue;
      const listed = new Set(names);
      for (const name of names) {
        const exact = model.items.find((i) => i.internal === internal && i.kind === section.kind && i.name === name);
        if (exact) continue;
        const wanted = describePlace({ internal }, section, moduleName);
        const keyPath = ['expected', ...(internal ? ['internal'] : []), section.key];
        const moved = model.items.find((i) => i.name === name);
        if (moved) {
          const now = describePlace(moved, SECTIONS.find((s) => s.kind === moved.kind)!, moduleName);
          const at = origin(moved.declaration);
          out.push(
            diagnostic({
              code: 'missing-content',
              message: `API reference: \`${name}\` changed: it was expected to be ${wanted}, but ${entry} now declares it as ${now}`,
              file: at?.file ?? input.configFile,
              place: at ?? configPoint(input, ...keyPath, name),
              actual: name,
              note: `if the change is intended, update \`apiReference.expected\` in ${input.configFile}; the page moved to ${input.options.routeBasePath.replace(/\/$/, '')}/${moved.slug}`,
            }),
          );
          continue;
        }
        out.push(
          diagnostic({
            code: 'missing-content',
            message: `API reference: \`${name}\` is missing: it was expected to be ${wanted}, but ${entry} no longer declares it`,
            file: input.configFile,
            place: configPoint(input, ...keyPath, name),
            actual: name,
            note: `check the installed version of ${moduleName}; if the removal is intended, take \`${name}\` out of \`apiReference.expected.${keyPath.slice(1).join('.')}\``,
          }),
        );
      }
      for (const item of model.items) {
        if (item.internal !== internal || item.kind !== section.kind || listed.has(item.name)) continue;
        const keyPath = ['expected', ...(internal ? ['internal'] : []), section.key];
        out.push(
          diagnostic({
            code: 'invalid-config',
            message: `API reference: ${entry} declares ${describePlace(item, section, moduleName)} \`${item.name}\` that \`apiReference.${keyPath.join('.')}\` does not list`,
            file: input.configFile,
            place: configPoint(input, ...keyPath),
            level: 'warn',
            actual: item.name,
            note: `add "${item.name}" to \`apiReference.${keyPath.join('.')}\``,
          }),
        );
      }
    }
  }
  return out;
}

/** Defaults of interface properties: a variable typed as the interface, with a literal object value. */
function defaultsFrom(model: ApiModel, values: Map<number, StaticValue>): Map<number, string> {
  const defaults = new Map<number, string>();
  for (const item of model.items) {
    const value = values.get(item.declaration.id);
    const type = item.declaration.type;
    if (value?.kind !== 'object' || type?.type !== 'reference' || typeof type.target !== 'number') continue;
    const target = model.reflections.get(type.target);
    const entries = new Map(value.entries);
    for (const child of target?.children ?? []) {
      const v = entries.get(child.name);
      if (v && v.kind !== 'unknown' && !defaults.has(child.id)) defaults.set(child.id, printValue(v));
    }
  }
  return defaults;
}

function sourceFile(docsRoot: string, folder: string, page: Page): SourceFile {
  const relPath = `${folder}/${page.relPath}`;
  return { path: `${docsRoot}/${relPath}`, relPath, kind: 'doc', format: 'md', text: page.text, hash: sha256(page.text) };
}

export function generateApiReference(input: ApiReferenceInput): GeneratedContent {
  const { source, options } = input;
  if (!source.entry || source.entryText === undefined) {
    return {
      ...EMPTY,
      diagnostics: [
        diagnostic({
          code: 'invalid-config',
          message: `API reference: the entry "${source.configured}" was not found`,
          file: input.configFile,
          place: configPoint(input, 'entry', source.configured),
          actual: source.configured,
          note: 'give the path of a .d.ts file, relative to the site directory (a node_modules/... path is also looked up in the parent directories); is the package installed?',
        }),
      ],
    };
  }
  const entry = source.entry;
  const texts = new Map([[entry, source.entryText]]);
  const diagnostics: Diagnostic[] = source.messages.map((m) =>
    diagnostic({ code: 'parse-error', message: `TypeDoc: ${m.message.split('\n')[0]}`, file: entry, level: m.level }),
  );
  const project = source.project as JSONOutput.ProjectReflection | undefined;
  if (!project) return { ...EMPTY, texts, diagnostics: diagnostics.length > 0 ? diagnostics : [diagnostic({
    code: 'parse-error',
    message: 'TypeDoc produced no project',
    file: entry,
  })] };

  const folder = folderOf(options.routeBasePath, input.docs.routeBasePath);
  if (!folder) {
    return {
      ...EMPTY,
      texts,
      diagnostics: [
        ...diagnostics,
        diagnostic({
          code: 'invalid-config',
          message: `API reference: routeBasePath "${options.routeBasePath}" must be a path below docs.routeBasePath "${input.docs.routeBasePath}"`,
          file: input.configFile,
          place: configPoint(input, 'routeBasePath'),
          actual: options.routeBasePath,
        }),
      ],
    };
  }
  const built = buildApiModel(project, options.module);
  if ('error' in built) {
    return {
      ...EMPTY,
      texts,
      diagnostics: [
        ...diagnostics,
        diagnostic({
          code: 'missing-content',
          message: `API reference: ${entry} declares no module "${options.module}"`,
          file: input.configFile,
          place: configPoint(input, 'module', options.module),
          actual: options.module,
          expected: built.modules.filter((m) => !m.includes('/')).slice(0, 5),
        }),
      ],
    };
  }
  const model = built;
  const base = `/${options.routeBasePath.split('/').filter(Boolean).join('/')}`;
  const entryDir = path.posix.dirname(entry);
  const origin = (d: Declaration): Origin | undefined => {
    const s = d.sources?.[0];
    return s ? { file: toPosix(path.posix.normalize(path.posix.join(entryDir, s.fileName))), line: Math.max(1, s.line), column: s.character + 1 } : undefined;
  };
  const values = new Map<number, StaticValue>();
  for (const item of model.items) {
    const value = !item.internal && item.kind === 'variable' ? source.values[item.name] : undefined;
    if (value) values.set(item.declaration.id, value);
  }
  const ctx: PageContext = {
    model,
    printer: new TypePrinter((id) => {
      const item = model.byId.get(id);
      return item ? { name: item.name, href: routeOf({ base }, item) } : undefined;
    }),
    base,
    moduleName: options.module,
    packageName: source.packageName,
    packageVersion: source.packageVersion,
    entry,
    jsFile: source.jsFile,
    defaults: defaultsFrom(model, values),
    values,
    origin,
  };

  const rootOrigin = origin(model.root as Declaration) ?? { file: entry, line: 1, column: 1 };
  const pages: Page[] = [indexPage(ctx, 1), globalsPage(ctx, 2)];
  for (const internal of [false, true]) {
    for (const section of SECTIONS) {
      const items = model.items.filter((i) => i.internal === internal && i.kind === section.kind).sort(byName);
      pages.push(...items.map((item, i) => itemPage(ctx, item, i + 1)));
    }
  }
  if (model.items.some((i) => i.internal)) pages.push(internalIndexPage(ctx));

  const docsRoot = toPosix(path.posix.normalize(input.docs.path)).replace(/\/$/, '');
  const sources = pages.map((page) => sourceFile(docsRoot, folder, page));
  const origins = new Map<string, Origin & { route: string }>();
  pages.forEach((page, i) => {
    const route = `${base}/${page.relPath.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '')}`;
    origins.set(sources[i].path, { ...(page.origin ?? rootOrigin), route });
  });

  // Sidebar categories for the folders, in the order of SECTIONS, Internal last.
  const categories: CategoryFile[] = [];
  const present = (internal: boolean) => SECTIONS.filter((s) => model.items.some((i) => i.internal === internal && i.kind === s.kind));
  present(false).forEach((section, i) => {
    const dir = `${folder}/${section.dir}`;
    categories.push({ path: `${docsRoot}/${dir}/_category_.json`, dir, meta: { label: section.title, position: 3 + i, collapsed: false } });
  });
  if (model.items.some((i) => i.internal)) {
    categories.push({ path: `${docsRoot}/${folder}/internal/_category_.json`, dir: `${folder}/internal`, meta: { label: 'Internal', position: 3 + SECTIONS.length } });
    present(true).forEach((section, i) => {
      const dir = `${folder}/internal/${section.dir}`;
      categories.push({ path: `${docsRoot}/${dir}/_category_.json`, dir, meta: { label: section.title, position: 1 + i } });
    });
  }
  for (const name of model.skipped) {
    diagnostics.push(diagnostic({
      code: 'missing-content',
      message: `API reference: the export \`${name}\` of ${options.module} is not a function, class, interface, type alias, variable or enumeration; it has no page`,
      file: entry,
      place: rootOrigin,
      level: 'warn',
      actual: name,
    }));
  }
  diagnostics.push(...checkExpected(input, model, origin));

  return {
    sources,
    categories,
    origins,
    texts,
    diagnostics,
    items: model.items.map((i) => ({ name: i.name, kind: i.kind, internal: i.internal, route: routeOf(ctx, i) })),
  };
}

/** The loaded content with the generated docs and categories added. */
export function withGenerated(content: LoadedContent, generated: GeneratedContent): LoadedContent {
  const texts = new Map(content.texts);
  for (const [file, text] of generated.texts) texts.set(file, text);
  for (const s of generated.sources) texts.set(s.path, s.text);
  return {
    ...content,
    sources: [...content.sources, ...generated.sources],
    categories: [...content.categories, ...generated.categories],
    texts,
    diagnostics: [...content.diagnostics, ...generated.diagnostics],
  };
}

/** Diagnostics about generated pages, moved to the declaration each page documents. */
export function pointAtDeclarations(diagnostics: Diagnostic[], origins: ReadonlyMap<string, Origin & { route: string }>): Diagnostic[] {
  if (origins.size === 0) return diagnostics;
  const moved = diagnostics.map((d) => {
    const origin = origins.get(d.file);
    if (!origin) return d;
    const { endLine: _endLine, endColumn: _endColumn, ...rest } = d;
    return {
      ...rest,
      file: origin.file,
      line: origin.line,
      column: origin.column,
      route: d.route ?? origin.route,
      message: `${d.message} (in the generated API page ${origin.route}, ${d.file}:${d.line})`,
      hint: d.hint ?? 'the page is generated from this declaration by the API reference; fix the declaration or the generator',
    };
  });
  return sortDiagnostics(moved);
}

