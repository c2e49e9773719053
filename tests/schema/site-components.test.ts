import { describe, expect, it } from 'vitest';
import { builtInComponents, pageNamesThemeComponent, THEME_COMPONENT_TAG, THEME_COMPONENTS } from '../../schema/site-components.ts';

describe('the theme components in page data', () => {
  it('finds the element of each theme component, and of no other name', () => {
    expect(THEME_COMPONENT_TAG.source).toBe(`"tagName":"(?:${THEME_COMPONENTS.join('|')})"`);
    for (const name of THEME_COMPONENTS) expect(pageNamesThemeComponent(`{"type":"element","tagName":"${name}","properties":{}}`)).toBe(true);
    expect(pageNamesThemeComponent('{"type":"element","tagName":"TabsExtra","properties":{}}')).toBe(false);
    expect(pageNamesThemeComponent('{"type":"text","value":"Tabs"}')).toBe(false);
  });

  it('registers <Link> and the theme components whatever the site', () => {
    expect(builtInComponents()).toEqual(['Link', 'Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'DocCardList', 'Head']);
  });
});
