/**
 * The names of a site's components map (schema/site-components.ts says where it is and how it is
 * exported), read from its syntax tree as React pages are (script.ts, static-value.ts), never
 * run. A map whose names cannot be known without running it (a computed key, a call, a spread
 * of anything but the theme's map) is not read: the reading says why, and where.
 */
import type { Expression, Node, Program } from 'estree';
import { THEME_MAP_MODULES } from '../../schema/site-components.ts';
import type { Point } from '../core/point.ts';
import { parseScript, scriptError } from './script.ts';
import { addToScope, createScope, type Scope } from './static-value.ts';

export type ComponentsMapReading = { names: string[] } | { reason: string; at: Point };

/** How deep a map may be made of other constants (`{ ...base }`): a cycle ends there. */
const MAX_DEPTH = 16;

class Unreadable extends Error {
  constructor(
    reason: string,
    readonly node: Node,
  ) {
    super(reason);
  }
}

function pointOf(node: Node): Point {
  return node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : { line: 1, column: 1 };
}

/** The expression the module exports under `name` (`default` or a named export), if it exports one. */
function exportedExpression(program: Program, name: 'default' | 'components', scope: Scope): Node | undefined {
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration' && name === 'default') return statement.declaration as Node;
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.declaration?.type === 'VariableDeclaration') {
      const declarator = statement.declaration.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === name);
      if (declarator?.init) return declarator.init;
    }
    for (const specifier of statement.specifiers) {
      const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value);
      if (exported !== name || statement.source) continue;
      const local = specifier.local.type === 'Identifier' ? specifier.local.name : String(specifier.local.value);
      return scope.constants.get(local) ?? specifier.local;
    }
  }
  return undefined;
}

/** The keys of the map `node` is, following constants; throws Unreadable where code decides them. */
function mapNames(node: Node, scope: Scope, names: Set<string>, depth = 0): void {
  if (depth > MAX_DEPTH) throw new Unreadable('its map refers to itself', node);
  if (node.type === 'Identifier') {
    const init = scope.constants.get(node.name);
    if (!init) throw new Unreadable(`its map is \`${node.name}\`, which is not known without running the code`, node);
    mapNames(init, scope, names, depth + 1);
    return;
  }
  if (node.type !== 'ObjectExpression') throw new Unreadable(`its map is computed by code (${describe(node)})`, node);
  for (const property of node.properties) {
    if (property.type === 'SpreadElement') {
      const spread = property.argument;
      // The theme's map holds the built-in components, which every page has anyway.
      if (spread.type === 'Identifier' && THEME_MAP_MODULES.has(scope.imports.get(spread.name) ?? '')) continue;
      if (spread.type === 'Identifier' && scope.constants.has(spread.name)) {
        mapNames(spread, scope, names, depth + 1);
        continue;
      }
      throw new Unreadable(`it spreads ${spread.type === 'Identifier' ? `\`${spread.name}\`` : 'a value'} whose keys are not known without running the code`, spread);
    }
    if (property.computed) throw new Unreadable('it has a computed key', property.key);
    if (property.key.type === 'Identifier') names.add(property.key.name);
    else if (property.key.type === 'Literal') names.add(String(property.key.value));
    else throw new Unreadable('it has a key that is not a name', property.key);
  }
}

function describe(node: Node): string {
  if (node.type === 'CallExpression') return 'a call';
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return 'a function';
  return `a ${node.type}`;
}

/** The map's names, or why they cannot be known without running the module. */
export function readComponentsMap(file: string, text: string, exported: 'default' | 'components'): ComponentsMapReading {
  let program: Program;
  try {
    program = parseScript(text, file);
  } catch (error) {
    const { message, at } = scriptError(error);
    return { reason: `it does not parse (${message})`, at };
  }
  const scope = createScope();
  addToScope(scope, program);
  const map = exportedExpression(program, exported, scope);
  if (!map) return { reason: exported === 'default' ? 'it has no default export' : 'it exports no `components`', at: { line: 1, column: 1 } };
  const names = new Set<string>();
  try {
    mapNames(map as Expression, scope, names);
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { reason: error.message, at: pointOf(error.node) };
  }
  return { names: [...names].sort() };
}
