/**
 * MDX JSX → hast. Lowercase names are HTML elements with hast property names; capitalised
 * names are components kept by name with JSON-literal props, for the renderer's component map.
 * Attribute positions (and names as written) are kept on `data` so findings point at the
 * attribute; collect.ts decides which attributes and props stay.
 */
import type { Element, ElementContent, Properties } from 'hast';
import type { State } from 'mdast-util-to-hast';
import type { ComponentUse } from '../../core/parsed-doc.ts';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import { isComponentUse } from '../../../schema/site-components.ts';
import { lineStarts } from '../../diagnostics/position.ts';
import { addFoundAnchors, type ParseContext } from '../context.ts';
import { isComponentName, type JsxReading, jsxLinks } from '../jsx-links.ts';
import { literalFromProgram, NotALiteral } from '../json-literal.ts';
import { expressionOf, staticValue, UNKNOWN } from '../static-value.ts';
import { cssFromStyleObject } from '../style-object.ts';

export interface AttributePositions {
  [attribute: string]: { line: number; column: number; endLine: number; endColumn: number; written: string };
}

/** The link attributes of elements whose links are checked (collect.ts records them). */
function isLinkAttribute(element: string, attribute: string, reading: JsxReading): boolean {
  if (reading.scope.linkNames.has(element)) return attribute === 'to' || attribute === 'href';
  return ((element === 'a' || element === 'area') && attribute === 'href') || (element === 'img' && attribute === 'src');
}

/**
 * Compile mode: a prop's value when it can be known statically; UNKNOWN otherwise (the prop is
 * left out without a finding, and a computed link is counted). The links and ids of the code
 * it holds (`items={cards}`, `icon={<Link to="…" />}`) are read either way.
 */
function compiledValue(program: Parameters<typeof expressionOf>[0], element: string, attribute: string, ctx: ParseContext, reading: JsxReading): unknown {
  const expression = expressionOf(program);
  if (!expression) return UNKNOWN;
  const found = jsxLinks(expression, reading);
  for (const link of found.links) ctx.codeLinks.push({ ...link, markdown: false });
  addFoundAnchors(ctx, found);
  ctx.computedLinks += found.computed;
  const value = staticValue(expression, reading.scope);
  if (value === UNKNOWN && isLinkAttribute(element, attribute, reading)) ctx.computedLinks++;
  return value;
}

/** Where the element's name is written: after its `<` (and any space there), on the same line. */
function namePoint(text: string, starts: number[], name: string, start: { line: number; column: number }): { line: number; column: number } {
  const from = (starts[start.line - 1] ?? 0) + start.column;
  const lineEnd = starts[start.line] ?? text.length;
  const at = text.indexOf(name, from);
  return at === -1 || at >= lineEnd ? { line: start.line, column: start.column + 1 } : { line: start.line, column: at - (starts[start.line - 1] ?? 0) + 1 };
}

export function mdxJsxHandler(ctx: ParseContext) {
  let starts: number[] | undefined;
  return (state: State, node: MdxJsxFlowElement | MdxJsxTextElement): Element | ElementContent[] => {
    // Recorded before its children: in document order.
    const start = node.position?.start;
    let use: ComponentUse | undefined;
    if (node.name && isComponentUse(node.name) && start) {
      starts ??= lineStarts(ctx.text);
      use = { name: node.name, ...namePoint(ctx.text, starts, node.name, start) };
      ctx.componentUses.push(use);
    }
    const children = state.all(node);
    if (node.name === null) return children; // <>fragment</>
    const component = isComponentName(node.name);
    const properties: Properties = {};
    const positions: AttributePositions = {};
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        // Compile mode: the spread is the authors' code; what it holds is not known.
        if (ctx.code) continue;
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
      else if (ctx.code) {
        value = compiledValue(attribute.value.data?.estree, node.name, attribute.name, ctx, ctx.code);
        if (value === UNKNOWN) continue;
      } else {
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
    if (use && ctx.code) {
      const plain = Object.entries(properties).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]));
      if (plain.length > 0) use.props = Object.fromEntries(plain);
    }
    const element: Element = { type: 'element', tagName: node.name, properties, children, data: { attributePositions: positions } as Element['data'] };
    state.patch(node, element);
    return element;
  };
}
