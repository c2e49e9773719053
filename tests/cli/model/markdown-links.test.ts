import { describe, expect, it } from 'vitest';
import { type FileLinkScope, resolveFileLink } from '../../../cli/model/markdown-links.ts';

/** The scope of a docs folder beside the site (`docs.path: '../shared-docs'`), the site being `website/`. */
const scope: FileLinkScope = {
  folder: '../shared-docs',
  staticDirectories: ['static'],
  staticFiles: new Set(['/img/logo.png']),
  outsideRoots: ['../shared-docs'],
  siteFolder: '../website',
};
const resolve = (url: string, own: Partial<FileLinkScope> = {}) =>
  resolveFileLink({ url, markdown: true }, '../shared-docs/intro.md', { ...scope, ...own }, new Map([['../shared-docs/guide.md', { permalink: '/docs/guide' }]]), new Set(['../shared-docs/data.csv']));

describe('resolveFileLink from a docs folder outside the site', () => {
  it('reaches a static file back in the site through the site folder name', () => {
    expect(resolve('../website/static/img/logo.png')).toEqual({ href: '/img/logo.png', markdown: false, asset: 'static/img/logo.png' });
  });

  it('still resolves its own docs and files, and nothing else outside the site', () => {
    expect(resolve('./guide.md#setup')).toEqual({ href: '/docs/guide#setup', markdown: true });
    expect(resolve('./data.csv')).toEqual({ href: '/__assets/../shared-docs/data.csv', markdown: false, asset: '../shared-docs/data.csv' });
    expect(resolve('../other/static/img/logo.png')).toBeUndefined();
    expect(resolve('../website/static/img/logo.png', { siteFolder: undefined })).toBeUndefined();
  });
});
