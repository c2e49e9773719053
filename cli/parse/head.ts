/**
 * `<head>` in MDX, as Docusaurus reads it: its `<title>`, `<meta>` and `<link>` elements go to
 * the page's head data (never emitted as written). A meta's `http-equiv` (a refresh is a
 * redirect), a `javascript:` link and any other element are reported and left out. A link's
 * `href` on the site is checked like any link (Docusaurus does not check it).
 */
import type { Element, ElementContent } from 'hast';
import type { PageHead } from '../core/parsed-doc.ts';
import { attributeName, isAttributeValue } from './attributes.ts';
import type { ParseContext, PositionLike } from './context.ts';

const META: ReadonlySet<string> = new Set(['name', 'property', 'content', 'charset', 'itemprop', 'lang']);
const LINK: ReadonlySet<string> = new Set(['rel', 'href', 'hreflang', 'type', 'sizes', 'media', 'title', 'as', 'crossorigin', 'color']);
const DANGEROUS_URL = /^\s*(javascript|vbscript|data):/i;

type Positions = Record<string, PositionLike & { line: number; column: number; endLine: number; endColumn: number }>;

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function positionsOf(node: Element): Positions | undefined {
  return (node.data as { attributePositions?: Positions } | undefined)?.attributePositions;
}

function attributes(node: Element, allowed: ReadonlySet<string>, ctx: ParseContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [property, value] of Object.entries(node.properties)) {
    const name = attributeName(property, 'html');
    if (!allowed.has(name) || !isAttributeValue(value) || value === null) {
      ctx.report({
        code: 'unsafe-html',
        message: `the attribute \`${name}\` is not allowed on <${node.tagName}> in <head>; it was removed`,
        place: positionsOf(node)?.[property] ?? node.position,
        actual: name,
      });
      continue;
    }
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    if (name === 'href' && DANGEROUS_URL.test(text)) {
      ctx.report({ code: 'unsafe-url', message: 'the URL in `href` on <link> uses a scheme that can run code and was removed', place: positionsOf(node)?.[property] ?? node.position, actual: text.slice(0, 80) });
      continue;
    }
    out[name] = text;
  }
  return out;
}

/** Reads a `<head>` element into the page's head data, and records its links. */
export function readHead(node: Element, ctx: ParseContext): void {
  const head: PageHead = ctx.head ?? { meta: [], links: [] };
  ctx.head = head;
  const visit = (children: ElementContent[]) => {
    for (const child of children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'title') head.title = textOf(child).trim();
      else if (child.tagName === 'meta') head.meta.push(attributes(child, META, ctx));
      else if (child.tagName === 'link') {
        const link = attributes(child, LINK, ctx);
        head.links.push(link);
        const at = positionsOf(child)?.href ?? child.position?.start;
        if (link.href !== undefined && at) {
          const end = 'endLine' in at ? { endLine: at.endLine, endColumn: at.endColumn } : { endLine: at.line, endColumn: at.column };
          ctx.links.push({ url: link.href, tag: 'link', attribute: 'href', markdown: false, line: at.line, column: at.column, ...end });
        }
      } else if (child.tagName === 'p' || child.tagName === 'div') visit(child.children);
      else {
        ctx.report({
          code: 'unsafe-html',
          message: `<${child.tagName}> is not allowed in <head> (only <title>, <meta> and <link>); it was removed`,
          place: child.position,
          actual: child.tagName,
        });
      }
    }
  };
  visit(node.children);
}
