/** What the modal and the search page render of a hit: only <mark> is markup, whatever the backend sent. */
import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightText, sanitizeHighlight, sanitizeHit } from '../../../../renderer/theme/search/sanitize.ts';

describe('sanitizeHighlight', () => {
  it('keeps <mark> and </mark> and escapes every other tag (Algolia sends raw text)', () => {
    expect(sanitizeHighlight('<mark>opt</mark>ions <img src=x onerror="alert(1)"> <script>x</script>')).toBe(
      '<mark>opt</mark>ions &lt;img src=x onerror="alert(1)"&gt; &lt;script&gt;x&lt;/script&gt;',
    );
    expect(sanitizeHighlight('<MARK>a</MARK> <mark class="x">b</mark>')).toBe('<mark>a</mark> &lt;mark class="x"&gt;b</mark>');
  });

  it('is idempotent on values the local engine already escaped', () => {
    const escaped = '<mark>options</mark> &#60;img src=x&#62; &#38; &#34;q&#34;';
    const once = sanitizeHighlight(escaped);
    expect(once).toBe('<mark>options</mark> &lt;img src=x&gt; &amp; "q"');
    expect(sanitizeHighlight(once)).toBe(once);
  });

  it('decodes entities for text use', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &#39;x&#x27; &unknown;')).toBe("<b> & 'x' &unknown;");
    expect(highlightText('<mark>A</mark> &amp; B')).toBe('A & B');
  });
});

describe('sanitizeHit', () => {
  it('sanitizes nested highlight and snippet values, escapes the raw text and fills missing snippets', () => {
    const hit = sanitizeHit({
      objectID: '1',
      type: 'content',
      url: '/x',
      hierarchy: { lvl0: 'Docs', lvl1: 'Page <img src=x onerror=alert(1)>', lvl2: null },
      content: 'Text <b>bold</b>',
      _highlightResult: { hierarchy: { lvl0: { value: 'Docs', matchLevel: 'none', matchedWords: [] } }, content: { value: '<mark>Text</mark> <b>bold</b>', matchLevel: 'full', matchedWords: ['text'] } },
      _snippetResult: { content: { value: '<mark>Text</mark> <b>bold</b>', matchLevel: 'full' } },
    });
    expect(hit.hierarchy?.lvl1).toBe('Page &lt;img src=x onerror=alert(1)&gt;');
    expect(hit.content).toBe('Text &lt;b&gt;bold&lt;/b&gt;');
    expect(hit._highlightResult).toMatchObject({ content: { value: '<mark>Text</mark> &lt;b&gt;bold&lt;/b&gt;' } });
    expect(hit._snippetResult).toMatchObject({
      content: { value: '<mark>Text</mark> &lt;b&gt;bold&lt;/b&gt;' },
      hierarchy: { lvl0: { value: 'Docs' }, lvl1: { value: 'Page &lt;img src=x onerror=alert(1)&gt;' } },
    });
    expect((hit._snippetResult as unknown as { hierarchy: Record<string, unknown> }).hierarchy.lvl2).toBeUndefined();
  });
});
