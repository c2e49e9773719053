/** HTML comments in MDX are not content: blanked out in place, as Docusaurus's mdx1Compat.comments reads them. */
import { describe, expect, it } from 'vitest';
import { blankHtmlComments } from '../../../schema/html-comments.ts';
import { parsePage } from '../../helpers/parse-page.ts';

describe('blankHtmlComments', () => {
  it('blanks a comment on a line and keeps every other character where it was', () => {
    expect(blankHtmlComments('a <!-- [x](/y) --> b\n')).toBe('a                  b\n');
  });

  it('blanks a comment over several lines, keeping the line breaks', () => {
    expect(blankHtmlComments('a <!-- one\ntwo\nthree --> b\n')).toBe('a         \n   \n          b\n');
  });

  it('leaves comments in fenced code, inline code and the frontmatter', () => {
    const text = '---\ndescription: "<!-- kept -->"\n---\n\n```html\n<!-- kept -->\n```\n\n`<!-- kept -->` and <!--gone-->\n';
    expect(blankHtmlComments(text)).toBe('---\ndescription: "<!-- kept -->"\n---\n\n```html\n<!-- kept -->\n```\n\n`<!-- kept -->` and            \n');
  });

  it('leaves a comment that is never closed as written', () => {
    expect(blankHtmlComments('a <!-- b\nc\n')).toBe('a <!-- b\nc\n');
  });
});

describe('HTML comments in pages', () => {
  it('ignores the links and headings in comments of an MDX page, and a truncate marker, with every position kept', async () => {
    const page = await parsePage('# T\n\n<!-- [old](/docs/gone) -->\n\n<!--truncate-->\n\nSee [x](/docs/x). <!-- ## Not a heading --> [y](/docs/y)\n\n<!--\n## Hidden\n-->\n## Shown\n');
    expect(page.findings).toEqual([]);
    expect(page.links).toEqual(['7:5 a href /docs/x', '7:45 a href /docs/y']);
    expect(page.headings).toEqual(['1 - T', '2 shown Shown']);
  });

  it('reports HTML comments as an MDX error when mdx1Compat.comments is off', async () => {
    const page = await parsePage('# T\n\n<!-- note -->\n', { htmlComments: false });
    expect(page.findings).toEqual(['3:2 error parse-error: could not parse MDX: Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`)']);
  });
});
