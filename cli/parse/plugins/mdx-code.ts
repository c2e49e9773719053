/**
 * Compile mode (`markdown.mdxCode: compile`): MDX code is the authors', as in Docusaurus. It is
 * parsed, never run. ESM blocks give the module's scope (imports, constants) and the links their
 * components render; expressions keep their place until the heading ids are made (an id is the
 * slug of the expression's source: `## Release {version}` is `release-version`), then become the
 * text of their value when it is known, or nothing. Computed links are counted, not reported.
 */
import type { Node as EstreeNode, Program } from 'estree';
import type { Nodes, Parent, Root, RootContent } from 'mdast';
import { addFoundAnchors, type ParseContext } from '../context.ts';
import { type JsxFindings, type JsxReading, jsxLinks } from '../jsx-links.ts';
import { addToScope, createScope, expressionOf, staticValue, UNKNOWN } from '../static-value.ts';
import { COMMENT_ID } from '../../../schema/heading-ids.ts';
import { ONLY_COMMENTS } from './mdx-safety.ts';

type Expression = Extract<Nodes, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;

/** Reads the ESM and expressions of the page: its scope, and the links and ids its code renders. */
export function readMdxCode(tree: Root, ctx: ParseContext): void {
  const reading: JsxReading = { scope: createScope(), seen: new Set() };
  ctx.code = reading;
  if (runsCode(tree)) ctx.runsCode = true;
  // MDX hoists ESM: a constant is known to code written above it.
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    addToScope(reading.scope, node.data.estree);
    for (const name of boundNames(node.data.estree)) if (/^[A-Z]/.test(name)) ctx.localNames.add(name);
  }
  for (const name of ctx.localNames) {
    const source = reading.scope.imports.get(name);
    if (source !== undefined && isSiteModule(source)) ctx.componentModules[name] = source;
  }
  const found: JsxFindings = { links: [], anchors: [], plainIds: [], computed: 0 };
  const walk = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'mdxjsEsm') {
        if (node.data?.estree) jsxLinks(node.data.estree, reading, found);
        parent.children.splice(i--, 1);
        continue;
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        if (ONLY_COMMENTS.test(node.value)) {
          if (!COMMENT_ID.test(node.value) || parent.type !== 'heading') parent.children.splice(i--, 1);
        } else if (node.data?.estree) jsxLinks(node.data.estree, reading, found);
        continue;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
  for (const link of found.links) ctx.codeLinks.push({ ...link, markdown: false });
  addFoundAnchors(ctx, found);
  ctx.computedLinks += found.computed;
}

/** A module whose component may be the site's own: not Markdown (a partial), not Docusaurus's theme or core. */
const isSiteModule = (source: string) => !/\.mdx?$/i.test(source.split(/[?#]/)[0]) && !source.startsWith('@theme/') && !source.startsWith('@docusaurus/');

/** The names an ESM block binds at its top level: what it imports, declares and exports. */
function boundNames(program: Program): string[] {
  const names: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) names.push(specifier.local.name);
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
    } else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) names.push(declaration.id.name);
  }
  return names;
}

/** Whether the page has code that runs when it is compiled: ESM, or an expression (in text or a JSX attribute) that is not only comments. */
export function runsCode(tree: Root): boolean {
  const visit = (node: Nodes): boolean => {
    if (node.type === 'mdxjsEsm') return true;
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !ONLY_COMMENTS.test(node.value)) return true;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxExpressionAttribute') return true;
        if (typeof attribute.value === 'object' && attribute.value !== null) return true;
      }
    }
    return 'children' in node && node.children.some((child) => visit(child as Nodes));
  };
  return visit(tree);
}

/** The text of an expression's value when it is a known string, number or boolean; '' otherwise. */
export function expressionText(node: Expression, reading: JsxReading): string {
  const expression = expressionOf(node.data?.estree);
  const value = expression ? staticValue(expression as EstreeNode, reading.scope) : UNKNOWN;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** A node's plain text with each expression as its known value (the TOC text of `## Release {version}`). */
export function textWithValues(node: Nodes, reading: JsxReading): string {
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return expressionText(node, reading);
  if ('value' in node && typeof node.value === 'string') return node.type === 'html' ? '' : node.value;
  if ('children' in node) return node.children.map((child) => textWithValues(child as Nodes, reading)).join('');
  return '';
}

/** After the heading ids: every expression becomes the text of its known value, or goes. */
export function settleExpressions(tree: Root, reading: JsxReading): void {
  const walk = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const text = expressionText(node, reading);
        if (text === '') parent.children.splice(i--, 1);
        else if (node.type === 'mdxTextExpression') parent.children[i] = { type: 'text', value: text, position: node.position };
        else parent.children[i] = { type: 'paragraph', children: [{ type: 'text', value: text }], position: node.position };
        continue;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
}
