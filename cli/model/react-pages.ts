/**
 * model (React pages): a pages folder's `.js/.jsx/.ts/.tsx` files are routes, as Docusaurus makes
 * them. Their code is never run: its syntax tree is read for the links and ids its JSX renders
 * (the static reading MDX code gets in compile mode), and so are the local modules it imports
 * (`./_components/Box`), whose links Docusaurus reports on the page that renders them. The same
 * reading, with a use's props, serves the components an MDX page renders (component-uses.ts).
 */
import path from 'node:path';
import type { Program } from 'estree';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { addFoundAnchors, addToScope, anchorFields, createScope, jsxLinks, type Scope } from '../parse/index.ts';
import { staticValue } from '../parse/static-value.ts';
import { parseScript, scriptError } from '../parse/script.ts';
import type { RenderedPartial } from './partials.ts';

/** A module's reading, kept by path while its text is the same (`watch` reads each page once). */
export type ScriptMemory = Map<string, { text: string; parsed: ParsedDoc; imports: string[] }>;

const EMPTY_BODY = JSON.stringify({ type: 'root', children: [] });
const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/** Literal props a component is rendered with (`<Pill type="shadow" />`). */
export type LiteralProps = Record<string, string | number | boolean>;

/** The module's links and ids as a page's parse result, and the sources of its imports; a syntax error is a finding. With `props`, its default export's parameters are those values. */
function readModule(file: string, text: string, props?: LiteralProps): { parsed: ParsedDoc; imports: string[] } {
  const parsed: ParsedDoc = { path: file, hash: '', frontmatter: {}, frontmatterKeys: {}, headings: [], anchors: [], links: [], body: EMPTY_BODY, words: 0, search: [], diagnostics: [] };
  let program: Program;
  try {
    program = parseScript(text, file);
  } catch (error) {
    const { message, at } = scriptError(error);
    parsed.diagnostics.push(diagnostic({ code: 'parse-error', message: `could not parse the React page: ${message}`, file, place: at }));
    return { parsed, imports: [] };
  }
  const reading = { scope: createScope(), seen: new Set<never>() };
  addToScope(reading.scope, program);
  if (props) bindProps(reading.scope, program, props);
  const found = jsxLinks(program, reading);
  parsed.links = found.links.map((link) => ({ ...link, markdown: false }));
  const ids = { anchors: new Set<string>(), collectedIds: new Set<string>() };
  addFoundAnchors(ids, found);
  Object.assign(parsed, anchorFields(ids));
  if (found.computed > 0) parsed.computedLinks = found.computed;
  const layout = layoutProps(program, reading.scope);
  if (layout.title) parsed.contentTitle = layout.title;
  if (layout.description) parsed.excerpt = layout.description;
  const imports = program.body.flatMap((node) => (node.type === 'ImportDeclaration' && typeof node.source.value === 'string' ? [node.source.value] : []));
  return { parsed, imports };
}

/** The `title` and `description` of the page's `<Layout>` when they are known without running it (Docusaurus's page title). */
function layoutProps(program: Program, scope: Scope): { title?: string; description?: string } {
  const out: { title?: string; description?: string } = {};
  const visit = (node: unknown): void => {
    if (out.title !== undefined || typeof node !== 'object' || node === null) return;
    const n = node as { type?: string; name?: { name?: unknown }; attributes?: unknown[] };
    if (n.type === 'JSXOpeningElement' && n.name?.name === 'Layout') {
      for (const attribute of n.attributes ?? []) {
        const a = attribute as { type: string; name?: { name?: string }; value?: { type: string; value?: unknown; expression?: unknown } | null };
        if (a.type !== 'JSXAttribute' || (a.name?.name !== 'title' && a.name?.name !== 'description') || !a.value) continue;
        const value = a.value.type === 'JSXExpressionContainer' ? staticValue(a.value.expression as never, scope) : a.value.value;
        if (typeof value === 'string') out[a.name.name] = value;
      }
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'loc') (Array.isArray(child) ? child : [child]).forEach(visit);
  };
  visit(program);
  return out;
}

/** The function a module exports by default (`export default function X`, `export default X` of a function or arrow constant). */
function defaultFunction(program: Program): FunctionLike | undefined {
  const isFunction = (node: unknown): node is FunctionLike =>
    typeof node === 'object' && node !== null && ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes((node as { type: string }).type);
  const exported = program.body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration;
  if (isFunction(exported)) return exported;
  if (exported?.type !== 'Identifier') return undefined;
  for (const node of program.body) {
    const statement = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (statement?.type === 'FunctionDeclaration' && statement.id?.name === exported.name) return statement;
    if (statement?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) if (declarator.id.type === 'Identifier' && declarator.id.name === exported.name && isFunction(declarator.init)) return declarator.init;
  }
  return undefined;
}

