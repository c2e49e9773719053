// @vitest-environment happy-dom
import { act, createElement as h, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BrowserOnly, { type BrowserOnlyProps } from '../../../../renderer/theme/docusaurus/BrowserOnly.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.restoreAllMocks());

/** BrowserOnly's children is a function (Docusaurus's API), which createElement's rest arguments do not type. */
const browserOnly = (children: () => ReactNode, fallback?: ReactNode) => h(BrowserOnly, { fallback } as BrowserOnlyProps, children as unknown as ReactNode);

const PRERENDERED = '<main><p>Loading the chart…</p></main>';

function Page({ calls }: { calls: string[] }) {
  const chart = () => {
    calls.push('children');
    return h('p', null, `Width ${window.innerWidth}`);
  };
  return h('main', null, browserOnly(chart, h('p', null, 'Loading the chart…')));
}

describe('BrowserOnly', () => {
  it('prerenders its fallback without calling its children', () => {
    const calls: string[] = [];
    expect(renderToString(h(Page, { calls }))).toBe(PRERENDERED);
    expect(calls).toEqual([]);
  });

  it('prerenders nothing when it has no fallback', () => {
    expect(renderToString(h('main', null, browserOnly(() => 'browser')))).toBe('<main></main>');
  });

  it('hydrates the prerendered fallback without a mismatch, then renders its children', async () => {
    const container = document.createElement('div');
    // The HTML prerendering gives (the test above): in this DOM environment a render here would see a window.
    container.innerHTML = PRERENDERED;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const calls: string[] = [];
    await act(async () => {
      hydrateRoot(container, h(Page, { calls }), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.innerHTML).toBe(`<main><p>Width ${window.innerWidth}</p></main>`);
    expect(calls.length).toBeGreaterThan(0);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
