/**
 * `@docusaurus/BrowserOnly`: `children` is a function called only in the browser, after the page
 * has hydrated; the prerendered HTML and the hydrating render show `fallback` instead, so they agree.
 */
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser || typeof children !== 'function') return fallback;
  return children();
}
