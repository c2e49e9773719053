/**
 * The attributes content may put on an HTML or SVG element: an allowlist, not a list of known
 * dangers. An element takes the global attributes of its language and its own
 * (html-element-attributes, svg-element-attributes), plus `aria-*`, `data-*` and `role`; values
 * are strings, numbers, booleans or hast's lists of them. Listed but refused: attributes that run
 * or load code, or that only matter next to scripts.
 */
import { htmlElementAttributes } from 'html-element-attributes';
import { find, html, svg } from 'property-information';
import { svgElementAttributes } from 'svg-element-attributes';

export type Space = 'html' | 'svg';

const REFUSED: ReadonlySet<string> = new Set(['srcdoc', 'formaction', 'ping', 'nonce', 'is', 'http-equiv']);
// A name on these becomes a property of `document` (or `window`, a frame's) that shadows its own (`<img name="getElementById">`).
const REFUSED_ON: Record<string, string> = { img: 'name', form: 'name', iframe: 'name' };
// Namespace declarations and xlink attributes that pasted SVG carries; the lists name only their SVG 2 equivalents.
const SVG_EXTRA = ['xmlns', 'xmlns:xlink', 'xml:space', 'xml:lang', 'xlink:href', 'xlink:title'];
/** SVG elements that set another attribute of their target over time. */
export const SVG_ANIMATIONS: ReadonlySet<string> = new Set(['animate', 'set', 'animateTransform', 'animateMotion']);

/** The attributes allowed on a tag (an unknown one takes the language's global attributes only). */
function allowedAttributes(tagName: string, space: Space): ReadonlySet<string> {
  const lists: Record<string, readonly string[]> = space === 'svg' ? svgElementAttributes : htmlElementAttributes;
  const own = Object.hasOwn(lists, tagName) ? lists[tagName] : [];
  const refused = space === 'html' && Object.hasOwn(REFUSED_ON, tagName) ? REFUSED_ON[tagName] : undefined;
  return new Set([...lists['*'], ...own, ...(space === 'svg' ? SVG_EXTRA : [])].filter((name) => !REFUSED.has(name.toLowerCase()) && name !== refused));
}

/** Each listed tag's allowed attributes, made once from the lists, and those of any other tag. */
const ALLOWED: Record<Space, { byTag: ReadonlyMap<string, ReadonlySet<string>>; other: ReadonlySet<string> }> = {
  html: { byTag: new Map(Object.keys(htmlElementAttributes).map((tag) => [tag, allowedAttributes(tag, 'html')])), other: allowedAttributes('', 'html') },
  svg: { byTag: new Map(Object.keys(svgElementAttributes).map((tag) => [tag, allowedAttributes(tag, 'svg')])), other: allowedAttributes('', 'svg') },
};

const allowedOn = (tagName: string, space: Space) => ALLOWED[space].byTag.get(tagName) ?? ALLOWED[space].other;

const spelled = (attribute: string, space: Space) => (space === 'svg' ? attribute : attribute.toLowerCase());

/** The attribute of every property each language knows, spelled as that language spells it. */
const ATTRIBUTE_NAMES: Record<Space, ReadonlyMap<string, string>> = {
  html: new Map(Object.entries(html.property).map(([property, info]) => [property, spelled(info.attribute, 'html')])),
  svg: new Map(Object.entries(svg.property).map(([property, info]) => [property, spelled(info.attribute, 'svg')])),
};

/** The attribute a hast property name (or a JSX prop name) stands for, spelled as its language spells it. */
export function attributeName(property: string, space: Space): string {
  return ATTRIBUTE_NAMES[space].get(property) ?? spelled(find(space === 'svg' ? svg : html, property).attribute, space);
}

export function isAllowedAttribute(tagName: string, attribute: string, space: Space): boolean {
  if (/^on/i.test(attribute)) return false;
  if (attribute === 'role' || /^(aria|data)-[a-z0-9]/i.test(attribute)) return true;
  return allowedOn(tagName, space).has(attribute);
}

/** Strings, numbers and booleans, and hast's space- or comma-separated lists of them (`className`). */
export function isAttributeValue(value: unknown): boolean {
  const type = typeof value;
  if (value === null || type === 'string' || type === 'number' || type === 'boolean') return true;
  return Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');
}

/** The space of an element whose parent is in `parentSpace`: `<svg>` starts SVG. */
export function elementSpace(tagName: string, parentSpace: Space): Space {
  return tagName === 'svg' ? 'svg' : parentSpace;
}

/** The space of an element's children: HTML again inside SVG's `<foreignObject>`. */
export function childSpace(tagName: string, space: Space): Space {
  return space === 'svg' && tagName === 'foreignObject' ? 'html' : space;
}

/** True when an SVG animation would set a link (`href`, `xlink:href`) or an event handler of its target. */
export function animatesCode(tagName: string, attributeNameValue: unknown): boolean {
  if (!SVG_ANIMATIONS.has(tagName) || typeof attributeNameValue !== 'string') return false;
  const local = attributeNameValue.trim().split(':').pop()?.toLowerCase() ?? '';
  return local === 'href' || local.startsWith('on');
}
