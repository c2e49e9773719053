import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { unwrapBlockParagraphs } from '../../../../cli/parse/plugins/paragraph-nesting.ts';

const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, children: Root['children'] = []) => ({ type: 'element' as const, tagName, properties: {}, children }) as never;

describe('unwrapBlockParagraphs', () => {
  it('unwraps a paragraph that holds a block element, keeping its children in place', () => {
    const tree: Root = { type: 'root', children: [el('p', [el('div', [text('click me')])]), el('p', [text('plain')])] };
    unwrapBlockParagraphs(tree);
    expect(tree).toEqual({ type: 'root', children: [el('div', [text('click me')]), el('p', [text('plain')])] });
  });

  it('keeps paragraphs of inline content, and unwraps inside other elements too', () => {
    const tree: Root = { type: 'root', children: [el('blockquote', [el('p', [el('form', [el('button', [text('Send')])])])]), el('p', [el('a', [text('x')]), el('svg')])] };
    unwrapBlockParagraphs(tree);
    expect(tree).toEqual({ type: 'root', children: [el('blockquote', [el('form', [el('button', [text('Send')])])]), el('p', [el('a', [text('x')]), el('svg')])] });
  });
});
