/** Each route docs-cli's model and Docusaurus's build disagree on, once, at its source. */
import { describe, expect, it } from 'vitest';
import { routeDisagreements } from '../../../../renderer/site-build/docusaurus-site/route-agreement.ts';

describe('routeDisagreements', () => {
  it('notes a route only Docusaurus builds and one only the model has, trailing slashes and the 404 page aside', () => {
    const model = [{ path: '/', source: 'src/pages/index.md' }, { path: '/docs/intro', source: 'docs/intro.md' }, { path: '/docs/draft', source: 'docs/draft.md' }];
    const docusaurus = [{ path: '/', source: 'src/pages/index.md' }, { path: '/docs/intro/' }, { path: '/404.html' }, { path: '/hello' }, { path: '/docs/1.0/intro', source: 'versioned_docs/version-1.0/intro.md' }];
    expect(routeDisagreements(model, docusaurus, '/404.html').map((d) => [d.level, d.code, d.file, d.route, d.message])).toEqual([
      ['info', 'route-disagreement', '', '/hello', "Docusaurus builds /hello (made by a plugin), which docs-cli's model of the site does not have"],
      ['info', 'route-disagreement', 'versioned_docs/version-1.0/intro.md', '/docs/1.0/intro', "Docusaurus builds /docs/1.0/intro, which docs-cli's model of the site does not have"],
      ['info', 'route-disagreement', 'docs/draft.md', '/docs/draft', "docs-cli's model of the site has /docs/draft, which Docusaurus does not build"],
    ]);
  });

  it('says nothing when both have the same routes', () => {
    expect(routeDisagreements([{ path: '/a' }], [{ path: '/a/' }, { path: '/404.html' }], '/404.html')).toEqual([]);
  });
});
