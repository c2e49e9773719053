import { describe, expect, it } from 'vitest';
import { dataFileName, isExternalUrl, routeKey } from '../../schema/paths.ts';
import { mulberry32 } from '../../content/datasets/random.ts';

/** The rules as plain regular expressions, with no shortcut for the common case: what the shortcuts must agree with. */
function routeKeyByRules(route: string): string {
  let key = route.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  return key === '' ? '/' : key;
}

function dataFileNameByRules(route: string): string {
  const clean = routeKeyByRules(route)
    .replace(/^\/+/, '')
    .replace(/[^\w\-./]/g, (c) => `_${c.codePointAt(0)?.toString(16)}`)
    .replace(/(^|\/)\.{1,2}(?=\/|$)/g, '$1_');
  return `pages/${clean === '' ? 'index' : clean}.json`;
}

/** Seeded route-like strings made of the characters the rules care about. */
function randomRoutes(count: number): string[] {
  const pieces = ['/', '/', 'a', 'docs', 'index', '.html', '.', '..', 'l', '-', '_', ' ', 'é', '%2e', 'x.html', '//'];
  const random = mulberry32(7);
  const next = (below: number) => Math.floor(random() * below);
  return Array.from({ length: count }, () => Array.from({ length: next(7) }, () => pieces[next(pieces.length)]).join(''));
}

describe('routeKey', () => {
  it('gives /x, /x/ and /x/index.html one key, and keeps the root /', () => {
    expect(['/x', '/x/', '/x/index.html', '/x.html'].map(routeKey)).toEqual(['/x', '/x', '/x', '/x']);
    expect(['/', '', '/index.html'].map(routeKey)).toEqual(['/', '/', '/']);
  });

  it('returns a route that is already a key as it is', () => {
    expect(['/docs/intro', '/a-b/c_d', '/html', '/x.htm'].map(routeKey)).toEqual(['/docs/intro', '/a-b/c_d', '/html', '/x.htm']);
  });

  it('agrees with the plain rules on 5,000 seeded routes', () => {
    const routes = randomRoutes(5000);
    expect(routes.map(routeKey)).toEqual(routes.map(routeKeyByRules));
  });
});

describe('dataFileName', () => {
  it('names the files of plain routes, the root and escaped characters', () => {
    expect(['/', '/docs/intro', '/docs/intro/', '/a b', '/ü', '/x/../y', '/.'].map(dataFileName)).toEqual([
      'pages/index.json',
      'pages/docs/intro.json',
      'pages/docs/intro.json',
      'pages/a_20b.json',
      'pages/_fc.json',
      'pages/x/_/y.json',
      'pages/_.json',
    ]);
  });

  it('agrees with the plain rules on 5,000 seeded routes', () => {
    const routes = randomRoutes(5000);
    expect(routes.map(dataFileName)).toEqual(routes.map(dataFileNameByRules));
  });
});

describe('isExternalUrl', () => {
  it('takes links with a scheme and protocol-relative ones, as a browser reads them, for external', () => {
    const links = ['https://x.test', 'mailto:a@x.test', 'pathname:///raw.html', '//cdn.x.test/a.js', '\\\\cdn.x.test/a.js', '/\\cdn.x.test', '  //cdn.x.test', '\t//cdn.x.test'];
    expect(links.filter(isExternalUrl)).toEqual(links);
  });

  it('takes paths, relative links and fragments for internal, and a word before a colon for a scheme, as a browser does', () => {
    expect(['/docs/a', './a.md', '../b', '#top', 'a:b', '1:2', 'docs/x', ' /docs/a'].filter(isExternalUrl)).toEqual(['a:b']);
  });
});
