import { describe, expect, it } from 'vitest';
import { parseAgainst } from '../../../cli/model/links.ts';
import { mulberry32 } from '../../../content/datasets/random.ts';

const byUrl = (effective: string, pageRoute: string) => {
  try {
    const url = new URL(effective, `http://site.invalid${pageRoute}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  } catch {
    return undefined;
  }
};

describe('parseAgainst', () => {
  it('splits plain absolute paths as URL would', () => {
    expect(parseAgainst('/docs/intro#getting-started', '/a/b')).toEqual({ pathname: '/docs/intro', search: '', hash: '#getting-started' });
    expect(parseAgainst('/', '/a/b')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(parseAgainst('/img/logo.png#', '/a/b')).toEqual({ pathname: '/img/logo.png', search: '', hash: '' });
  });

  it('resolves relative links, dot segments, queries and escapes against the page', () => {
    expect(parseAgainst('../x?y=1#z', '/a/b/')).toEqual({ pathname: '/a/x', search: '?y=1', hash: '#z' });
    expect(parseAgainst('/a/./b/../c d', '/')).toEqual({ pathname: '/a/c%20d', search: '', hash: '' });
  });

  it('answers undefined for what is no URL (an empty host)', () => {
    expect(parseAgainst('/\\', '/a')).toBeUndefined();
    expect(parseAgainst('\\\\', '/a')).toBeUndefined();
  });

  it('agrees with URL on 100,000 seeded link texts, undefined where URL throws', () => {
    const pieces = ['/', '/', 'a', 'docs', '.', '..', '-', '_', '#', '#x', '?', ' ', 'é', '%2e', '.html', '//', '\\', 'b.c', ':', '@'];
    const random = mulberry32(5);
    const next = (below: number) => Math.floor(random() * below);
    for (let i = 0; i < 100_000; i++) {
      const text = Array.from({ length: 1 + next(7) }, () => pieces[next(pieces.length)]).join('');
      expect(parseAgainst(text, '/x/y'), text).toEqual(byUrl(text, '/x/y'));
    }
  });
});
