/**
 * The last pass over the page tree: removes what must never reach a browser (scripts, event
 * handlers, `javascript:` URLs, any attribute or prop not on the allowlists), records every link
 * with its source position and every id the page will carry, and drops positions and other
 * build-only data from the tree.
 */
import type { Element, ElementContent, Nodes, Root, RootContent } from 'hast';
import { find, html } from 'property-information';
import { componentPropProblem } from '../../schema/content-components.ts';
import { isReservedId, RESERVED_ID_PREFIX } from '../../schema/reserved-ids.ts';
import { animatesCode, attributeName, childSpace, elementSpace, isAllowedAttribute, isAttributeValue, type Space } from './attributes.ts';
import { addAnchor, type ParseContext, type PositionLike } from './context.ts';
import type { AttributePositions } from './handlers/mdx-jsx.ts';
import { isComponentName } from './jsx-links.ts';
import { readHead } from './head.ts';
import { secureIframe } from './iframe.ts';

const FORBIDDEN_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'noscript', 'template']);
const URL_PROPERTIES: ReadonlySet<string> = new Set(['href', 'src', 'to', 'action', 'formAction', 'poster', 'cite', 'background', 'xLinkHref', 'srcSet', 'data']);
const LINK_ATTRIBUTES: Record<string, string[]> = { a: ['href'], area: ['href'], img: ['src'], Link: ['to', 'href'] };
const DATA_HINT = 'content is data; interactive pieces belong in renderer components';

/** True for `javascript:`, `vbscript:` and `data:` URLs, however they are spelled or padded. */
export function isDangerousUrl(value: string, allowDataImage = false): boolean {
  // Browsers ignore ASCII whitespace and control characters inside the scheme.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return true;
  if (compact.startsWith('data:')) return !(allowDataImage && /^data:image\/(png|gif|jpe?g|webp|avif);/.test(compact));
  return false;
}

/** The first dangerous URL in a property's value, however deep in a component's object or array props. */
function dangerousString(value: unknown): string | undefined {
  if (typeof value === 'string') return isDangerousUrl(value) ? value : undefined;
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const found = dangerousString(item);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function opensElsewhere(properties: Element['properties']): boolean {
  const target = properties.target;
  return typeof target === 'string' && target !== '' && target !== '_self';
}

function attributePositions(node: Element): AttributePositions | undefined {
  return (node.data as { attributePositions?: AttributePositions } | undefined)?.attributePositions;
}

/** The value of a property whatever the case it was written in (JSX keeps `attributename` as written; the HTML parser would fix it). */
function propertyAnyCase(node: Element, name: string): { key: string; value: unknown } | undefined {
  const lower = name.toLowerCase();
  const key = Object.keys(node.properties).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : { key, value: node.properties[key] };
}

/** Removes every property the element may not carry, reporting each at its attribute. */
function cleanProperties(node: Element, space: Space, ctx: ParseContext): void {
  const positions = attributePositions(node);
  const component = isComponentName(node.tagName);
  for (const [name, value] of Object.entries(node.properties)) {
    const at = (positions?.[name] ?? node.position) as PositionLike | undefined;
    const written = positions?.[name]?.written ?? (component ? name : attributeName(name, space));
    if (!component && /^on/i.test(name)) {
      // hast names it `onError`; the author wrote `onerror`.
      const attribute = find(html, name).attribute;
      ctx.report({
        code: 'unsafe-html',
        message: `the event handler attribute \`${attribute}\` on <${node.tagName}> is not allowed and was removed`,
        place: at,
        actual: attribute,
      });
      delete node.properties[name];
      continue;
    }
    const dangerous = URL_PROPERTIES.has(name) || component ? dangerousString(value) : undefined;
    if (dangerous !== undefined && !(node.tagName === 'img' && name === 'src' && typeof value === 'string' && !isDangerousUrl(value, true))) {
      ctx.report({
        code: 'unsafe-url',
        message: `the URL in \`${name}\` on <${node.tagName}> uses a scheme that can run code and was removed`,
        place: at,
        actual: dangerous.slice(0, 80),
      });
      delete node.properties[name];
      continue;
    }
    let problem: string | undefined;
    if (component) {
      problem = componentPropProblem(node.tagName, name, value, ctx.options.componentProps);
      // Compile mode: a component is the authors' code and takes what they give it; the renderer passes only what the contract allows.
      if (problem !== undefined && ctx.code) {
        delete node.properties[name];
        continue;
      }
    }
    else if (!isAllowedAttribute(node.tagName, attributeName(name, space), space)) problem = `the attribute \`${written}\` is not allowed on <${node.tagName}>`;
    else if (!isAttributeValue(value)) problem = `the attribute \`${written}\` on <${node.tagName}> must be a string, number or boolean`;
    if (problem !== undefined) {
      ctx.report({ code: 'unsafe-html', message: `${problem}; it was removed`, place: at, actual: written, note: DATA_HINT });
      delete node.properties[name];
    }
  }
}

/**
 * The elements whose id Docusaurus's broken-anchor check collects when Markdown makes them (its
 * MDX components for headings, links, footnote list items and details call `collectAnchor`). An
 * element written as JSX in MDX is not one: MDX never swaps a JSX tag written out for a component.
 */
const COLLECTED_ELEMENTS: ReadonlySet<string> = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'a', 'li', 'details']);

