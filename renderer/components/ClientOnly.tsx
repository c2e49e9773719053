/** Renders a sized placeholder on the server and during hydration, then the browser-only child. */
import { type ReactNode, Suspense, useEffect, useState } from 'react';

export function ClientOnly({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <div className="client-only-placeholder" style={{ minHeight }} aria-busy="true" />;
  if (!mounted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
