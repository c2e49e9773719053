/**
 * `<iframe>` embeds (videos, sandboxes, maps): allowed with an http(s) `src` (or a path on the
 * site), always sandboxed. The sandbox never lets the frame run scripts with its own origin
 * (`allow-scripts` with `allow-same-origin` lets it lift its own sandbox), nor navigate the page;
 * the frame loads lazily and sends only the origin as referrer to another site.
 */
import type { Element } from 'hast';
import type { ParseContext, PositionLike } from './context.ts';

const SANDBOX_TOKENS: ReadonlySet<string> = new Set(['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-forms', 'allow-presentation', 'allow-modals', 'allow-downloads', 'allow-orientation-lock', 'allow-pointer-lock']);
const DEFAULT_SANDBOX = ['allow-scripts', 'allow-popups', 'allow-presentation'];

/** A frame source is a web page: http(s), protocol-relative, or a path on the site. */
export function isFrameSource(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact);
  return !scheme || /^https?$/i.test(scheme[1]);
}

function tokens(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
  return list.map((token) => token.toLowerCase()).filter(Boolean);
}

/** Sets the frame's safe `src`, sandbox, referrer policy and loading; reports what it removes. */
export function secureIframe(node: Element, ctx: ParseContext, at: (name: string) => PositionLike | undefined): void {
  const src = node.properties.src;
  if (src !== undefined && (typeof src !== 'string' || !isFrameSource(src))) {
    ctx.report({
      code: 'unsafe-url',
      message: 'the `src` of <iframe> must be an http(s) URL or a path; it was removed',
      place: at('src'),
      actual: String(src).slice(0, 80),
    });
    delete node.properties.src;
  }
  const written = node.properties.sandbox === undefined ? undefined : tokens(node.properties.sandbox);
  let sandbox = (written ?? DEFAULT_SANDBOX).filter((token) => SANDBOX_TOKENS.has(token));
  if (sandbox.includes('allow-scripts') && sandbox.includes('allow-same-origin')) {
    ctx.report({
      code: 'unsafe-html',
      message: 'the `sandbox` of <iframe> may not allow both `allow-scripts` and `allow-same-origin` (the frame could remove its own sandbox); `allow-same-origin` was removed',
      place: at('sandbox'),
      actual: 'allow-same-origin',
    });
    sandbox = sandbox.filter((token) => token !== 'allow-same-origin');
  }
  node.properties.sandbox = sandbox;
  node.properties.referrerPolicy ??= 'strict-origin-when-cross-origin';
  node.properties.loading ??= 'lazy';
}
