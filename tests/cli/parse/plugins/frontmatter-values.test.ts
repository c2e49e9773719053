/**
 * Frontmatter values that would carry code or an unroutable path into the artifacts: each is a
 * finding at the value's line and column, and the value is left out of the page's frontmatter.
 */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../../cli/parse/index.ts';
import type { SourceKind } from '../../../../cli/core/source.ts';

async function parse(text: string, kind: SourceKind = 'doc') {
  const path = kind === 'blog' ? 'blog/2024-01-01-post.md' : 'docs/page.md';
  const parsed = await parseSource({ path, hash: 'h', kind, format: 'md', text }, { themes: { light: 'github-light', dark: 'github-dark' } } as never);
  return {
    diagnostics: parsed.diagnostics.map((d) => ({ code: d.code, message: d.message, line: d.line, column: d.column, target: d.target })),
    frontmatter: parsed.frontmatter,
    keys: Object.keys(parsed.frontmatterKeys),
  };
}

const REMOVED_EDIT_URL = 'the URL in `custom_edit_url` uses a scheme that can run code and was removed; the page has no edit link';

describe('frontmatter values', () => {
  it('refuses a javascript: custom_edit_url at its value, leaves the page with no edit link at all, and keeps an https one', async () => {
    // Quoted: read by the simple reader; plain with a colon: read by `yaml`.
    for (const written of ["'javascript:alert(1)'", 'javascript:alert(1)']) {
      const { diagnostics, frontmatter } = await parse(`---\ntitle: T\ncustom_edit_url: ${written}\n---\n\n# Page\n`);
      expect(diagnostics).toEqual([{ code: 'unsafe-url', message: REMOVED_EDIT_URL, line: 3, column: 18, target: 'javascript:alert(1)' }]);
      expect(frontmatter).toEqual({ title: 'T', custom_edit_url: null });
    }
    // An https URL, and null (no edit link), are kept as they are.
    const https = await parse("---\ncustom_edit_url: 'https://example.com/edit/page.md'\n---\n# Page\n");
    expect(https).toEqual({ diagnostics: [], frontmatter: { custom_edit_url: 'https://example.com/edit/page.md' }, keys: ['custom_edit_url'] });
    expect((await parse('---\ncustom_edit_url: null\n---\n# Page\n')).frontmatter).toEqual({ custom_edit_url: null });
  });

  it('refuses vbscript: and data: edit URLs however they are padded or cased', async () => {
    const { diagnostics, frontmatter } = await parse('---\ncustom_edit_url: " \\tVbScRiPt:msgbox(1)"\n---\n# Page\n');
    expect(diagnostics).toEqual([{ code: 'unsafe-url', message: REMOVED_EDIT_URL, line: 2, column: 18, target: ' \tVbScRiPt:msgbox(1)' }]);
    expect(frontmatter).toEqual({ custom_edit_url: null });
    const data = await parse("---\ncustom_edit_url:   'data:text/html,<script>alert(1)</script>'\n---\n# Page\n");
    expect(data.diagnostics).toEqual([{ code: 'unsafe-url', message: REMOVED_EDIT_URL, line: 2, column: 20, target: 'data:text/html,<script>alert(1)</script>' }]);
  });

  it('refuses a slug holding a control character, raw or percent-encoded, and drops it with its key position', async () => {
    const { diagnostics, frontmatter, keys } = await parse('---\ntitle: T\nslug: "/a\\0b"\n---\n# Page\n');
    expect(diagnostics).toEqual([
      {
        code: 'invalid-frontmatter',
        message: '`frontmatter.slug` "/a\\u0000b" holds a control character (U+0000), which no URL path can carry; the slug was not used',
        line: 3,
        column: 7,
        target: 'slug',
      },
    ]);
    expect(frontmatter).toEqual({ title: 'T' });
    expect(keys).toEqual(['title']);
    expect((await parse('---\nslug: a%0Ab\n---\n# Page\n')).diagnostics).toEqual([
      {
        code: 'invalid-frontmatter',
        message: '`frontmatter.slug` "a%0Ab" holds a control character (U+000A, written %0A), which no URL path can carry; the slug was not used',
        line: 2,
        column: 7,
        target: 'slug',
      },
    ]);
    expect((await parse('---\nslug: "a\\x85b"\n---\n# Page\n')).diagnostics.map((d) => d.message)).toEqual([
      '`frontmatter.slug` "a\\u0085b" holds a control character (U+0085), which no URL path can carry; the slug was not used',
    ]);
  });

  it('refuses a slug holding ?, # or \\, which a browser would not read as part of the path', async () => {
    const messages = async (slug: string) => (await parse(`---\nslug: '${slug}'\n---\n# Page\n`)).diagnostics.map((d) => d.message);
    expect(await messages('/what?')).toEqual(['`frontmatter.slug` "/what?" holds "?", which would end the URL\'s path and start its query; the slug was not used']);
    expect(await messages('/a#b')).toEqual(['`frontmatter.slug` "/a#b" holds "#", which would end the URL\'s path and start its fragment; the slug was not used']);
    expect(await messages('..\\..\\x')).toEqual(['`frontmatter.slug` "..\\\\..\\\\x" holds "\\", which browsers read as "/"; the slug was not used']);
    expect(await messages('//evil.example/a')).toEqual(['`frontmatter.slug` "//evil.example/a" starts with "//", which browsers read as the name of another host; the slug was not used']);
  });

  it('refuses . and .. segments in a slug that starts with /, as Docusaurus does, and keeps them in a relative slug', async () => {
    for (const slug of ['/a/../b', '/./b', '/%2e%2E/b', '/../../x', '/a/.']) {
      const { diagnostics, frontmatter } = await parse(`---\nslug: ${slug}\n---\n# Page\n`);
      expect(diagnostics).toEqual([
        {
          code: 'invalid-frontmatter',
          message: `\`frontmatter.slug\` "${slug}" starts with "/", so it is used as written, but has a "." or ".." segment; the slug was not used`,
          line: 2,
          column: 7,
          target: 'slug',
        },
      ]);
      expect(frontmatter).toEqual({});
    }
    for (const slug of ['a/../b', './b', '../up-one', '/a..b/c.d', '/...']) {
      const { diagnostics, frontmatter } = await parse(`---\nslug: ${slug}\n---\n# Page\n`);
      expect(diagnostics).toEqual([]);
      expect(frontmatter).toEqual({ slug });
    }
  });

  it('refuses an id and a sidebar_class_name holding control characters and keeps the other keys', async () => {
    const { diagnostics, frontmatter, keys } = await parse('---\nid: "intro\\x01"\nsidebar_label: Intro\nsidebar_class_name: "a\\nb"\n---\n# Page\n');
    expect(diagnostics).toEqual([
      {
        code: 'invalid-frontmatter',
        message: '`frontmatter.id` "intro\\u0001" holds a control character (U+0001); the id was not used',
        line: 2,
        column: 5,
        target: 'id',
      },
      {
        code: 'invalid-frontmatter',
        message: '`frontmatter.sidebar_class_name` "a\\nb" holds a control character (U+000A); the class name was not used',
        line: 4,
        column: 21,
        target: 'sidebar_class_name',
      },
    ]);
    expect(frontmatter).toEqual({ sidebar_label: 'Intro' });
    expect(keys).toEqual(['sidebar_label']);
  });

  it("refuses a blog author's javascript: url and a tag permalink holding a control character, keeping the author and the tag", async () => {
    const text = "---\nauthors:\n  - name: Ann\n    url: 'javascript:alert(1)'\n  - Bob\ntags:\n  - label: News\n    permalink: \"news\\0\"\n---\n# Post\n";
    const { diagnostics, frontmatter } = await parse(text, 'blog');
    expect(diagnostics).toEqual([
      {
        code: 'invalid-frontmatter',
        message: '`frontmatter.tags[0].permalink` "news\\u0000" holds a control character (U+0000), which no URL path can carry; the permalink was not used',
        line: 8,
        column: 16,
        target: 'tags[0].permalink',
      },
      { code: 'unsafe-url', message: 'the URL in `authors[0].url` uses a scheme that can run code and was removed', line: 4, column: 10, target: 'javascript:alert(1)' },
    ]);
    expect(frontmatter).toEqual({ authors: [{ name: 'Ann' }, 'Bob'], tags: [{ label: 'News' }] });
  });
});
