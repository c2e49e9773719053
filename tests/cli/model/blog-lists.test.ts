/** A blog's list pages as Docusaurus makes them: the list and each tag's page paginated alike, and where each post's excerpt ends. */
import { describe, expect, it } from 'vitest';
import type { ParsedDoc } from '../../../cli/core/parsed-doc.ts';
import type { SourceFile } from '../../../cli/core/source.ts';
import { buildBlog } from '../../../cli/model/blog.ts';
import { blogOptions } from '../../../schema/config.ts';

const post = (relPath: string, tags: string[], text = 'A post.\n') => ({
  source: { path: `blog/${relPath}`, relPath, kind: 'blog', format: 'md', text, hash: '' } as SourceFile,
  parsed: { frontmatter: { tags }, frontmatterKeys: {}, words: 2, links: [], anchors: [] } as unknown as ParsedDoc,
});

describe('blog list pages', () => {
  it("paginates each tag's page as the blog list, at <tag>/page/N", () => {
    const { lists } = buildBlog(blogOptions.parse({ postsPerPage: 2, onInlineTags: 'ignore' }), [
      post('2024-01-01-a.md', ['race']),
      post('2024-01-02-b.md', ['race']),
      post('2024-01-03-c.md', ['race', 'news']),
    ]);
    expect(lists.filter((list) => list.kind === 'blog-tag').map((list) => [list.permalink, list.items.map((item) => item.permalink), list.pagination?.next ?? null])).toEqual([
      ['/blog/tags/news', ['/blog/2024/01/03/c'], null],
      ['/blog/tags/race', ['/blog/2024/01/03/c', '/blog/2024/01/02/b'], '/blog/tags/race/page/2'],
      ['/blog/tags/race/page/2', ['/blog/2024/01/01/a'], null],
    ]);
  });

  it('keeps the line of the truncation marker, where list pages stop showing a post', () => {
    const { posts } = buildBlog(blogOptions.parse({}), [post('2024-01-01-cut.md', [], 'First line.\n\nSecond.\n\n<!-- truncate -->\n\nRest.\n'), post('2024-01-02-whole.md', [])]);
    expect(posts.map((p) => [p.source, p.excerptEndLine ?? null])).toEqual([
      ['blog/2024-01-02-whole.md', null],
      ['blog/2024-01-01-cut.md', 5],
    ]);
  });
});
