/**
 * The page body's hast → React elements. The pipeline's trees hold only root, element and text
 * nodes with JSON properties (schema/artifacts.ts), so this replaces hast-util-to-jsx-runtime,
 * property-information and style-to-js (~5.5 KB gzip on every page) with what those trees need:
 * hast property names (`className`, `dataFoo`, `ariaLabel`, Shiki's raw `class`/`tabindex`) to
 * React's, `style` strings to objects, and table cells' `align` to `text-align`, as that library did.
 * It is the one gate between content and the DOM: an element gets attribute values only (never a
 * prop React acts on, such as `dangerouslySetInnerHTML` or a handler); a built-in component only
 * the props schema/content-components.ts lists for it, and a site's own none of React's own, no
 * handler and nothing that carries code, even from a page file the build did not clean.
 */
import type { ComponentType, CSSProperties, ElementType, ReactNode } from 'react';
import type { ElementProps } from '../base/element-props.ts';
import { jsx, jsxs } from 'react/jsx-runtime';
import type { HastNode, HastRoot } from '../../../schema/artifacts.ts';
import { allowedComponentProps, type ComponentProps, isReactOwnProp } from '../../../schema/content-components.ts';

type Element = Extract<HastNode, { type: 'element' }>;
type Props = Record<string, unknown>;
export type ComponentMap = Record<string, ComponentType<Props> | undefined>;
export type { ElementProps };

/** Attribute spellings that React names differently (lowercase HTML from Shiki and raw attributes; property-information's hastToReact). */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  accesskey: 'accessKey',
  contenteditable: 'contentEditable',
  classId: 'classID',
  dataType: 'datatype',
  itemId: 'itemID',
  strokeDashArray: 'strokeDasharray',
  strokeDashOffset: 'strokeDashoffset',
  strokeLineCap: 'strokeLinecap',
  strokeLineJoin: 'strokeLinejoin',
  strokeMiterLimit: 'strokeMiterlimit',
  typeOf: 'typeof',
  xLinkActuate: 'xlinkActuate',
  xLinkArcRole: 'xlinkArcrole',
  xLinkHref: 'xlinkHref',
  xLinkRole: 'xlinkRole',
  xLinkShow: 'xlinkShow',
  xLinkTitle: 'xlinkTitle',
  xLinkType: 'xlinkType',
  xmlnsXLink: 'xmlnsXlink',
};
/** List-valued attributes joined with commas (the others with spaces). */
const COMMA_SEPARATED = new Set(['accept', 'coords', 'sizes', 'srcSet', 'srcset', 'imageSizes', 'imageSrcSet']);
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const WHITESPACE = /^[ \t\n\f\r]*$/;

function reactName(name: string): string {
  const known = REACT_NAMES[name];
  if (known) return known;
  // dataFooBar → data-foo-bar, ariaDescribedBy → aria-describedby (hast property names of data-* and aria-*).
  if (/^data[A-Z]/.test(name)) return `data${name.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`;
  return name;
}

/** `color:#fff;--shiki-dark:#000` → `{ color: '#fff', '--shiki-dark': '#000' }`; declarations split outside quotes and parentheses. */
export function parseStyle(text: string): CSSProperties {
  const style: Record<string, string> = {};
  let depth = 0;
  let quote = '';
  let start = 0;
  const declaration = (end: number) => {
    const part = text.slice(start, end);
    const colon = part.indexOf(':');
    start = end + 1;
    if (colon === -1) return;
    const property = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (!property || !value) return;
    const name = property.startsWith('--') ? property : property.toLowerCase().replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[name] = value;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) declaration(i);
  }
  declaration(text.length);
  return style as CSSProperties;
}

// Shiki gives every token a style string, and a page uses few distinct ones: parse each once per tree.
// Sharing one object between elements is safe (React only reads style objects).
function styleOf(text: string, parsed: Map<string, CSSProperties>): CSSProperties {
  let style = parsed.get(text);
  if (!style) {
    style = parseStyle(text);
    parsed.set(text, style);
  }
  return style;
}

function isPlain(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));
}

function elementProps(node: Element, styles: Map<string, CSSProperties>): Props {
  const props: Props = {};
  let align: string | undefined;
  for (const [name, value] of Object.entries(node.properties)) {
    const key = reactName(name);
    if (isReactOwnProp(key)) continue;
    if (key === 'style') {
      if (typeof value === 'string') props.style = styleOf(value, styles);
    } else if (key === 'align' && typeof value === 'string' && (node.tagName === 'td' || node.tagName === 'th')) align = value;
    else if (Array.isArray(value)) {
      if (value.every(isPlain)) props[key] = value.join(COMMA_SEPARATED.has(name) ? ', ' : ' ');
    } else if (isPlain(value)) props[key] = value;
  }
  if (align) props.style = { ...(props.style as CSSProperties | undefined), textAlign: align as CSSProperties['textAlign'] };
  return props;
}

interface Options {
  components: ComponentMap;
  /** the built-in components' props (schema/content-components.ts) */
  builtInProps: ComponentProps;
  /** Renders a capitalised name the map does not have. */
  /** for a component name the map lacks; without one (a built client, whose prerender failed on any) nothing renders */
  Unknown?: ComponentType<{ name: string }>;
}

/** One tree's conversion: the options and the styles parsed so far. */
interface Conversion extends Options {
  styles: Map<string, CSSProperties>;
}

function children(node: Element | HastRoot, options: Conversion): ReactNode[] {
  const out: ReactNode[] = [];
  const table = node.type === 'element' && TABLE_PARTS.has(node.tagName);
  for (let i = 0; i < node.children.length; i++) {
    const child = node.children[i];
    if (child.type === 'text') {
      // React would warn about (and mismatch on) whitespace text inside table parts.
      if (!(table && WHITESPACE.test(child.value))) out.push(child.value);
    } else out.push(element(child, options, String(i)));
  }
  return out;
}

function element(node: Element, options: Conversion, key: string): ReactNode {
  const component = Object.hasOwn(options.components, node.tagName) ? options.components[node.tagName] : undefined;
  const isComponentName = /^[A-Z]/.test(node.tagName);
  if (isComponentName && !component) return options.Unknown ? jsx(options.Unknown, { name: node.tagName }, key) : null;
  let props: Props;
  if (isComponentName) {
    // Component props are the MDX's JSON literals, as written; only className arrives split into a list.
    props = allowedComponentProps(node.tagName, node.properties, options.builtInProps);
    if (Array.isArray(props.className)) props.className = props.className.join(' ');
  } else props = elementProps(node, options.styles);
  const kids = children(node, options);
  if (kids.length > 0) props.children = kids.length === 1 ? kids[0] : kids;
  const type = (component ?? node.tagName) as ElementType;
  return kids.length > 1 ? jsxs(type, props, key) : jsx(type, props, key);
}

/** The tree as React nodes; `components` replaces elements by tag name (`a`, `pre`, `RaceChart`, …). */
export function hastToReact(tree: HastRoot, options: Options): ReactNode {
  return children(tree, { ...options, styles: new Map() });
}
