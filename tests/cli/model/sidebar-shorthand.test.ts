/**
 * Docusaurus's category shorthand (tests/fixtures/docusaurus/sidebar-shorthand): wherever a
 * sidebar takes items it takes `{ 'Label': items }`, nested as deep as wanted, and every item may
 * carry a translation `key` (Docusaurus 3.8+). The sidebars resolve as Docusaurus normalises them.
 */
import { describe, expect, it } from 'vitest';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { DOCUSAURUS_FIXTURES, expectFixture } from '../../helpers/check-fixture.ts';

type Outline = string | { [label: string]: Outline[] };

/** A sidebar as labels: a doc or link by its label, a category as `{ label: items }`. */
function outline(items: ResolvedSidebarItem[]): Outline[] {
  return items.map((item) => (item.type === 'category' ? { [item.label]: outline(item.items) } : item.type === 'html' ? item.value : item.label));
}

describe('sidebars in Docusaurus’s category shorthand', () => {
  it('check with no finding, and resolve each shorthand, nested or as a category’s items, into categories by label', async () => {
    const run = await expectFixture('sidebar-shorthand', DOCUSAURUS_FIXTURES);
    if (run.result.kind !== 'built') throw new Error('sidebar-shorthand did not build');
    const { sidebars } = run.result.model;
    expect({ plugins: outline(sidebars.plugins ?? []), docs: outline(sidebars.docs ?? []) }).toEqual({
      plugins: [{ Modules: ['Amd', 'Umd'] }, { Proposals: [{ 'Stage 3': ['Decorators'] }, { 'Early stages': ['Pipeline'] }] }],
      docs: ['Intro', { Guide: ['Start'] }, { Guide: [{ More: ['More'] }] }, 'Start here'],
    });
  });
});
