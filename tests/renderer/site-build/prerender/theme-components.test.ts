/**
 * Whether a site's bundles register the Docusaurus theme components is known from the pages the
 * site build reads once: each page's summary says whether its body names one, the bundles' key
 * changes when the first page of a site does, and the theme's Vite plugin takes the build's answer
 * instead of reading every page again.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docusaurusTheme, THEME_COMPONENTS_FLAG } from '../../../../renderer/site-build/plugins/docusaurus-theme.ts';
import { bundleKey, pageSummaries, siteCodeKey, usesThemeComponents } from '../../../../renderer/site-build/prerender/incremental.ts';
import { makeTemp, removeTemp } from '../../../helpers/site.ts';

const page = (children: unknown[]) => JSON.stringify({ route: '/a', body: { type: 'root', children } });
const TABS = { type: 'element', tagName: 'Tabs', properties: {}, children: [] };
const PARAGRAPH = { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Tabs are not named here.' }] };

/** The `define` the theme plugin's config hook gives for a build whose inline config is `config`. */
function themeDefine(outDir: string, config: UserConfig): Record<string, unknown> | undefined {
  const hook = docusaurusTheme(outDir).config as (config: UserConfig, env: ConfigEnv) => UserConfig;
  return hook(config, { command: 'build', mode: 'production' }).define;
}

describe('the theme components of a site build', () => {
  let tmp: string;
  const out = () => path.join(tmp, 'out');
  beforeAll(async () => {
    tmp = await makeTemp('docs-cli-theme-');
    await mkdir(path.join(out(), 'pages'), { recursive: true });
    await mkdir(path.join(tmp, 'site'), { recursive: true });
    for (const file of ['config.json', 'globalData.json']) await writeFile(path.join(out(), file), '{}');
    await writeFile(path.join(out(), 'routes.json'), JSON.stringify({ routes: [{ path: '/a', data: 'pages/a.json' }] }));
  });
  afterAll(() => removeTemp(tmp));

  it("are named in a page's summary, and the first page of a site to name one makes the bundles again", async () => {
    await writeFile(path.join(out(), 'pages', 'a.json'), page([PARAGRAPH]));
    const without = Object.values(await pageSummaries(out(), ['pages/a.json']));
    await writeFile(path.join(out(), 'pages', 'a.json'), page([PARAGRAPH, TABS]));
    const withTabs = Object.values(await pageSummaries(out(), ['pages/a.json']));
    expect([without.map((summary) => summary.theme), withTabs.map((summary) => summary.theme)]).toEqual([[undefined], [true]]);
    expect([usesThemeComponents(without), usesThemeComponents(withTabs)]).toEqual([false, true]);
    expect(bundleKey('code', { siteDir: path.join(tmp, 'site'), siteCode: siteCodeKey(path.join(tmp, 'site')), out: out(), summaries: withTabs })).not.toBe(bundleKey('code', { siteDir: path.join(tmp, 'site'), siteCode: siteCodeKey(path.join(tmp, 'site')), out: out(), summaries: without }));
  });

  it("are taken from the site build's define by the theme's Vite plugin, which then reads no page", () => {
    // No routes.json there: reading the pages would fail.
    expect(themeDefine(path.join(tmp, 'nowhere'), { define: { [THEME_COMPONENTS_FLAG]: 'false' } })).toEqual({});
  });

  it('are found by the theme plugin from the pages themselves when no build gave them (a Vite build of its own)', async () => {
    await writeFile(path.join(out(), 'pages', 'a.json'), page([TABS]));
    expect(themeDefine(out(), {})).toEqual({ [THEME_COMPONENTS_FLAG]: 'true' });
    await writeFile(path.join(out(), 'pages', 'a.json'), page([PARAGRAPH]));
    expect(themeDefine(out(), {})).toEqual({ [THEME_COMPONENTS_FLAG]: 'false' });
  });
});

