/**
 * The docs plugin options `sidebarCollapsible` and `sidebarCollapsed` (tests/fixtures/docusaurus/sidebar-collapse)
 * give each docs instance's categories their defaults, as Docusaurus's sidebar post-processing
 * does: a category's own `collapsible`/`collapsed` wins, and a category that cannot collapse is open.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/load/config.ts';
import { resolveSidebars } from '../../../cli/model/sidebars.ts';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { DOCUSAURUS_FIXTURES, expectFixture } from '../../helpers/check-fixture.ts';

interface CategoryState {
  label: string;
  collapsible: boolean;
  collapsed: boolean;
  items?: CategoryState[];
}

/** Each category of a sidebar, nested, with only its collapse state. */
function categoriesOf(items: ResolvedSidebarItem[]): CategoryState[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const nested = categoriesOf(item.items);
    return [{ label: item.label, collapsible: item.collapsible, collapsed: item.collapsed, ...(nested.length > 0 ? { items: nested } : {}) }];
  });
}

describe('the docs plugin options sidebarCollapsible and sidebarCollapsed', () => {
  it('open every category of an instance with sidebarCollapsed false unless it says collapsed, and never leave a non-collapsible one collapsed', async () => {
    const run = await expectFixture('sidebar-collapse', DOCUSAURUS_FIXTURES);
    if (run.result.kind !== 'built') throw new Error('sidebar-collapse did not build');
    expect(categoriesOf(run.result.model.sidebars.docs ?? [])).toEqual([
      { label: 'Guides', collapsible: true, collapsed: false },
      { label: 'Reference', collapsible: true, collapsed: true },
      { label: 'Fixed', collapsible: false, collapsed: false },
      { label: 'Topics', collapsible: true, collapsed: false, items: [{ label: 'Deep', collapsible: true, collapsed: true }] },
    ]);
  });

  it('make every category of an instance with sidebarCollapsible false non-collapsible and open, unless its _category_ file says collapsible', async () => {
    const run = await expectFixture('sidebar-collapse', DOCUSAURUS_FIXTURES);
    if (run.result.kind !== 'built') throw new Error('sidebar-collapse did not build');
    expect(Object.keys(run.result.model.sidebars).filter((key) => key.startsWith('community/'))).toEqual(['community/current/defaultSidebar']);
    expect(categoriesOf(run.result.model.sidebars['community/current/defaultSidebar'] ?? [])).toEqual([
      { label: 'FAQ', collapsible: true, collapsed: true },
      { label: 'guides', collapsible: false, collapsed: false },
      { label: 'Help', collapsible: false, collapsed: false },
    ]);
  });

  it('are docs.config options of a docs instance too, both true when not given', () => {
    const { config } = loadConfig('/site', { file: '/site/docs.config.json', text: '{}', value: { title: 'T', url: 'https://example.com', docs: { sidebarCollapsed: false } } });
    if (!config || config.docs === false) throw new Error('the config did not load');
    expect([config.docs.sidebarCollapsible, config.docs.sidebarCollapsed]).toEqual([true, false]);
    const value = { main: [{ type: 'category' as const, label: 'Guides', items: [] }, { type: 'category' as const, label: 'API', collapsed: true, items: [] }] };
    const result = resolveSidebars({ routeBase: '/', docs: [], draftIds: new Set(), categories: [], file: { file: 'sidebars.json', text: '', value }, categoryDefaults: config.docs });
    expect(categoriesOf(result.sidebars.main ?? [])).toEqual([
      { label: 'Guides', collapsible: true, collapsed: false },
      { label: 'API', collapsible: true, collapsed: true },
    ]);
  });
});
