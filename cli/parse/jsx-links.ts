/**
 * The links and ids JSX code renders, read from its syntax tree (ESTree with JSX, as acorn and
 * MDX give it) without running it: `<Link to="…">`/`href`, raw `<a href>`, `<img src>`, ids of
 * any element, and `href`/`to` of literal objects (card lists and tab `values`, inline or in a
 * module constant) that components render through `<Link>`. A link whose URL is computed
 * (`<Link to={item.to}>`) is counted, not guessed. Used for MDX code in compile mode and for
 * React pages (src/pages).
 */
import type { Node } from 'estree';
import { COMPUTED_IDS } from '../core/parsed-doc.ts';
import { type Scope, staticValue, UNKNOWN } from './static-value.ts';

export interface StaticLink {
  url: string;
  /** `Link`, `a`, `img`, or `Link` for an object that a component renders through one */
  tag: string;
  attribute: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface JsxFindings {
  links: StaticLink[];
  /** ids of components (`<Heading id>`, `<Link id>`) and `collectAnchor` calls, and COMPUTED_IDS when one is computed as the page renders (`<Link id={id}>`, `collectAnchor(tool)`) */
  anchors: string[];
  /** ids of HTML elements (`<h2 id>`, `<a id>`): on the page, but not collected by Docusaurus's broken-anchor check (COMPUTED_IDS likewise) */
  plainIds: string[];
  /** links whose URL is computed */
  computed: number;
}

/** What is read once per module: the literal objects already read (a constant used twice gives its links once). */
export interface JsxReading {
  scope: Scope;
  seen: Set<Node>;
}

/** A component, not an HTML element: a capitalised name or a member (`<Tabs.Item>`). */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) || name.includes('.');
}

const LINK_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href'], area: ['href'], img: ['src'] };
const OBJECT_LINK_KEYS: ReadonlySet<string> = new Set(['href', 'to']);

