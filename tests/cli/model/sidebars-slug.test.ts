/**
 * A generated-index slug in a sidebars file that no route can be (a control character, `?`, `#`,
 * `\`) is reported at its category, and the index gets the default `/category/<label>` URL.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/load/config.ts';
import { resolveSidebars } from '../../../cli/model/sidebars.ts';
import type { SidebarsFileInput } from '../../../schema/sidebars.ts';

const { config } = loadConfig('/site', { file: '/site/docs.config.json', text: '{}', value: { title: 'T', url: 'https://example.com' } });

function resolve(text: string, value: SidebarsFileInput) {
  return resolveSidebars({ routeBase: config?.docs === false ? '/' : (config?.docs.routeBasePath ?? '/'), docs: [], draftIds: new Set(), categories: [], file: { file: 'sidebars.ts', text, value } });
}

describe('generated-index slugs in a sidebars file', () => {
  it('reports a slug holding a control character at its category and serves the index at the default URL, and keeps one a route can be', () => {
    const text = "export default {\n  main: [\n    { type: 'category', label: 'Guides', link: { type: 'generated-index', slug: '/guides\\u0000' }, items: [] },\n  ],\n};\n";
    const result = resolve(text, { main: [{ type: 'category', label: 'Guides', link: { type: 'generated-index', slug: '/guides\u0000' }, items: [] }] });
    expect(result.diagnostics).toEqual([
      {
        level: 'error',
        code: 'invalid-sidebars',
        message: '`link.slug` "/guides\\u0000" holds a control character (U+0000), which no URL path can carry; the generated index keeps its default URL',
        file: 'sidebars.ts',
        line: 3,
        column: 33,
        target: 'link.slug',
        hint: 'remove the character',
      },
    ]);
    expect(result.generatedIndexes.map((g) => g.permalink)).toEqual(['/category/guides']);
    // A slug a route can be is kept.
    const kept = resolve('', { main: [{ type: 'category', label: 'Guides', link: { type: 'generated-index', slug: '/all guides' }, items: [] }] });
    expect(kept.diagnostics).toEqual([]);
    expect(kept.generatedIndexes.map((g) => g.permalink)).toEqual(['/all guides']);
  });
});
