/**
 * hast-to-react is the one gate between a page's tree and the DOM: elements get attribute values
 * only and components only their listed props, even from a page file the build did not clean.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentComponents } from '../../../../schema/content-components.ts';
import { type ComponentMap, hastToReact } from '../../../../renderer/theme/content/hast-to-react.ts';
import type { HastRoot } from '../../../../schema/artifacts.ts';

const INJECTED = { __html: '<script src="/x.js"></script><meta http-equiv="refresh" content="0;url=https://evil.example/">' };

/** The props each component of a test received. */
const seen: Record<string, unknown>[] = [];
function Probe(props: Record<string, unknown>) {
  seen.push(props);
  return null;
}

beforeEach(() => {
  seen.length = 0;
});

function render(children: HastRoot['children'], components: ComponentMap = {}): string {
  return renderToStaticMarkup(createElement('div', null, hastToReact({ type: 'root', children }, { components, builtInProps: contentComponents })));
}

describe('hastToReact', () => {
  it('never passes dangerouslySetInnerHTML, handlers, ref or an object value to an element', () => {
    const html = render([
      { type: 'element', tagName: 'div', properties: { id: 'x', dangerouslySetInnerHTML: INJECTED, onClick: 'alert(1)', ref: 'r', title: { a: 1 }, className: ['a', 'b'], dataKind: 'k', style: 'color:red' }, children: [] },
    ]);
    expect(html).toBe('<div><div id="x" class="a b" data-kind="k" style="color:red"></div></div>');
  });

  it('gives a listed component only its listed props', () => {
    render([{ type: 'element', tagName: 'Link', properties: { to: '/x', className: ['button'], dangerouslySetInnerHTML: INJECTED, onMouseOver: 'x()', style: { color: 'red' } }, children: [{ type: 'text', value: 'go' }] }], { Link: Probe });
    expect(seen).toEqual([{ to: '/x', className: 'button', children: 'go' }]);
  });

  it("gives a site's component the props its page data holds (the parser kept what the site declares), never React's own or a handler", () => {
    render([{ type: 'element', tagName: 'Custom', properties: { label: 'x', count: 2, big: true, data: { a: 1 }, dangerouslySetInnerHTML: INJECTED, onClick: 'x()' }, children: [] }], { Custom: Probe });
    expect(seen).toEqual([{ label: 'x', count: 2, big: true, data: { a: 1 } }]);
  });
});
