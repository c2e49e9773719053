/** A blog post's date as Docusaurus reads it: the frontmatter's `date` (a YAML 1.1 timestamp, as js-yaml reads it), else the file name's. */
import { describe, expect, it } from 'vitest';
import type { ParsedDoc } from '../../../cli/core/parsed-doc.ts';
import type { SourceFile } from '../../../cli/core/source.ts';
import { buildBlog } from '../../../cli/model/blog.ts';
import { blogOptions } from '../../../schema/config.ts';

const post = (relPath: string, frontmatter: Record<string, unknown>) => ({
  source: { path: `blog/${relPath}`, relPath, kind: 'blog', format: 'md', text: 'A post.\n', hash: '' } as SourceFile,
  parsed: { frontmatter, frontmatterKeys: { date: { line: 2, column: 1 } }, words: 2, links: [], anchors: [] } as unknown as ParsedDoc,
});

describe('blog post dates', () => {
  it('reads a one-digit month or day, a time, a fraction and a zone in the frontmatter date, as js-yaml does', () => {
    const { posts, diagnostics } = buildBlog(blogOptions.parse({}), [
      post('release-23.md', { date: '2023-2-07T00:00:00.000Z' }),
      post('late-night.md', { date: '2024-3-1 23:30:00 -02:00' }),
      post('early.md', { date: '2024-06-02T01:00:00+05:30' }),
      post('2022-5-9-from-name.md', {}),
    ]);
    expect([diagnostics, posts.map((p) => [p.source, p.date])]).toEqual([
      [],
      [
        ['blog/early.md', '2024-06-01'],
        ['blog/late-night.md', '2024-03-02'],
        ['blog/release-23.md', '2023-02-07'],
        ['blog/2022-5-9-from-name.md', '2022-05-09'],
      ],
    ]);
  });

  it("puts a date in the URL only from the file's path, as written, after any folder before it", () => {
    const { posts } = buildBlog(blogOptions.parse({}), [
      post('release-23.md', { date: '2023-02-07' }),
      post('2022-5-9-from-name.md', {}),
      post('news/2024-01-05-launch/index.md', {}),
      post('2021/2021-03-04-in-a-year.mdx', {}),
      post('notes/undated.md', { date: '2020-01-01' }),
    ]);
    expect(posts.map((p) => p.permalink)).toEqual(['/blog/2024/01/05/news/launch', '/blog/release-23', '/blog/2022/5/9/from-name', '/blog/2021/03/04/2021/in-a-year', '/blog/notes/undated']);
  });

  it('still says a post with no date anywhere, at its date key', () => {
    const { diagnostics } = buildBlog(blogOptions.parse({}), [post('undated.md', { date: 'soon' })]);
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([['invalid-frontmatter', 2, 'a blog post needs a date: start the file name with YYYY-MM-DD or set `date` in the frontmatter']]);
  });
});
