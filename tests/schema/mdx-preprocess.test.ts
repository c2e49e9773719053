import { describe, expect, it } from 'vitest';
import { preprocess } from '../../schema/mdx-preprocess.ts';

describe('preprocess', () => {
  it('turns an admonition title into a directive label', () => {
    expect(preprocess(':::tip Pro tip\nText\n:::\n', 'mdx')).toBe(':::tip[Pro tip]\nText\n:::\n');
    expect(preprocess('::::danger  Two  words  \n::::', 'md')).toBe('::::danger[Two  words]\n::::');
  });

  it('escapes brackets inside an admonition title', () => {
    expect(preprocess(':::note See [this]\n:::', 'mdx')).toBe(':::note[See \\[this\\]]\n:::');
  });

  it('leaves admonitions that already have a label, attributes or no title alone', () => {
    const text = ':::tip[Label]\n:::\n:::note{.x}\n:::\n:::info\n:::';
    expect(preprocess(text, 'mdx')).toBe(text);
  });

  it('escapes the braces of an explicit heading id in MDX', () => {
    expect(preprocess('## Custom {#my-id}\n', 'mdx')).toBe('## Custom \\{#my-id\\}\n');
    expect(preprocess('### Deep {#deep}  ', 'mdx')).toBe('### Deep \\{#deep\\}  ');
  });

  it('leaves explicit heading ids alone in plain Markdown', () => {
    expect(preprocess('## Custom {#my-id}\n', 'md')).toBe('## Custom {#my-id}\n');
  });

  it('changes nothing inside fenced code blocks', () => {
    const text = '```md\n:::tip Title\n## H {#id}\n```\n~~~\n:::note X\n~~~\n';
    expect(preprocess(text, 'mdx')).toBe(text);
  });

  it('resumes after a fence closes', () => {
    expect(preprocess('````\n```\n:::tip A\n````\n:::tip B\n:::', 'mdx')).toBe('````\n```\n:::tip A\n````\n:::tip[B]\n:::');
  });

  it('knows a fence in a nested list item, indented four spaces and closed at another depth, and escapes the id of a heading with inline code after it', () => {
    const text = '- Item\n\n  - Nested\n\n    ```diff\n    {#not-an-id}\n  ```\n\n### `@scope/pkg` {#scope-pkg}\n';
    expect(preprocess(text, 'mdx')).toBe('- Item\n\n  - Nested\n\n    ```diff\n    {#not-an-id}\n  ```\n\n### `@scope/pkg` \\{#scope-pkg\\}\n');
  });

  it('unwraps an mdx-code-block fence in compile mode, its fence lines left blank, and reads what it held as the page does', () => {
    const text = "# T\n\n```mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n:::tip Inside\n```\n\nAfter.\n";
    expect(preprocess(text, 'mdx', { unwrapMdxCodeBlocks: true })).toBe("# T\n\n\nimport Tabs from '@theme/Tabs';\n\n:::tip[Inside]\n\n\nAfter.\n");
    expect(preprocess(text, 'mdx')).toBe(text);
  });

  it('ends a four-backtick mdx-code-block only at four backticks, with a code fence inside it kept', () => {
    const text = '````mdx-code-block\n<Tabs>\n\n```js\n{#not-an-id}\n```\n\n</Tabs>\n````\n## H {#h}\n';
    expect(preprocess(text, 'mdx', { unwrapMdxCodeBlocks: true })).toBe('\n<Tabs>\n\n```js\n{#not-an-id}\n```\n\n</Tabs>\n\n## H \\{#h\\}\n');
  });

  it('leaves text without admonitions or ids as it is', () => {
    const text = 'A paragraph with {braces} and a: colon.\n';
    expect(preprocess(text, 'mdx')).toBe(text);
  });
});