type FunctionLike = Extract<Program['body'][number], { type: 'FunctionDeclaration' }> | import('estree').FunctionExpression | import('estree').ArrowFunctionExpression;

/**
 * The default export's props as constants (`function Pill({ type })` rendered with
 * `type="shadow"`: `type` is 'shadow', a default value when not given), and the constants its
 * body declares first (`const to = useBaseUrl(\`glossary#${type}\`)`), for its JSX read below.
 */
function bindProps(scope: Scope, program: Program, props: LiteralProps): void {
  const component = defaultFunction(program);
  if (!component) return;
  const [first] = component.params;
  if (first?.type === 'ObjectPattern') {
    for (const property of first.properties) {
      if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
      const name = property.key.name;
      const local = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
      if (local.type !== 'Identifier') continue;
      if (Object.hasOwn(props, name)) scope.constants.set(local.name, { type: 'Literal', value: props[name] } as never);
      else if (property.value.type === 'AssignmentPattern') scope.constants.set(local.name, property.value.right);
    }
  }
  if (component.body.type === 'BlockStatement') addToScope(scope, { type: 'Program', sourceType: 'module', body: component.body.body } as Program);
}

function readKept(memory: ScriptMemory, file: string, text: string, props?: LiteralProps) {
  // A component read with props is kept by them too: each use with other props reads it again.
  const key = props ? `${file}\0${JSON.stringify(props)}` : file;
  const known = memory.get(key);
  if (known?.text === text) return known;
  const read = { text, ...readModule(file, text, props) };
  memory.set(key, read);
  return read;
}

/** A site component as a page renders it with these props: its links and ids, read with the props' values. */
export function readComponentUse(file: string, text: string, props: LiteralProps, memory: ScriptMemory): ParsedDoc {
  return readKept(memory, file, text, props).parsed;
}

/** The site path an import alias makes of a specifier (`@components/x` → `src/components/x`), the longest alias first. */
function aliased(specifier: string, aliases: Readonly<Record<string, string>>): string | undefined {
  let best: string | undefined;
  for (const alias of Object.keys(aliases)) {
    if ((specifier === alias || specifier.startsWith(`${alias}/`)) && alias.length > (best?.length ?? -1)) best = alias;
  }
  return best === undefined ? undefined : path.posix.join(aliases[best], specifier.slice(best.length));
}

/** The site file a relative, `@site/` or aliased import names, among the files read. */
export function importedFile(from: string, specifier: string, texts: ReadonlyMap<string, string>, aliases: Readonly<Record<string, string>> = {}): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.posix.normalize(specifier.slice('@site/'.length));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.posix.join(path.posix.dirname(from), specifier);
  else {
    const target = aliased(specifier, aliases);
    if (target === undefined) return undefined;
    base = path.posix.normalize(target);
  }
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => /\.(js|jsx|ts|tsx)$/i.test(candidate) && texts.has(candidate));
}

export interface ReactPageReading {
  parsed: ParsedDoc;
  /** the local modules it imports, with their links and ids (rendered on the page, as partials are) */
  components: RenderedPartial[];
}

/** A React page's links and ids, with those of the local modules it imports (followed once each; relative, `@site/` or through an alias). */
export function readReactPage(file: string, texts: ReadonlyMap<string, string>, memory: ScriptMemory, aliases: Readonly<Record<string, string>> = {}): ReactPageReading {
  const page = readKept(memory, file, texts.get(file) ?? '');
  const components: RenderedPartial[] = [];
  const seen = new Set([file]);
  const follow = (from: string, imports: string[]) => {
    for (const specifier of imports) {
      const target = importedFile(from, specifier, texts, aliases);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const module = readKept(memory, target, texts.get(target) ?? '');
      components.push({ path: target, parsed: module.parsed });
      follow(target, module.imports);
    }
  };
  follow(file, page.imports);
  return { parsed: page.parsed, components };
}

/** The findings of reading these modules (syntax errors), each once. */
export function readingDiagnostics(readings: readonly ReactPageReading[]): Diagnostic[] {
  const seen = new Set<ParsedDoc>();
  const out: Diagnostic[] = [];
  for (const reading of readings) {
    for (const parsed of [reading.parsed, ...reading.components.map((c) => c.parsed)]) {
      if (seen.has(parsed)) continue;
      seen.add(parsed);
      out.push(...parsed.diagnostics);
    }
  }
  return out;
}

/** In `data` MDX mode a React page's code never runs: its route is made and its links are checked, but it shows no body. */
export function reactPageNotRendered(file: string): Diagnostic {
  return diagnostic({
    code: 'react-page-not-rendered',
    message: 'React pages are not rendered in data mode: the page is an empty route (its links are still checked)',
    file,
    place: { line: 1, column: 1 },
    note: "set `markdown.mdxCode: 'compile'` to render the site's React pages and MDX code (they then run at build time and in the browser)",
  });
}
