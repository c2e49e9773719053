/** Markdown files a page imports and renders (`import Shared from './_shared.mdx'` then `<Shared />`) are recorded with their uses. */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../helpers/parse-page.ts';

const PAGE = `import Shared from './_shared.mdx';
import Snippet from '../_includes/_snippet.md';
import Tabs from '@theme/Tabs';

# Guide

<Shared />

Text, then the snippet inline: <Snippet />.

<Shared />
`;

describe('partials', () => {
  it.each(['data', 'compile'] as const)('records each Markdown import and where it is rendered (%s mode)', async (mdxCode) => {
    const page = await parsePage(PAGE, { mdxCode });
    expect(page.findings).toEqual([]);
    expect(page.doc.partials).toEqual([
      { source: './_shared.mdx', name: 'Shared', line: 1, column: 1, uses: [{ line: 7, column: 1 }, { line: 11, column: 1 }] },
      { source: '../_includes/_snippet.md', name: 'Snippet', line: 2, column: 1, uses: [{ line: 9, column: 32 }] },
    ]);
  });

  it('records none for a page without Markdown imports', async () => {
    const page = await parsePage("import Tabs from '@theme/Tabs';\n\n# T\n");
    expect(page.doc.partials).toBeUndefined();
  });
});
