/**
 * A `_category_` file whose generated-index slug holds what no route can (a control character,
 * `?`, `#`, `\`) is reported at the slug's value; the category keeps its other keys and its
 * index gets the default URL.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/load/config.ts';
import { loadContent } from '../../../cli/load/content.ts';

const { config } = loadConfig('/site', { file: '/site/docs.config.json', text: '{}', value: { title: 'T', url: 'https://example.com' } });

function load(file: string, text: string) {
  const files = [
    { path: 'docs/sub/page.md', bytes: Buffer.from('# Page\n') },
    { path: file, bytes: Buffer.from(text) },
  ];
  return loadContent(config!, { sidebars: null, files, assets: [], staticFiles: [], outside: [] }, '/site');
}

describe('generated-index slugs in _category_ files', () => {
  it('reports a slug holding a control character at its value in a JSON file and keeps the rest of the category', () => {
    const content = load('docs/sub/_category_.json', '{\n  "label": "Sub",\n  "link": { "type": "generated-index", "title": "All", "slug": "/gen\\u0000" }\n}\n');
    expect(content.diagnostics).toEqual([
      {
        level: 'error',
        code: 'invalid-category',
        message: '`link.slug` "/gen\\u0000" holds a control character (U+0000), which no URL path can carry; the generated index keeps its default URL',
        file: 'docs/sub/_category_.json',
        line: 3,
        column: 64,
        target: 'link.slug',
        hint: 'remove the character',
      },
    ]);
    expect(content.categories).toEqual([{ path: 'docs/sub/_category_.json', dir: 'sub', meta: { label: 'Sub', link: { type: 'generated-index', title: 'All' } } }]);
  });

  it('reports a slug holding "?" at its value in a YAML file, and keeps one a route can be', () => {
    const content = load('docs/sub/_category_.yml', 'label: Sub\nlink:\n  type: generated-index\n  slug: /gen?x=1\n');
    expect(content.diagnostics.map((d) => [d.code, d.message, d.line, d.column])).toEqual([
      ['invalid-category', '`link.slug` "/gen?x=1" holds "?", which would end the URL\'s path and start its query; the generated index keeps its default URL', 4, 9],
    ]);
    expect(content.categories.map((c) => c.meta)).toEqual([{ label: 'Sub', link: { type: 'generated-index' } }]);
    // A plain slug, and one whose ".." the route resolves, are kept.
    const kept = load('docs/sub/_category_.yml', 'link:\n  type: generated-index\n  slug: ../all of sub\n');
    expect(kept.diagnostics).toEqual([]);
    expect(kept.categories.map((c) => c.meta)).toEqual([{ link: { type: 'generated-index', slug: '../all of sub' } }]);
  });
});