type AnyNode = Node & { [key: string]: unknown };
interface JsxAttribute {
  type: 'JSXAttribute';
  name: { type: string; name: string };
  value: AnyNode | null;
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function position(node: Node): Omit<StaticLink, 'url' | 'tag' | 'attribute'> {
  const loc = node.loc ?? { start: { line: 1, column: 0 }, end: { line: 1, column: 0 } };
  return { line: loc.start.line, column: loc.start.column + 1, endLine: loc.end.line, endColumn: loc.end.column + 1 };
}

/** The element's name as written (`Link`, `a`, `Foo.Bar`). */
export function jsxName(name: AnyNode | null | undefined): string | undefined {
  if (!name) return undefined;
  if (name.type === 'JSXIdentifier') return name.name as string;
  if (name.type === 'JSXMemberExpression') return `${jsxName(name.object as AnyNode)}.${jsxName(name.property as AnyNode)}`;
  return undefined;
}

/** The value of an attribute: a string literal, or what its expression is statically. */
function attributeValue(attribute: JsxAttribute, reading: JsxReading): unknown {
  const value = attribute.value;
  if (value === null) return true;
  if (value.type === 'Literal') return value.value;
  if (value.type === 'JSXExpressionContainer') {
    const expression = value.expression as AnyNode;
    return expression.type === 'JSXEmptyExpression' ? UNKNOWN : staticValue(expression, reading.scope);
  }
  return UNKNOWN;
}

/** `href`/`to` strings of the literal objects in `node` (arrays, objects, and the constants they name). */
export function literalObjectLinks(node: Node, reading: JsxReading, out: StaticLink[], depth = 0): void {
  if (depth > 8) return;
  if (node.type === 'Identifier') {
    const init = reading.scope.constants.get(node.name);
    if (init && !reading.seen.has(init)) {
      reading.seen.add(init);
      literalObjectLinks(init, reading, out, depth + 1);
    }
    return;
  }
  if (node.type === 'ArrayExpression') {
    for (const element of node.elements) if (element && element.type !== 'SpreadElement') literalObjectLinks(element, reading, out, depth + 1);
    return;
  }
  if (node.type !== 'ObjectExpression' || reading.seen.has(node)) return;
  reading.seen.add(node);
  for (const property of node.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : '';
    if (OBJECT_LINK_KEYS.has(key)) {
      const url = staticValue(property.value, reading.scope);
      if (typeof url === 'string') out.push({ url, tag: 'Link', attribute: key, ...position(property.value) });
    } else if (property.value.type === 'ArrayExpression' || property.value.type === 'ObjectExpression') {
      literalObjectLinks(property.value, reading, out, depth + 1);
    }
  }
}

/** True when a `target` other than `_self` opens the link elsewhere (Docusaurus does not check those). */
function opensElsewhere(attributes: JsxAttribute[], reading: JsxReading): boolean {
  const target = attributes.find((a) => a.name.name === 'target');
  if (!target) return false;
  const value = attributeValue(target, reading);
  return typeof value === 'string' && value !== '' && value !== '_self';
}

function readElement(opening: AnyNode, reading: JsxReading, found: JsxFindings): void {
  const name = jsxName(opening.name as AnyNode);
  if (!name) return;
  const attributes = (opening.attributes as AnyNode[]).filter((a): a is AnyNode & JsxAttribute => a.type === 'JSXAttribute' && (a.name as AnyNode).type === 'JSXIdentifier');
  const linkAttributes = reading.scope.linkNames.has(name) ? ['to', 'href'] : LINK_ATTRIBUTES[name];
  const elsewhere = linkAttributes !== undefined && opensElsewhere(attributes, reading);
  for (const attribute of attributes) {
    const key = attribute.name.name;
    if (key === 'id') {
      const id = attributeValue(attribute, reading);
      const ids = isComponentName(name) ? found.anchors : found.plainIds;
      if (typeof id === 'string' && id !== '') ids.push(id);
      else if (id === UNKNOWN) ids.push(COMPUTED_IDS);
      continue;
    }
    if (!linkAttributes?.includes(key) || elsewhere) continue;
    const url = attributeValue(attribute, reading);
    if (typeof url === 'string') found.links.push({ url, tag: reading.scope.linkNames.has(name) ? 'Link' : name, attribute: key, ...position(attribute.value ?? (attribute as unknown as Node)) });
    else if (url === UNKNOWN) found.computed++;
  }
}

/**
 * `useBrokenLinks().collectAnchor(id)`: Docusaurus's way for a component to declare an id its page
 * has (for its broken-anchor check), such as one rendered only once the reader picks a tab.
 */
function readCollectedAnchor(call: AnyNode, reading: JsxReading, found: JsxFindings): void {
  const callee = call.callee as AnyNode;
  if (callee.type !== 'MemberExpression' || callee.computed || (callee.property as AnyNode).type !== 'Identifier' || (callee.property as unknown as { name: string }).name !== 'collectAnchor') return;
  const [argument] = call.arguments as Node[];
  const id = argument ? staticValue(argument as never, reading.scope) : UNKNOWN;
  found.anchors.push(typeof id === 'string' && id !== '' ? id : COMPUTED_IDS);
}

/** Keys whose identifier names a binding or a property, not a use of a constant. */
function isNameKey(node: AnyNode, key: string): boolean {
  if (node.type === 'VariableDeclarator' || node.type === 'FunctionDeclaration') return key === 'id';
  if (node.type === 'Property' || node.type === 'MemberExpression') return key === (node.type === 'Property' ? 'key' : 'property') && !node.computed;
  return false;
}

/**
 * Every link, id and computed link the JSX under `root` renders (root: a program, a function,
 * an expression), and the links of the literal objects of every constant it uses (`cards.map(…)`).
 */
export function jsxLinks(root: Node, reading: JsxReading, found: JsxFindings = { links: [], anchors: [], plainIds: [], computed: 0 }): JsxFindings {
  const walk = (node: AnyNode) => {
    if (node.type === 'ImportDeclaration') return;
    if (node.type === 'JSXOpeningElement') readElement(node, reading, found);
    if (node.type === 'CallExpression') readCollectedAnchor(node, reading, found);
    if (node.type === 'Identifier') literalObjectLinks(node, reading, found.links);
    for (const key in node) {
      if (key === 'loc' || key === 'range' || key === 'parent' || isNameKey(node, key)) continue;
      const child = node[key];
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) walk(item);
      } else if (isNode(child)) walk(child);
    }
  };
  walk(root as AnyNode);
  return found;
}
