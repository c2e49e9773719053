import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdmonitionIcon } from '../../../../renderer/theme/content/AdmonitionIcon.tsx';

const KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];
const icon = (kind: string) => renderToStaticMarkup(createElement(AdmonitionIcon, { kind }));

describe('AdmonitionIcon', () => {
  it('is an inline SVG hidden from assistive technology, drawn in the text colour', () => {
    for (const kind of KINDS) {
      expect(icon(kind), kind).toMatch(
        /^<svg class="admonition-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">(<path d="[^"]+"><\/path>|<circle [^>]+><\/circle>)+<\/svg>$/,
      );
    }
  });

  it('draws every kind differently, with shapes and no text', () => {
    const icons = KINDS.map(icon);
    expect(new Set(icons).size).toBe(KINDS.length);
    for (const markup of icons) expect(markup.replace(/<[^>]*>/g, '')).toBe('');
  });

  it('draws an unknown kind as info', () => {
    expect(icon('aside')).toBe(icon('info'));
  });
});
