import { describe, expect, it } from 'vitest';
import { isCategoryIndex, joinUrl, resolveSlug, slugClimbsAboveRoot, stripExtension, stripNumberPrefix } from '../../../cli/model/paths.ts';

describe('stripNumberPrefix', () => {
  it('removes a number prefix followed by a dash, underscore or dot and keeps the number', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', number: 1 });
    expect(stripNumberPrefix('10_last')).toEqual({ name: 'last', number: 10 });
    expect(stripNumberPrefix('3. Third')).toEqual({ name: 'Third', number: 3 });
    expect(stripNumberPrefix('2 - spaced')).toEqual({ name: 'spaced', number: 2 });
  });

  it('keeps dates and versions whole', () => {
    expect(stripNumberPrefix('2021-01-notes')).toEqual({ name: '2021-01-notes' });
    expect(stripNumberPrefix('1.0-release')).toEqual({ name: '1.0-release' });
    expect(stripNumberPrefix('2021_01_01-post')).toEqual({ name: '2021_01_01-post' });
  });

  it('keeps names that are only a number or have no separator', () => {
    expect(stripNumberPrefix('404')).toEqual({ name: '404' });
    expect(stripNumberPrefix('3d-models')).toEqual({ name: '3d-models' });
    expect(stripNumberPrefix('intro')).toEqual({ name: 'intro' });
    expect(stripNumberPrefix('01-')).toEqual({ name: '01-' });
  });
});

describe('stripExtension', () => {
  it('removes Markdown, MDX, JSON and YAML extensions only', () => {
    expect(['a.md', 'a.MDX', 'b/_category_.json', 'c.yml', 'd.yaml', 'e.txt'].map(stripExtension)).toEqual(['a', 'a', 'b/_category_', 'c', 'd', 'e.txt']);
  });
});

describe('joinUrl', () => {
  it('joins segments with single slashes and keeps a trailing slash', () => {
    expect(joinUrl('/', 'intro')).toBe('/intro');
    expect(joinUrl('docs', '/guide/')).toBe('/docs/guide/');
    expect(joinUrl('/docs/', '', '/a//b')).toBe('/docs/a/b');
    expect(joinUrl('/')).toBe('/');
  });

  it('resolves . and .. segments, plain or percent-encoded, and never climbs above /', () => {
    expect(joinUrl('/blog', '../../../post')).toBe('/post');
    expect(joinUrl('/blog', 'a/./b/../c')).toBe('/blog/a/c');
    expect(joinUrl('/x', '%2e%2E/y')).toBe('/y');
    expect(joinUrl('/x', '..')).toBe('/');
    expect(joinUrl('/x', 'y/.')).toBe('/x/y/');
  });
});

describe('slugClimbsAboveRoot', () => {
  it('says whether `..` in a slug goes above the folders it is relative to', () => {
    expect(slugClimbsAboveRoot('../up-one', 1)).toBe(false);
    expect(slugClimbsAboveRoot('../../up-two', 1)).toBe(true);
    expect(slugClimbsAboveRoot('a/../../b', 1)).toBe(false);
    expect(slugClimbsAboveRoot('/../x', 3)).toBe(true);
    expect(slugClimbsAboveRoot('%2e%2e/x', 0)).toBe(true);
    expect(slugClimbsAboveRoot('..\\x', 0)).toBe(true);
    expect(slugClimbsAboveRoot('x/..?q=../..', 0)).toBe(false);
  });
});

describe('resolveSlug', () => {
  it('keeps an absolute slug', () => {
    expect(resolveSlug('/guide/', '/absolute-slug')).toBe('/absolute-slug');
  });

  it('resolves relative slugs against the folder URL', () => {
    expect(resolveSlug('/guide/', 'relative-slug')).toBe('/guide/relative-slug');
    expect(resolveSlug('/guide/', '../up-one')).toBe('/up-one');
    expect(resolveSlug('/guide/', 'deeper/nested')).toBe('/guide/deeper/nested');
    expect(resolveSlug('/guide', 'no-trailing-slash')).toBe('/guide/no-trailing-slash');
    expect(resolveSlug('/', 'top')).toBe('/top');
  });

  it('cannot climb above the root', () => {
    expect(resolveSlug('/guide/', '../../../x')).toBe('/x');
  });

  it('keeps a lone percent sign as written instead of throwing', () => {
    expect(resolveSlug('/guide/', '100%')).toBe('/guide/100%');
  });

  it('keeps unicode and spaces readable', () => {
    expect(resolveSlug('/guide/', 'café au lait')).toBe('/guide/café au lait');
  });

  it('keeps an encoded slash or backslash encoded, so decoding never makes segments that climb', () => {
    expect(resolveSlug('/guide/', '..%2F..%2Fx')).toBe('/guide/..%2F..%2Fx');
    expect(resolveSlug('/guide/', '%2E%2E%2f%2e%2e%5Cetc')).toBe('/guide/..%2F..%5Cetc');
    expect(joinUrl('/docs', resolveSlug('/guide/', '..%2f..%2f..%2fx'))).toBe('/docs/guide/..%2F..%2F..%2Fx');
  });

  it('keeps encoded control characters, ? and # encoded instead of putting them into the route', () => {
    expect(resolveSlug('/guide/', 'a%00b%0A')).toBe('/guide/a%00b%0A');
    expect(resolveSlug('/guide/', 'a%C2%85b')).toBe('/guide/a%C2%85b');
    expect(resolveSlug('/guide/', 'what%3F%23here')).toBe('/guide/what%3F%23here');
    expect(resolveSlug('/guide/', 'caf%C3%A9%20100%')).toBe('/guide/caf%C3%A9%20100%');
  });
});

describe('isCategoryIndex', () => {
  it('treats index, README and a file named like its folder as the category index', () => {
    expect(isCategoryIndex('guide/index.md')).toBe(true);
    expect(isCategoryIndex('guide/README.mdx')).toBe(true);
    expect(isCategoryIndex('guide/readme.md')).toBe(true);
    expect(isCategoryIndex('guide/guide.md')).toBe(true);
    expect(isCategoryIndex('02-api/api.md')).toBe(true);
    expect(isCategoryIndex('index.md')).toBe(true);
  });

  it('treats other files as plain docs', () => {
    expect(isCategoryIndex('guide/intro.md')).toBe(false);
    expect(isCategoryIndex('guide.md')).toBe(false);
    expect(isCategoryIndex('a/guide/a.md')).toBe(false);
  });
});
