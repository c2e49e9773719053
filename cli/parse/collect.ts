/**
 * The last pass over the page tree: removes what must never reach a browser (scripts, event
 * handlers, `javascript:` URLs), records every link with its source position and every id the
 * page will carry, and drops positions and other build-only data from the tree.
 */
import type { Element, Nodes, Root } from 'hast';
import { find, html } from 'property-information';
import { isDangerousUrl } from '../../schema/urls.ts';
import type { ParseContext } from './context.ts';
import type { AttributePositions } from './handlers/mdx-jsx.ts';

const FORBIDDEN_TAGS = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'noscript', 'template']);
const URL_PROPERTIES = new Set(['href', 'src', 'to', 'action', 'formAction', 'poster', 'cite', 'background', 'xLinkHref', 'srcSet', 'data']);
const LINK_ATTRIBUTES: Record<string, string[]> = { a: ['href'], area: ['href'], img: ['src'], Link: ['to', 'href'] };

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

export function collectAndClean(tree: Root, ctx: ParseContext): void {
  const visit = (node: Nodes): boolean => {
    if (node.type === 'element') {
      const position = node.position;
      const attributes = (node.data as { attributePositions?: AttributePositions } | undefined)?.attributePositions;
      // `<Link>` is the link component, not the forbidden HTML `<link>` element.
      if (node.tagName !== 'Link' && FORBIDDEN_TAGS.has(node.tagName.toLowerCase())) {
        ctx.report('error', 'unsafe-html', `<${node.tagName}> is not allowed in content and was removed`, position, {
          target: node.tagName,
          hint: 'content is data; interactive pieces belong in renderer components',
        });
        return false;
      }
      const isComponent = /^[A-Z]/.test(node.tagName);
      for (const [name, value] of Object.entries(node.properties)) {
        const at = attributes?.[name] ?? position;
        if (/^on/i.test(name) && !isComponent) {
          // hast names it `onError`; the author wrote `onerror`.
          const attribute = find(html, name).attribute;
          ctx.report('error', 'unsafe-html', `the event handler attribute \`${attribute}\` on <${node.tagName}> is not allowed and was removed`, at as never, { target: attribute });
          delete node.properties[name];
          continue;
        }
        const urlLike = URL_PROPERTIES.has(name) || isComponent;
        const dangerous = urlLike ? dangerousString(value) : undefined;
        if (dangerous !== undefined && !(node.tagName === 'img' && name === 'src' && typeof value === 'string' && !isDangerousUrl(value, true))) {
          ctx.report('error', 'unsafe-url', `the URL in \`${name}\` on <${node.tagName}> uses a scheme that can run code and was removed`, at as never, {
            target: dangerous.slice(0, 80),
          });
          delete node.properties[name];
        }
      }
      const id = node.properties.id;
      if (typeof id === 'string' && id !== '') ctx.anchors.add(id);
      if (node.tagName === 'a' && typeof node.properties.name === 'string' && node.properties.name !== '') ctx.anchors.add(node.properties.name);
      const linkAttributes = LINK_ATTRIBUTES[node.tagName];
      if (linkAttributes && !opensElsewhere(node.properties)) {
        for (const attribute of linkAttributes) {
          const url = node.properties[attribute];
          if (typeof url !== 'string') continue;
          const at = attributes?.[attribute];
          const start = at ?? { line: position?.start.line ?? 1, column: position?.start.column ?? 1, endLine: position?.end.line ?? 1, endColumn: position?.end.column ?? 1 };
          ctx.links.push({
            url,
            tag: node.tagName,
            attribute,
            markdown: !attributes,
            line: start.line,
            column: start.column,
            endLine: start.endLine,
            endColumn: start.endColumn,
          });
        }
      }
      node.children = node.children.filter((child) => visit(child as Nodes));
    }
    delete node.position;
    delete node.data;
    return node.type !== 'comment' && node.type !== 'doctype' && (node.type as string) !== 'raw';
  };
  tree.children = tree.children.filter((child) => visit(child as Nodes));
  delete tree.position;
  delete tree.data;
}
