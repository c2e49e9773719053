/** What of a plugin's configureWebpack the bundle does not run, in words. */
import { describe, expect, it } from 'vitest';
import { unappliedParts } from '../../../../renderer/site-build/docusaurus-site/webpack-leftovers.ts';

describe('unappliedParts', () => {
  it("names the loaders of another kind, by package or file name, the webpack plugins, externals and fallbacks", () => {
    const rules = [
      { test: /\.(png|svg)$/, use: ['/site/node_modules/file-loader/dist/cjs.js', { loader: '/site/node_modules/image-webpack-loader/index.js' }] },
      { test: /\.s[ac]ss$/, oneOf: [{ use: ['/site/node_modules/sass-loader/dist/cjs.js'] }, { use: ['/site/plugins/my-loader.js'] }] },
    ];
    class Banner {}
    expect(unappliedParts({ module: { rules }, plugins: [new Banner()], externals: { react: 'React' }, resolve: { fallback: { fs: false } } })).toEqual([
      'the loaders image-webpack-loader, my-loader.js',
      'the webpack plugin Banner',
      'externals',
      'resolve.fallback',
    ]);
  });

  it('has nothing to say of aliases and the rules the bundle does its own way', () => {
    const rules = [{ test: /\.scss$/, use: ['/n/node_modules/style-loader/index.js', '/n/node_modules/css-loader/index.js', '/n/node_modules/sass-loader/index.js'] }, { test: /\.svg$/, use: ['/n/node_modules/@svgr/webpack/dist/index.js'] }];
    expect(unappliedParts({ module: { rules }, plugins: [] })).toEqual([]);
  });
});
