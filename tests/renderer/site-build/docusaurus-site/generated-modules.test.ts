import { Parser } from 'acorn';
import { describe, expect, it } from 'vitest';
import { esmClientModules, esmOfGenerated, esmRegistry } from '../../../../renderer/site-build/docusaurus-site/generated-modules.ts';

const parsesAsModule = (code: string) => Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }).body.map((node) => node.type);

describe('the codegen modules as ES modules', () => {
  it("turns each registry entry's require.resolveWeak into the path it names, quotes and escapes kept", () => {
    const code = 'export default {\n  "a1": [() => import(/* webpackChunkName: "a1" */ "@site/docs/x.md?truncated=true"), "@site/docs/x.md?truncated=true", require.resolveWeak("@site/docs/x.md?truncated=true")],\n  "b2": [() => import("@site/src/pages/say \\"hi\\".js"), "@site/src/pages/say \\"hi\\".js", require.resolveWeak("@site/src/pages/say \\"hi\\".js")],};\n';
    expect(esmRegistry(code)).toBe(
      'export default {\n  "a1": [() => import(/* webpackChunkName: "a1" */ "@site/docs/x.md?truncated=true"), "@site/docs/x.md?truncated=true", "@site/docs/x.md?truncated=true"],\n  "b2": [() => import("@site/src/pages/say \\"hi\\".js"), "@site/src/pages/say \\"hi\\".js", "@site/src/pages/say \\"hi\\".js"],};\n',
    );
    expect(parsesAsModule(esmRegistry(code))).toEqual(['ExportDefaultDeclaration']);
  });

  it('turns the client modules\' require list into namespace imports in the same order', () => {
    const code = 'export default [\n  require("/site/node_modules/infima/dist/css/default/default.css"),\n  require("/site/src/css/custom.css"),\n  require("/site/src/client/track.js"),\n];\n';
    expect(esmClientModules(code)).toBe(
      'import * as clientModule0 from "/site/node_modules/infima/dist/css/default/default.css";\nimport * as clientModule1 from "/site/src/css/custom.css";\nimport * as clientModule2 from "/site/src/client/track.js";\nexport default [clientModule0, clientModule1, clientModule2];\n',
    );
  });

  it('gives an empty list for a site without client modules, and leaves other files as they are', () => {
    expect(esmClientModules('export default [\n\n];\n')).toBe('export default [];\n');
    expect(esmOfGenerated('routes.js', 'export default [];\n')).toBe('export default [];\n');
  });
});
