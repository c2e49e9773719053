/**
 * The modules Docusaurus's codegen writes into `.docusaurus/` for the client runtime, as ES
 * modules any bundler reads: they are written for webpack, and two of its constructs have no
 * meaning elsewhere.
 * - `registry.js`: each chunk's `require.resolveWeak("x")` (webpack's module id, for preloading
 *   what the server rendered) becomes the path `"x"` itself, which is what the runtime compares.
 * - `client-modules.js`: a list of `require("x")` (synchronous, so the client modules' CSS keeps
 *   its order) becomes static imports in the same order, each the module's namespace, as webpack's
 *   `require` of an ES module gives.
 */

/** A JSON string literal as codegen writes paths (escapePath: JSON's escapes without the quotes). */
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const RESOLVE_WEAK = new RegExp(String.raw`require\.resolveWeak\((${STRING})\)`, 'g');
const REQUIRE_ENTRY = new RegExp(String.raw`^\s*require\((${STRING})\),?\s*$`);

export function esmRegistry(code: string): string {
  return code.replace(RESOLVE_WEAK, '$1');
}

export function esmClientModules(code: string): string {
  const specifiers: string[] = [];
  for (const line of code.split('\n')) {
    const match = REQUIRE_ENTRY.exec(line);
    if (match) specifiers.push(match[1]);
  }
  const imports = specifiers.map((specifier, i) => `import * as clientModule${i} from ${specifier};\n`).join('');
  return `${imports}export default [${specifiers.map((_, i) => `clientModule${i}`).join(', ')}];\n`;
}

/** The ES module for a generated file, by its name; other files are ES modules or JSON already. */
export function esmOfGenerated(fileName: string, code: string): string {
  if (fileName === 'registry.js') return esmRegistry(code);
  if (fileName === 'client-modules.js') return esmClientModules(code);
  return code;
}
