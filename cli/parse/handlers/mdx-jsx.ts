/**
 * MDX JSX → hast. Lowercase names are HTML elements with hast property names; capitalised
 * names are components kept by name with JSON-literal props, for the renderer's component map.
 * Attribute positions (and names as written) are kept on `data` so findings point at the
 * attribute; collect.ts decides which attributes and props stay.
 */
import type { Element, ElementContent, Properties } from 'hast';
import type { State } from 'mdast-util-to-hast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import type { ParseContext } from '../context.ts';
import { literalFromProgram, NotALiteral } from '../json-literal.ts';
import { cssFromStyleObject } from '../style-object.ts';

export interface AttributePositions {
  [attribute: string]: { line: number; column: number; endLine: number; endColumn: number; written: string };
}

export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) || name.includes('.');
}

export function mdxJsxHandler(ctx: ParseContext) {
  return (state: State, node: MdxJsxFlowElement | MdxJsxTextElement): Element | ElementContent[] => {
    const children = state.all(node);
    if (node.name === null) return children; // <>fragment</>
    const component = isComponentName(node.name);
    const properties: Properties = {};
    const positions: AttributePositions = {};
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        ctx.report({
          code: 'unsupported-mdx',
          message: 'spread attributes (`{...props}`) are code; write each prop as a literal',
          place: attribute.position ?? node.position,
        });
        continue;
      }
      let value: unknown;
      if (attribute.value === null || attribute.value === undefined) value = true;
      else if (typeof attribute.value === 'string') value = attribute.value;
      else {
        try {
          const program = attribute.value.data?.estree;
          value = program ? literalFromProgram(program) : undefined;
        } catch (error) {
          if (!(error instanceof NotALiteral)) throw error;
          const loc = error.node.loc;
          ctx.report({
            code: 'unsupported-mdx',
            message: `prop \`${attribute.name}\` of <${node.name}>: ${error.message}`,
            place: loc ? { line: loc.start.line, column: loc.start.column + 1 } : (attribute.position ?? node.position),
            note: 'props are data: use strings, numbers, booleans, null, arrays and objects',
          });
          continue;
        }
      }
      if (value === undefined) continue;
      const name = component ? attribute.name : attribute.name === 'class' || attribute.name === 'className' ? 'className' : find(html, attribute.name).property;
      // A style object of plain values is common in MDX: it becomes the CSS text a `style` attribute holds.
      if (!component && name === 'style' && typeof value === 'object') value = cssFromStyleObject(value) ?? value;
      if (name === 'className' && typeof value === 'string') properties.className = value.split(/\s+/).filter(Boolean);
      else properties[name] = value as Properties[string];
      const pos = attribute.position;
      if (pos) positions[name] = { line: pos.start.line, column: pos.start.column, endLine: pos.end.line, endColumn: pos.end.column, written: attribute.name };
    }
    const element: Element = { type: 'element', tagName: node.name, properties, children, data: { attributePositions: positions } as Element['data'] };
    state.patch(node, element);
    return element;
  };
}
