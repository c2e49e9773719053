/**
 * A JavaScript or TypeScript module with JSX (a React page, a component) as an ESTree program,
 * as MDX code is: for reading its links statically (jsx-links.ts), never for running it.
 * TypeScript loses its types first (sucrase keeps every line where it was, so positions hold
 * by line; columns after a removed annotation on the same line may shift).
 */
import { Parser, type Options } from 'acorn';
import jsx from 'acorn-jsx';
import type { Program } from 'estree';
import { transform } from 'sucrase';
import type { Point } from '../core/point.ts';

const JsxParser = Parser.extend(jsx());
const OPTIONS: Options = { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true, allowAwaitOutsideFunction: true };

/** The module's syntax tree; throws a SyntaxError (with `loc`) when it does not parse. */
export function parseScript(text: string, path: string): Program {
  const code = /\.(c|m)?tsx?$/i.test(path) ? transform(text, { transforms: ['typescript', 'jsx'], jsxRuntime: 'preserve', disableESTransforms: true, keepUnusedImports: true }).code : text;
  return JsxParser.parse(code, OPTIONS) as unknown as Program;
}

/** What parseScript's error says (without acorn's `(line:column)`), and where: 1-based. */
export function scriptError(error: unknown): { message: string; at: Point } {
  const loc = (error as { loc?: { line: number; column: number } }).loc;
  return { message: (error as Error).message.replace(/ \(\d+:\d+\)$/, ''), at: { line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1 } };
}