/** A component may pass its id to one that collects it (`<Link id>`, `<Heading id>`): counted as collected. */
function isCollectedElement(node: Element, writtenAsJsx: AttributePositions | undefined): boolean {
  return isComponentName(node.tagName) || (COLLECTED_ELEMENTS.has(node.tagName) && !writtenAsJsx);
}

/** Records the element's ids and links; reports ids that would shadow the renderer's own. */
function recordIdsAndLinks(node: Element, ctx: ParseContext): void {
  const positions = attributePositions(node);
  const position = node.position;
  for (const attribute of ['id', 'name']) {
    const value = node.properties[attribute];
    if (typeof value !== 'string' || value === '') continue;
    if (attribute === 'id' || node.tagName === 'a') addAnchor(ctx, value, attribute === 'id' && isCollectedElement(node, positions));
    if (isReservedId(value)) {
      ctx.report({
        code: 'reserved-id',
        message: `the ${attribute} \`${value}\` starts with \`${RESERVED_ID_PREFIX}\`, which only the site's own elements may use`,
        place: (positions?.[attribute] ?? position) as PositionLike | undefined,
        actual: value,
        note: `ids starting with \`${RESERVED_ID_PREFIX}\` are the renderer's (its page data, main element and menus): choose another`,
      });
    }
  }
  const linkAttributes = LINK_ATTRIBUTES[node.tagName];
  if (!linkAttributes || opensElsewhere(node.properties)) return;
  for (const attribute of linkAttributes) {
    const url = node.properties[attribute];
    if (typeof url !== 'string') continue;
    const at = positions?.[attribute];
    const start = at ?? { line: position?.start.line ?? 1, column: position?.start.column ?? 1, endLine: position?.end.line ?? 1, endColumn: position?.end.column ?? 1 };
    ctx.links.push({ url, tag: node.tagName, attribute, markdown: !positions, line: start.line, column: start.column, endLine: start.endLine, endColumn: start.endColumn });
  }
}

/**
 * A forbidden element goes; the elements inside it stay (each cleaned like any other), so
 * nothing is lost silently: an unclosed `<noscript>` or `<object>` in Markdown holds every
 * block after it. Its text (a script's code, a style sheet) goes with it.
 */
function removeForbidden(node: Element, space: Space, ctx: ParseContext): ElementContent[] {
  const inside = node.children.filter((child): child is Element => child.type === 'element');
  const first = inside[0]?.position?.start;
  const kept = first ? `; the elements inside it, from ${first.line}:${first.column}, were kept` : '';
  ctx.report({
    code: 'unsafe-html',
    message: `<${node.tagName}> is not allowed in content and was removed${kept}`,
    place: node.position,
    actual: node.tagName,
    note: DATA_HINT,
  });
  return cleanChildren(inside, childSpace(node.tagName, space), ctx);
}

function clean(node: RootContent | ElementContent, parentSpace: Space, ctx: ParseContext): ElementContent[] {
  if (node.type !== 'element') {
    if (node.type === 'comment' || node.type === 'doctype' || (node.type as string) === 'raw') return [];
    delete node.position;
    delete node.data;
    return [node as ElementContent];
  }
  const space = elementSpace(node.tagName, parentSpace);
  // An MDX `<head>` (JSX, so written in the page's own syntax) is the page's head data, not body.
  if (node.tagName === 'head' && attributePositions(node)) {
    readHead(node, ctx);
    return [];
  }
  // `<Link>` is the link component, not the forbidden HTML `<link>` element.
  if (node.tagName !== 'Link' && FORBIDDEN_TAGS.has(node.tagName.toLowerCase())) return removeForbidden(node, space, ctx);
  const animated = propertyAnyCase(node, 'attributeName');
  if (animated && animatesCode(node.tagName, animated.value)) {
    ctx.report({
      code: 'unsafe-html',
      message: `<${node.tagName}> may not animate \`${animated.value}\`: it could set a link or an event handler, and was removed`,
      place: (attributePositions(node)?.[animated.key] ?? node.position) as PositionLike | undefined,
      actual: node.tagName,
      note: DATA_HINT,
    });
    return [];
  }
  cleanProperties(node, space, ctx);
  if (node.tagName === 'iframe' && space === 'html') secureIframe(node, ctx, (name) => (attributePositions(node)?.[name] ?? node.position) as PositionLike | undefined);
  recordIdsAndLinks(node, ctx);
  node.children = cleanChildren(node.children, childSpace(node.tagName, space), ctx);
  delete node.position;
  delete node.data;
  return [node];
}

function cleanChildren(children: (RootContent | ElementContent)[], space: Space, ctx: ParseContext): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    const kept = clean(child, space, ctx);
    if (kept.length === 1) out.push(kept[0]);
    else for (const node of kept) out.push(node);
  }
  return out;
}

export function collectAndClean(tree: Root, ctx: ParseContext): void {
  tree.children = cleanChildren(tree.children, 'html', ctx) as Root['children'];
  delete (tree as Nodes).position;
  delete tree.data;
}
