import { describe, expect, it } from 'vitest';
import { locateKeyPath } from '../../../cli/diagnostics/position.ts';

const SIDEBARS = `// the docs sidebar
export default {
  docs: [
    'intro',
    { type: 'link', label: 'A, with a comma', href: '/a' },
    /* a comment, with [brackets] */
    { type: 'category', label: 'B', items: ['x', { type: 'link', href: '/b' }] },
    { type: "link", href: '/c' },
  ],
};
`;

describe('locateKeyPath', () => {
  it('walks array indices to their element, past strings, comments and nested brackets', () => {
    expect(locateKeyPath(SIDEBARS, ['docs', 1, 'href'])).toEqual({ line: 5, column: 47 });
    expect(locateKeyPath(SIDEBARS, ['docs', 2, 'items', 1, 'href'])).toEqual({ line: 7, column: 66 });
    expect(locateKeyPath(SIDEBARS, ['docs', 3, 'href'])).toEqual({ line: 8, column: 21 });
  });

  it('stops at the element when the key is not inside it (a shorthand string item)', () => {
    expect(locateKeyPath(SIDEBARS, ['docs', 0, 'id'])).toEqual({ line: 4, column: 5 });
  });

  it('stops at the last key found when the value is not written as a literal', () => {
    expect(locateKeyPath('export default { items: shared };\nconst other = { href: 1 };', ['items', 0, 'href'])).toEqual({ line: 1, column: 18 });
  });
});
