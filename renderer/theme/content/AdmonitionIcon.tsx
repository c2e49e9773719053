/**
 * The icons of admonitions: inline SVG drawn in the colour of their kind (admonition.css), so
 * they show without an emoji font. Decorative: the kind is also the admonition's heading.
 */
import type { ReactNode } from 'react';
import './admonition.css';
import { ADMONITION_LOOKS } from '../../../schema/mdx-directives.ts';

/** 24×24 stroked outlines, one per admonition kind. */
const SHAPES: Record<string, ReactNode> = {
  // a pencil
  note: (
    <>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </>
  ),
  // a light bulb
  tip: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z" />
    </>
  ),
  // an i in a circle
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5v.01" />
    </>
  ),
  // an exclamation mark in a triangle
  warning: (
    <>
      <path d="M10.3 4.2 2.7 17.5a2 2 0 0 0 1.7 3h15.2a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17v.01" />
    </>
  ),
  // a flame
  danger: <path d="M12 21a6 6 0 0 0 6-6c0-4-3-6.5-4-10-2 2-2.5 4-2.5 5.5C10.5 12 9.5 11 9 9.5 7 11 6 13 6 15a6 6 0 0 0 6 6z" />,
  // an exclamation mark in an octagon
  caution: (
    <>
      <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z" />
      <path d="M12 7.5v5M12 16v.01" />
    </>
  ),
};

export function AdmonitionIcon({ kind }: { kind: string }) {
  return (
    <svg className="admonition-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {SHAPES[ADMONITION_LOOKS[kind] ?? kind] ?? SHAPES.info}
    </svg>
  );
}
