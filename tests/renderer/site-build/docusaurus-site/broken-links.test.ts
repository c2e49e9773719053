/** Docusaurus's broken-link message, read back link by link with the page that holds each. */
import { describe, expect, it } from 'vitest';
import { brokenLinksListed } from '../../../../renderer/site-build/docusaurus-site/broken-links.ts';

describe("core's list of broken links", () => {
  it('gives each link with its page, the resolved form kept as core writes it', () => {
    const message = [
      'Docusaurus found broken links!',
      '',
      'Please check the pages of your site in the list below, and make sure you don\'t reference any path that does not exist.',
      '',
      'Exhaustive list of all broken links found:',
      '- Broken link on source page path = /docs/a:',
      '   -> linking to /docs/gone',
      '   -> linking to ./b (resolved as: /docs/b)',
      '- Broken anchor on source page path = /blog:',
      '   -> linking to /docs/a#nowhere',
      '',
    ].join('\n');
    expect(brokenLinksListed(message)).toEqual([
      { page: '/docs/a', link: '/docs/gone' },
      { page: '/docs/a', link: './b (resolved as: /docs/b)' },
      { page: '/blog', link: '/docs/a#nowhere' },
    ]);
  });

  it('reads nothing from a message without the list', () => {
    expect(brokenLinksListed('')).toEqual([]);
    expect(brokenLinksListed('   -> linking to /x')).toEqual([]);
  });
});
