/**
 * React, react-dom and scheduler ship CommonJS only, which the bundler keeps whole behind interop
 * wrappers: every export of each package stays in the page's scripts (Children, preload,
 * useFormStatus…) and every hook call is a property read it cannot shorten. The client build
 * reads their production files as ES modules instead (`exports.x` becomes an exported binding,
 * `var X = require('y')` an `import * as X from 'y'`), so unused exports are dropped and names
 * are minified like the app's own. Any other CommonJS in those files fails the build.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The module names whose production builds are read as ES modules, and where those builds are. */
export function reactProductionFiles(fromDir: string): Map<string, string> {
  const require = createRequire(path.join(fromDir, 'noop.js'));
  const dir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  return new Map([
    ['react', path.join(dir('react'), 'cjs', 'react.production.js')],
    ['react/jsx-runtime', path.join(dir('react'), 'cjs', 'react-jsx-runtime.production.js')],
    ['react-dom', path.join(dir('react-dom'), 'cjs', 'react-dom.production.js')],
    ['react-dom/client', path.join(dir('react-dom'), 'cjs', 'react-dom-client.production.js')],
    ['scheduler', path.join(dir('scheduler'), 'cjs', 'scheduler.production.js')],
  ]);
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Calls `visit` for every node below `node`, with its parent and the key it sits under. */
function walk(node: AstNode, visit: (node: AstNode, parent: AstNode, key: string) => void): void {
  for (const [key, value] of Object.entries(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!isNode(child)) continue;
      visit(child, node, key);
      walk(child, visit);
    }
  }
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** `require("y")` with one string argument: the module name, else undefined. */
function requiredName(node: unknown): string | undefined {
  if (!isNode(node) || node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AstNode;
  const args = node.arguments as AstNode[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || args.length !== 1) return undefined;
  return args[0].type === 'Literal' && typeof args[0].value === 'string' ? args[0].value : undefined;
}

/** A name in a place that is not a variable reference: `a.exports`, `{ module: 1 }`. */
function isPropertyName(parent: AstNode, key: string): boolean {
  return (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) || (parent.type === 'Property' && key === 'key' && !parent.computed);
}

/**
 * One of React's production CommonJS files as an ES module. It knows the two shapes those files
 * use, top-level `var A = require("a"), B = require("b");` and `exports.name` (read or
 * assigned anywhere), and throws on any other use of `require`, `exports` or `module`.
 */
export function commonJsToEsm(code: string, file: string): string {
  const program = parseAst(code, { lang: 'js', sourceType: 'script' }, file) as unknown as AstNode;
  const edits: Edit[] = [];
  const imports: string[] = [];
  const exported = new Set<string>();
  const handled = new Set<AstNode>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    const declarations = statement.declarations as AstNode[];
    const names = declarations.map((d) => requiredName(d.init));
    if (names.every((name) => name === undefined)) continue;
    if (names.some((name) => name === undefined)) throw new Error(`${file}: a declaration mixes require() with other values`);
    declarations.forEach((d, i) => {
      const id = d.id as AstNode;
      if (id.type !== 'Identifier') throw new Error(`${file}: require() into a pattern`);
      imports.push(`import * as ${id.name} from ${JSON.stringify(names[i])};`);
      handled.add(d.init as AstNode);
    });
    edits.push({ start: statement.start, end: statement.end, text: '' });
  }
  walk(program, (node, parent, key) => {
    if (node.type !== 'Identifier' || !['require', 'exports', 'module'].includes(node.name as string) || isPropertyName(parent, key)) return;
    if (node.name === 'require' && parent.type === 'CallExpression' && handled.has(parent)) return;
    const property = parent.property as AstNode | undefined;
    if (node.name === 'exports' && parent.type === 'MemberExpression' && key === 'object' && !parent.computed && property?.type === 'Identifier') {
      exported.add(property.name as string);
      edits.push({ start: parent.start, end: parent.end, text: `$exports_${property.name}` });
      return;
    }
    throw new Error(`${file}: unexpected CommonJS \`${node.name}\` at offset ${node.start}`);
  });
  if (exported.size === 0) throw new Error(`${file}: no exports.name assignments found`);
  const names = [...exported];
  const head = `${imports.join('\n')}\nlet ${names.map((n) => `$exports_${n}`).join(', ')};\n`;
  const tail = `\nexport { ${names.map((n) => `$exports_${n} as ${n}`).join(', ')} };\n`;
  return head + applyEdits(code, edits) + tail;
}

/**
 * `import React from 'react'` (a CommonJS module's whole exports) as `import * as React`, the
 * same object's names as an ES module has them; named imports beside it stay as they are.
 * Undefined when the module has no such import.
 */
export function defaultImportsAsNamespaces(code: string, file: string, modules: ReadonlySet<string>): string | undefined {
  const program = parseAst(code, { lang: 'js', sourceType: 'module' }, file) as unknown as AstNode;
  const edits: Edit[] = [];
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as AstNode).value as string;
    const specifiers = statement.specifiers as AstNode[];
    const fallback = specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
    if (!modules.has(source) || !fallback) continue;
    const from = JSON.stringify(source);
    const parts = [`import * as ${(fallback.local as AstNode).name} from ${from};`];
    const namespace = specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
    if (namespace) parts.push(`import * as ${(namespace.local as AstNode).name} from ${from};`);
    const named = specifiers.filter((s) => s.type === 'ImportSpecifier').map((s) => code.slice(s.start, s.end));
    if (named.length > 0) parts.push(`import { ${named.join(', ')} } from ${from};`);
    edits.push({ start: statement.start, end: statement.end, text: parts.join('') });
  }
  return edits.length > 0 ? applyEdits(code, edits) : undefined;
}

/** The client build's plugin (the server bundle and the dev server keep React as it ships). */
export function reactAsEsm(fromDir: string): Plugin {
  const files = reactProductionFiles(fromDir);
  const paths = new Set(files.values());
  const names = new Set(files.keys());
  return {
    name: 'docs-react-as-esm',
    // Before Vite's resolver, which would pick the packages' CommonJS entry points.
    enforce: 'pre',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    resolveId: (source) => files.get(source),
    // react-dom reads two exports only the scheduler's test build has (`log`, `unstable_setDisableYieldValue`):
    // undefined from this module, as they were from the CommonJS one.
    onLog: (_level, log) => !(log.code === 'IMPORT_IS_UNDEFINED' && log.id === files.get('react-dom/client') && /`(log|unstable_setDisableYieldValue)`/.test(log.message)),
    transform(code, id) {
      if (paths.has(id)) return { code: commonJsToEsm(code, id), map: null };
      // Only a default import needs rewriting (ES modules have no `default` here), and the app's own code has none.
      if (!/\/node_modules\/.*\.[cm]?js$/.test(id) || !/\bimport\s*[\w$]+\s*(,|from)/.test(code)) return undefined;
      const rewritten = defaultImportsAsNamespaces(code, id, names);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}
