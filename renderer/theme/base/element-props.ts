import type { CSSProperties, ReactNode } from 'react';

/** What an element of the body passes to the DOM (or to the component that stands in for it): attribute values, a style object and children. */
export type ElementProps = Record<string, string | number | boolean | CSSProperties | undefined> & { children?: ReactNode };
