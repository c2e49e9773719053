import { describe, expect, it } from 'vitest';
import { esmAssets } from '../../../../renderer/site-build/docusaurus-site/inline-requires.ts';

const LOADERS = '!/n/url-loader/dist/cjs.js?limit=10000&name=assets/images/[name]-[contenthash].[ext]&fallback=/n/file-loader/dist/cjs.js!';

describe('esmAssets', () => {
  it("makes each of mdx-loader's inline-loader requires an import of the file's URL, one import a file", () => {
    const code = `export const assets = { image: require("${LOADERS}./img/cover.png").default };\nconst a = { src: require("${LOADERS}./img/bars.svg").default + "" };\nconst b = { src: require("${LOADERS}./img/bars.svg").default + "" };\n`;
    expect(esmAssets(code)).toBe(
      'import __docusaurusAsset0 from "./img/cover.png?url";\nimport __docusaurusAsset1 from "./img/bars.svg?url";\nexport const assets = { image: __docusaurusAsset0 };\nconst a = { src: __docusaurusAsset1 + "" };\nconst b = { src: __docusaurusAsset1 + "" };\n',
    );
  });

  it('leaves code without them as it is', () => {
    expect(esmAssets('import x from "./x.js";\nrequire("./y.js");\n')).toBe('import x from "./x.js";\nrequire("./y.js");\n');
  });
});
