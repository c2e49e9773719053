/** Blog authors and tags as Docusaurus 3 resolves them, and the notes the blog options set the level of. */
import { describe, expect, it } from 'vitest';
import { blogOptions } from '../../../schema/config.ts';
import type { ParsedDoc } from '../../../cli/core/parsed-doc.ts';
import type { SourceFile } from '../../../cli/core/source.ts';
import { postAuthors, postTags } from '../../../cli/model/blog-authors.ts';
import { buildBlog } from '../../../cli/model/blog.ts';

const map = { jane: { name: 'Jane Writer', url: 'https://example.com/jane', page: true }, joe: { name: 'Joe Editor', image_url: '/img/joe.png' } };

describe('postAuthors', () => {
  it('resolves keys through the authors map and reads the legacy author keys and objects as inline authors', () => {
    const found = postAuthors({ author: 'Old Timer', author_url: 'https://example.com/old', authors: ['jane', { name: 'Guest', title: 'Visitor' }, { key: 'joe', title: 'Guest editor' }, 'nobody'] }, map);
    expect(found.authors).toEqual([
      { name: 'Old Timer', url: 'https://example.com/old' },
      { name: 'Jane Writer', url: 'https://example.com/jane' },
      { name: 'Guest', title: 'Visitor' },
      { name: 'Joe Editor', title: 'Guest editor', imageUrl: '/img/joe.png' },
    ]);
    expect(found.keys).toEqual([undefined, 'jane', undefined, 'joe']);
    expect(found.inline).toEqual(['Old Timer', 'Guest']);
    expect(found.unknown).toEqual(['nobody']);
  });
});

describe('postTags', () => {
  it('gives a tags file key its label and permalink, and an inline tag the slug of its label', () => {
    const file = { release: { label: 'Release', permalink: '/release' }, howto: { label: 'How-to' }, bare: null };
    expect(postTags(['release', 'howto', 'bare', 'Inline Tag', { label: 'Obj', permalink: 'obj-page' }], file, '/blog')).toEqual({
      tags: [
        { label: 'Release', permalink: '/blog/tags/release' },
        { label: 'How-to', permalink: '/blog/tags/howto' },
        { label: 'bare', permalink: '/blog/tags/bare' },
        { label: 'Inline Tag', permalink: '/blog/tags/inline-tag' },
        { label: 'Obj', permalink: '/blog/tags/obj-page' },
      ],
      inline: ['Inline Tag', 'Obj'],
    });
  });
});

describe('buildBlog notes', () => {
  const source = (text: string): SourceFile => ({ path: 'blog/2024-01-01-a.md', relPath: '2024-01-01-a.md', kind: 'blog', format: 'md', text, hash: '' });
  const parsed = (frontmatter: Record<string, unknown>) => ({ frontmatter, frontmatterKeys: { authors: { line: 2, column: 1 }, tags: { line: 3, column: 1 } }, words: 10, links: [], anchors: [] }) as unknown as ParsedDoc;
  const entry = { source: source('---\n---\nNo marker.\n'), parsed: parsed({ authors: [{ name: 'Guest' }, 'ghost'], tags: ['inline'] }) };
  const data = { authors: map, tags: {}, authorsFile: 'blog/authors.yml', tagsFile: 'blog/tags.yml' };

  it('are said at the levels the blog options set, and an unknown author key is an error', () => {
    const options = blogOptions.parse({ onInlineAuthors: 'throw', onInlineTags: 'log', onUntruncatedBlogPosts: 'warn' });
    const { diagnostics } = buildBlog(options, [entry], data);
    expect(diagnostics.map((d) => [d.code, d.level, d.line])).toEqual([
      ['invalid-frontmatter', 'error', 2],
      ['inline-blog-author', 'error', 2],
      ['untruncated-blog-post', 'warn', 1],
      ['inline-blog-tag', 'info', 3],
    ]);
  });

  it('are not said when their options are ignore (a docs.config site), nor for a post with a marker', () => {
    expect(buildBlog(blogOptions.parse({}), [entry], data).diagnostics.map((d) => d.code)).toEqual(['invalid-frontmatter']);
    const marked = { ...entry, source: source('A.\n\n{/* truncate */}\n\nB.\n'), parsed: parsed({}) };
    expect(buildBlog(blogOptions.parse({ onUntruncatedBlogPosts: 'warn' }), [marked], data).diagnostics).toEqual([]);
  });
});

describe('postAuthors without an authors map', () => {
  it('reads a string as the name of an inline author, as docs.config sites write them', () => {
    expect(postAuthors({ authors: ['Ada'] }, undefined)).toEqual({ authors: [{ name: 'Ada' }], keys: [undefined], inline: ['Ada'], unknown: [] });
  });
});
