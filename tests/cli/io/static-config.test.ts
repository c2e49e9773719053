/**
 * The literal parts of a config that cannot be evaluated (cli/io/static-config.ts): read from its
 * syntax tree, never run, with the key paths it could not know.
 */
import { describe, expect, it } from 'vitest';
import { readStaticConfig } from '../../../cli/io/static-config.ts';

/** A template literal's placeholder in the config texts below. */
const BASE = ['$', '{base}'].join('');

/** Functions (unknown array elements) as their names, so values compare as data. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'function' ? `<${v.name}>` : v)));

describe('readStaticConfig', () => {
  it('reads a CommonJS object export with constants, spreads and template literals, and lists what it cannot know', async () => {
    const text = [
      "const { themes } = require('prism-react-renderer');",
      "const base = '/docs';",
      "const shared = { position: 'left' };",
      'module.exports = {',
      "  title: 'Site',",
      '  url: process.env.URL,',
      '  trailingSlash: !1,',
      '  presets: [',
      `    [require.resolve('@docusaurus/preset-classic'), { docs: { routeBasePath: \`${BASE}/\`, sidebarPath: require.resolve('./sidebars.js') } }],`,
      '  ],',
      '  plugins: [localPlugin, [remarkThing, { x: 1 }]],',
      '  themeConfig: {',
      '    prism: { theme: themes.github },',
      `    navbar: { items: [{ ...shared, to: \`${BASE}/intro\`, label: "Intro" }, ...moreItems] },`,
      '  },',
      '};',
      '',
    ].join('\n');
    const read = await readStaticConfig('/site/docusaurus.config.js', text);
    expect(plain(read?.value)).toEqual({
      title: 'Site',
      trailingSlash: false,
      presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/docs/', sidebarPath: './sidebars.js' } }]],
      plugins: ['<localPlugin>', ['<remarkThing>', { x: 1 }]],
      themeConfig: { prism: {}, navbar: { items: [{ position: 'left', to: '/docs/intro', label: 'Intro' }] } },
    });
    expect(read?.unknown).toEqual(['url', 'plugins[0]', 'plugins[1][0]', 'themeConfig.prism.theme', 'themeConfig.navbar.items[1]']);
  });

  it("reads a TypeScript config's object through its binding, `satisfies` and its type imports", async () => {
    const text = [
      "import type { Config } from '@docusaurus/types';",
      "import { navItems } from './config/nav';",
      'const config: Config = {',
      "  title: 'TS',",
      "  baseUrl: '/base/',",
      "  onBrokenLinks: 'warn',",
      "  themeConfig: { navbar: { items: navItems('/docs') } } satisfies object,",
      '};',
      'export default config;',
      '',
    ].join('\n');
    const read = await readStaticConfig('/site/docusaurus.config.ts', text);
    expect([plain(read?.value), read?.unknown]).toEqual([{ title: 'TS', baseUrl: '/base/', onBrokenLinks: 'warn', themeConfig: { navbar: {} } }, ['themeConfig.navbar.items']]);
  });

  it('follows an async function export to the object it returns', async () => {
    const text = [
      'export default async function createConfig() {',
      '  const items = await loadNavItems();',
      "  const title = 'Async';",
      '  return { title, themeConfig: { navbar: { items } } };',
      '}',
      '',
    ].join('\n');
    const read = await readStaticConfig('/site/docusaurus.config.mjs', text);
    expect([plain(read?.value), read?.unknown]).toEqual([{ title: 'Async', themeConfig: { navbar: {} } }, ['themeConfig.navbar.items']]);
  });

  it('gives nothing for a text that does not parse or exports no object', async () => {
    expect(await readStaticConfig('/site/docusaurus.config.js', 'module.exports = {')).toBeUndefined();
    expect(await readStaticConfig('/site/docusaurus.config.js', 'module.exports = makeConfig;\n')).toBeUndefined();
  });
});
