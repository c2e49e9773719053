import { describe, expect, it } from 'vitest';
import { definitionsOf, type WebpackConfig } from '../../../../renderer/site-build/docusaurus-site/webpack-config.ts';

/** webpack's DefinePlugin as the bundle meets it: known by its class name, its constants in `definitions`. */
class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}
class BannerPlugin {
  readonly definitions = { IGNORED: 'true' };
}

const configWith = (plugins: unknown[]): WebpackConfig => ({ resolve: { alias: {} }, module: { rules: [] }, plugins });

describe('definitionsOf', () => {
  it("gives each DefinePlugin constant as the code webpack writes in its place, later plugins over earlier ones, other plugins' fields ignored", () => {
    const config = configWith([
      new DefinePlugin({ 'process.env.HYDRATE_CLIENT_ENTRY': JSON.stringify(false), FLAG: true }),
      new BannerPlugin(),
      new DefinePlugin({ 'process.env.HYDRATE_CLIENT_ENTRY': JSON.stringify(true), LIMIT: 3, NOTHING: null, SETTINGS: { mode: '"dark"', depth: 2, list: ['1', false] } }),
    ]);
    expect(definitionsOf(config)).toEqual({
      'process.env.HYDRATE_CLIENT_ENTRY': 'true',
      FLAG: 'true',
      LIMIT: '3',
      NOTHING: 'null',
      SETTINGS: '{"mode":"dark","depth":2,"list":[1,false]}',
    });
  });

  it('leaves out a constant computed at build time, which the bundle cannot give', () => {
    const runtimeValue = new (class RuntimeValue {
      readonly fn = () => '1';
    })();
    expect(definitionsOf(configWith([new DefinePlugin({ STAMP: runtimeValue, NESTED: { at: () => 2 }, KEPT: '"yes"' })]))).toEqual({ KEPT: '"yes"' });
  });
});
