/**
 * Two ways a lazy content component renders: drawn only in the browser (a sized placeholder on the
 * server and during hydration: charts, demos), or prerendered too (hydration keeps the prerendered
 * markup until its chunk arrives). For the theme's components and a site's own.
 */
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';

export function ClientOnly({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <div className="client-only-placeholder" style={{ minHeight }} aria-busy="true" />;
  if (!mounted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

/** `Component` drawn only in the browser, a placeholder of `minHeight` until then (charts, demos). */
export function clientOnly<P extends object>(Component: ComponentType<P>, minHeight: number) {
  return function Wrapped(props: P) {
    return (
      <ClientOnly minHeight={minHeight}>
        <Component {...props} />
      </ClientOnly>
    );
  };
}

/** A lazy component the prerender renders too: hydration keeps the prerendered markup until its chunk arrives. */
export function prerendered<P extends object>(Component: ComponentType<P>) {
  return function Wrapped(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
