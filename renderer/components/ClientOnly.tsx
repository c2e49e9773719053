/** Renders a sized placeholder on the server and during hydration, then the browser-only child. */
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
