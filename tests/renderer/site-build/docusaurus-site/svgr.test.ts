/** The branch of a site's SVG rule that runs SVGR, and the importers it is for, as webpack reads them. */
import { describe, expect, it } from 'vitest';
import { svgrBranchOf } from '../../../../renderer/site-build/docusaurus-site/svgr.ts';
import { issuerHolds, type WebpackConfig } from '../../../../renderer/site-build/docusaurus-site/webpack-config.ts';

const config = (rules: WebpackConfig['module']['rules']): WebpackConfig => ({ resolve: { alias: {} }, module: { rules }, plugins: [] });
const SVGR = { loader: '/site/node_modules/@svgr/webpack/dist/index.js', options: { svgo: true, titleProp: true } };
const URL_LOADER = { loader: '/site/node_modules/url-loader/dist/cjs.js', options: { limit: 10000 } };

describe('svgrBranchOf', () => {
  it("takes the SVGR branch of the SVG rule's oneOf, with its issuer, and no other rule", () => {
    const issuer = { and: [/\.(?:tsx?|jsx?|mdx?)$/i] };
    const rules = [{ test: /\.css$/, use: ['css-loader'] }, { test: /\.svg$/i, oneOf: [{ use: [SVGR], issuer }, { use: [URL_LOADER], test: /\.svg$/i }] }];
    expect(svgrBranchOf(config(rules))).toEqual({ uses: [SVGR], issuer });
  });

  it('has none when the site has no SVGR rule', () => {
    expect(svgrBranchOf(config([{ test: /\.svg$/i, use: [URL_LOADER] }]))).toBeUndefined();
  });
});

describe('issuerHolds', () => {
  const issuer = { and: [/\.(?:tsx?|jsx?|mdx?)$/i], not: /\.test\.tsx$/ };
  it("holds for the modules the condition names, as webpack's and/or/not combine them", () => {
    expect(['/s/src/Logo.tsx', '/s/docs/a.mdx', '/s/src/x.css', '/s/src/Logo.test.tsx'].map((file) => issuerHolds(issuer, file))).toEqual([true, true, false, false]);
    expect(issuerHolds({ or: [/\.js$/, /\.ts$/] }, '/a.ts')).toBe(true);
  });
});
