/**
 * The import rules of renderer/ (README.md's Layout): two rooms by runtime. theme/ is the browser
 * theme (it runs in the browser, and in the prerender's server render), in layers from base/ up
 * to shell/; site-build/ is the Node build that bundles, prerenders and writes it. Imports run one
 * way: site-build/ may read the theme's plain modules (the head a page gets, the client config),
 * the theme never imports the site build, Node or the bundler. Type-only and dynamic imports count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');

/** The rooms of theme/, bottom first: a file imports its own room and those before it; rooms of one layer import none of each other. */
const THEME_LAYERS: readonly (readonly string[])[] = [['base'], ['content'], ['docs'], ['docusaurus', 'search'], ['layout', 'pages'], ['shell']];

/** A site's own files (the racing-bars site's, in content/): the renderer builds any site and imports none of them. */
const SITE = 'content/';

/** Node's modules and the build's tools: the browser theme imports none of them. */
const NODE_ONLY = /^(node:|vite$|vite\/|rolldown|@vitejs\/|esbuild|chokidar|prettier|shiki|typescript$|happy-dom|playwright)/;
/** React at run time (type-only imports of React are fine anywhere). */
const REACT = /^react(-dom)?(\/|$)/;

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.name === 'node_modules') continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

interface Import {
  specifier: string;
  /** the repository path a relative specifier names */
  target?: string;
  typeOnly: boolean;
}

/** Every import of a file (static, type-only, re-exports, dynamic), bare or relative. */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) =>
    found.push({ specifier, typeOnly, ...(specifier.startsWith('.') ? { target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) } : {}) });
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      add(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const FILES = sourceFiles('renderer');
const IMPORTS = new Map(FILES.map((file) => [file, importsOf(file)]));

/** renderer/theme/<room>/… → room. */
const themeRoom = (file: string) => (file.startsWith('renderer/theme/') ? file.split('/')[2] : undefined);
const themeRank = (room: string) => THEME_LAYERS.findIndex((layer) => layer.includes(room));

describe('the layout of renderer/', () => {
  it('puts every file in the theme or the site build, and every theme file in a room', () => {
    const homeless = FILES.filter((file) => !file.startsWith('renderer/theme/') && !file.startsWith('renderer/site-build/'));
    expect(homeless).toEqual([]);
    expect(FILES.filter((file) => themeRoom(file) !== undefined && themeRank(themeRoom(file)!) === -1)).toEqual([]);
  });

  it('imports in theme/ only run down its layers, never to a room beside', () => {
    const upward: string[] = [];
    for (const [file, imports] of IMPORTS) {
      const room = themeRoom(file);
      if (!room) continue;
      for (const { target } of imports) {
        const other = target && themeRoom(target);
        if (other && other !== room && themeRank(other) >= themeRank(room)) upward.push(`${file} → ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('keeps the theme out of the site build, Node and the bundler', () => {
    const found: string[] = [];
    for (const [file, imports] of IMPORTS) {
      if (!themeRoom(file)) continue;
      for (const { specifier, target } of imports) {
        if (target?.startsWith('renderer/site-build/') || NODE_ONLY.test(specifier)) found.push(`${file} → ${target ?? specifier}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("imports none of a site's files, nor the racing-bars package", () => {
    const found: string[] = [];
    for (const [file, imports] of IMPORTS) {
      for (const { specifier, target } of imports) if (target?.startsWith(SITE) || /^racing-bars(\/|$)/.test(specifier)) found.push(`${file} → ${target ?? specifier}`);
    }
    expect(found).toEqual([]);
  });

  it('has no file that imports both React and Node or the bundler', () => {
    const both = [...IMPORTS]
      .filter(([, imports]) => imports.some((i) => !i.typeOnly && REACT.test(i.specifier)) && imports.some((i) => NODE_ONLY.test(i.specifier)))
      .map(([file]) => file);
    expect(both).toEqual([]);
  });
});
