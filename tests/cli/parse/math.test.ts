/** `markdown.math`: a site whose Docusaurus runs remark-math has `$…$` and `$$…$$` syntax, and the parser reads it as that site's Docusaurus does. */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../helpers/parse-page.ts';

const PAGE = '# Standings\n\nA share is $w_i = \\frac{v_i}{\\max_j v_j}$, see [the intro](/docs/intro).\n\n$$\n\\bar{t} = \\frac{1}{n}\n$$\n\n## After $x_{1}$ laps\n';

describe('math syntax', () => {
  it('reads braces inside math as TeX, and keeps the links and headings around it, when markdown.math is on', async () => {
    const page = await parsePage(PAGE, { math: true, mdxCode: 'compile' });
    expect([page.findings, page.links, page.headings]).toEqual([[], ['3:48 a href /docs/intro'], ['1 - Standings', '2 after-x_1-laps After x_{1} laps']]);
  });

  it('reads the same braces as MDX expressions when it is off, as a site without remark-math does', async () => {
    const page = await parsePage(PAGE, { mdxCode: 'compile' });
    expect(page.findings).toEqual(['3:31 error parse-error: could not parse MDX: Could not parse expression with acorn']);
  });
});
