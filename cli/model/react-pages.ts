/**
 * model (React pages): a pages folder's `.js/.jsx/.ts/.tsx` files are routes, as Docusaurus makes
 * them. Their code is never run: its syntax tree is read for the links and ids its JSX renders
 * (the static reading MDX code gets in compile mode), and so are the local modules it imports
 * (`./_components/Box`), whose links Docusaurus reports on the page that renders them.
 */
import path from 'node:path';
import type { Program } from 'estree';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { addToScope, createScope, jsxLinks, type Scope } from '../parse/index.ts';
import { staticValue } from '../parse/static-value.ts';
import { parseScript, scriptError } from '../parse/script.ts';
import type { RenderedPartial } from './partials.ts';

/** A module's reading, kept by path while its text is the same (`watch` reads each page once). */
export type ScriptMemory = Map<string, { text: string; parsed: ParsedDoc; imports: string[] }>;

const EMPTY_BODY = JSON.stringify({ type: 'root', children: [] });
const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/** The module's links and ids as a page's parse result, and the sources of its imports; a syntax error is a finding. */
function readModule(file: string, text: string): { parsed: ParsedDoc; imports: string[] } {
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
  const found = jsxLinks(program, reading);
  parsed.links = found.links.map((link) => ({ ...link, markdown: false }));
  parsed.anchors = [...new Set([...found.anchors, ...found.plainIds])];
  const collected = new Set(found.anchors);
  const plain = parsed.anchors.filter((id) => !collected.has(id));
  if (plain.length > 0) parsed.plainAnchors = plain;
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

function readKept(memory: ScriptMemory, file: string, text: string) {
  const known = memory.get(file);
  if (known?.text === text) return known;
  const read = { text, ...readModule(file, text) };
  memory.set(file, read);
  return read;
}

/** The site file a relative or `@site/` import names, among the files read. */
function importedFile(from: string, specifier: string, texts: ReadonlyMap<string, string>): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.posix.normalize(specifier.slice('@site/'.length));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => /\.(js|jsx|ts|tsx)$/i.test(candidate) && texts.has(candidate));
}

export interface ReactPageReading {
  parsed: ParsedDoc;
  /** the local modules it imports, with their links and ids (rendered on the page, as partials are) */
  components: RenderedPartial[];
}

/** A React page's links and ids, with those of the local modules it imports (followed once each). */
export function readReactPage(file: string, texts: ReadonlyMap<string, string>, memory: ScriptMemory): ReactPageReading {
  const page = readKept(memory, file, texts.get(file) ?? '');
  const components: RenderedPartial[] = [];
  const seen = new Set([file]);
  const follow = (from: string, imports: string[]) => {
    for (const specifier of imports) {
      const target = importedFile(from, specifier, texts);
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
