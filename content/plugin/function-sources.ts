/**
 * Build step for the gallery (used by renderer/site-build/vite-config.ts): the code panels print
 * function-valued options from their source, and the production bundle minifies and rewrites
 * function bodies. So, in the modules listed here, every function that is a property value, a
 * variable initialiser or a declaration gets its own source text (as transformed from TypeScript,
 * before bundling) attached as its `toString`. `fn.toString()` then prints the code exactly as
 * written; without the build step (dev, tests) it is Function.prototype.toString itself.
 */
import ts from 'typescript';

export const KEEP_SOURCE_MODULES = /[\\/]components[\\/]gallery[\\/](demos|interactions)\.ts$/;

const HELPER =
  'function __keepSource(fn, src) { Object.defineProperty(fn, "toString", { value: () => src, configurable: true, writable: true }); return fn; }\n';

/** Returns `code` (JavaScript) with every named or option-valued function's source kept. */
export function keepFunctionSources(code: string): string {
  const file = ts.createSourceFile('module.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits: { start: number; end: number; text: string }[] = [];
  const appended: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && (ts.isPropertyAssignment(node.parent) || ts.isVariableDeclaration(node.parent))) {
      const text = node.getText(file);
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: `__keepSource(${text}, ${JSON.stringify(text)})` });
      return;
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      let text = node.getText(file);
      // `export function f` / `export default function f`: the function's own source starts at `function`.
      text = text.replace(/^(export\s+(default\s+)?)/, '');
      appended.push(`__keepSource(${node.name.text}, ${JSON.stringify(text)});`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length === 0 && appended.length === 0) return code;
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return `${HELPER}${out}\n${appended.join('\n')}\n`;
}
